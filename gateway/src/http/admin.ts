import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join, normalize, sep } from 'node:path';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { mountAdminFavicon } from './admin-favicon';

export interface RemoteDefinition {
  name: string;
  entry: string;
  routes: Array<{ path: string; module: string; permission?: string }>;
  nav?: Array<{ labelKey?: string; label?: string; labels?: Record<string, string>; route: string; permission?: string; children?: unknown[] }>;
}

export interface AdminOptions {
  inactivityMinutes: number;
  /** Remotes from configuration; one named like a built-in replaces it (e.g. hosted elsewhere). */
  remotes: RemoteDefinition[];
  hostItems: RemoteDefinition['nav'];
}

/** The remotes this repository builds, served by the gateway itself under /cmsadmin/remotes/. */
const builtInRemotes = ['admin-users', 'admin-media', 'admin-pages', 'admin-site'];

function packageDir(name: string): string | null {
  try {
    return dirname(require.resolve(`@tessera/${name}/package.json`));
  } catch {
    return null;
  }
}

function builtIn(): Array<RemoteDefinition & { dist: string }> {
  return builtInRemotes.flatMap((folder) => {
    const dir = packageDir(folder);
    if (!dir || !existsSync(join(dir, 'federation.json'))) return [];
    // The build reads `exposes` (module → source file); the shell needs only the routes and navigation.
    const { exposes: _sources, ...declared } = JSON.parse(readFileSync(join(dir, 'federation.json'), 'utf8')) as Omit<RemoteDefinition, 'entry'> & { exposes?: unknown };
    return [{ ...declared, entry: `/cmsadmin/remotes/${folder}/mf-manifest.json`, dist: join(dir, 'dist') }];
  });
}

/** Origins of remotes hosted elsewhere, which the Content-Security-Policy must allow. */
export function remoteOrigins(remotes: RemoteDefinition[]): string[] {
  return [...new Set(remotes.filter((r) => /^https?:\/\//.test(r.entry)).map((r) => new URL(r.entry).origin))];
}

const longCache = 'public, max-age=31536000, immutable';
const hashed = /\.[0-9a-f]{10}\.(js|css)(\.map)?$/;

function cacheHeaders(res: Response, path: string): void {
  // Hashed chunks never change; entries, manifests and the page must be revalidated.
  res.setHeader('Cache-Control', hashed.test(path) ? longCache : 'no-cache');
}

/** The kinds of file the admin build writes a brotli twin of (admin-kit/webpack.shared.js). */
const twinned = new Set(['.js', '.css', '.json']);

/**
 * Serves a built file's brotli twin (`x.js.br`, compressed at build time at the best quality) to a
 * browser that accepts brotli; anything else goes on to the static files, where the compression
 * middleware compresses on the fly as before. The twin is looked up inside `dist` only.
 */
export function brotliTwins(dist: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !twinned.has(extname(req.path))) return next();
    if (req.acceptsEncodings('br', 'identity') !== 'br') return next();
    let file: string;
    try {
      file = normalize(join(dist, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!file.startsWith(dist + sep) || !existsSync(`${file}.br`)) return next();
    res.vary('Accept-Encoding');
    res.type(extname(file));
    res.setHeader('Content-Encoding', 'br');
    cacheHeaders(res, file);
    res.sendFile(`${file}.br`, (error) => error && next(error));
  };
}

/**
 * The admin: the shell's page for every /cmsadmin route, the built remotes' files, and the
 * runtime manifest (/cmsadmin/remotes.json) naming each remote's entry, routes and navigation.
 */
export function mountAdmin(app: Express, options: AdminOptions): void {
  const builtIns = builtIn();
  const configured = new Map(options.remotes.map((remote) => [remote.name, remote]));
  const remotes: RemoteDefinition[] = [
    ...builtIns.map(({ dist: _dist, ...remote }) => configured.get(remote.name) ?? remote),
    ...options.remotes.filter((remote) => !builtIns.some((b) => b.name === remote.name)),
  ];

  mountAdminFavicon(app);
  app.get('/cmsadmin/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ inactivityMinutes: options.inactivityMinutes, remotes, hostItems: options.hostItems ?? [] });
  });
  for (const remote of builtIns) {
    const folder = remote.entry.split('/')[3];
    app.use(`/cmsadmin/remotes/${folder}`, brotliTwins(remote.dist), express.static(remote.dist, { index: false, fallthrough: false, setHeaders: cacheHeaders }));
  }
  // Nothing else is deployed under /cmsadmin/remotes/: a remote that is not there answers 404
  // (not the shell's page with 200, which the federation runtime would try to read as its entry).
  app.use('/cmsadmin/remotes', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  const shellDir = packageDir('admin-shell');
  const shellDist = shellDir ? join(shellDir, 'dist') : null;
  if (shellDist && existsSync(shellDist)) app.use('/cmsadmin', brotliTwins(shellDist), express.static(shellDist, { index: false, setHeaders: cacheHeaders }));
  // A missing file (an old chunk after a redeploy) is a 404, not the shell's page.
  app.get(/^\/cmsadmin\/.*\.(js|css|map|json|png|svg|ico|txt)$/, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.get(/^\/cmsadmin(\/.*)?$/, (_req, res) => {
    const page = shellDist ? join(shellDist, 'index.html') : null;
    if (!page || !existsSync(page)) {
      res.status(503).type('text/plain').send('The admin is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
}

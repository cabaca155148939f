import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import express from 'express';

/** A built remote served from an origin of its own, as a static host or CDN would. */
export interface RemoteHost {
  /** http://127.0.0.1:<port>, where the dist folder's files are. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a remote's `dist/` on a random port with the CORS header the admin's origin needs (the
 * shell fetches the remote's mf-manifest.json across origins), and with the cache headers a
 * deployment would send: entries revalidated, hashed chunks kept.
 */
export async function serveRemote(dist: string): Promise<RemoteHost> {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(
    express.static(dist, {
      index: false,
      fallthrough: false,
      setHeaders: (res, path) => res.setHeader('Cache-Control', /\.[0-9a-f]{10}\.(js|css)$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    }),
  );
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface IslandFiles {
  /** A hash of all island files: the URL segment that changes whenever one of them does. */
  version: string;
  files: Map<string, Buffer>;
}

/**
 * Where `npm run build` puts the islands: `dist/islands` of the package that `start` (a folder of
 * its code) belongs to, found by walking up to the package.json. Not a fixed number of `..`: the
 * code runs from `src/http` in the tests and from `dist/src/http` once built.
 */
export function islandsDirOf(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'dist', 'islands');
    if (dirname(dir) === dir) return join(start, 'dist', 'islands');
  }
}

/**
 * The compiled islands (site/dist/islands, `npm run build`), read once at start: a handful of
 * small files, served from memory. Missing when the site was not built; pages still render.
 */
export function readIslandFiles(dir: string): IslandFiles {
  const files = new Map<string, Buffer>();
  if (existsSync(dir)) {
    for (const name of readdirSync(dir).sort()) if (name.endsWith('.js')) files.set(name, readFileSync(join(dir, name)));
  }
  const hash = createHash('sha256');
  for (const [name, bytes] of files) hash.update(name).update(bytes);
  return { version: hash.digest('hex').slice(0, 12), files };
}

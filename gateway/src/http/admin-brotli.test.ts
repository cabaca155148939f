import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import express from 'express';
import { brotliTwins } from './admin';

/**
 * The admin's built files come with brotli twins (compressed at build time at the best quality):
 * a browser that accepts brotli gets the twin, anyone else the file itself, and a path cannot
 * reach a twin outside the build's folder.
 */
let dir: string;
let server: Server;
let base: string;
const script = 'export const answer = 42;\n'.repeat(200);

function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-brotli-twins-'));
  const dist = join(dir, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'main.js'), script);
  writeFileSync(join(dist, 'main.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'plain.js'), script);
  writeFileSync(join(dir, 'outside.js'), script);
  writeFileSync(join(dir, 'outside.js.br'), brotliCompressSync(script));
  const app = express();
  app.use('/cmsadmin', brotliTwins(dist), express.static(dist));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

it('serves the brotli twin, with the type of the file, to a browser that accepts brotli', async () => {
  const response = await get('/cmsadmin/main.js', 'gzip, deflate, br, zstd');
  expect(response.status).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  // The type the file itself is served with.
  expect(response.headers['content-type']).toBe((await get('/cmsadmin/main.js')).headers['content-type']);
  expect(response.headers['content-type']).toMatch(/javascript/);
  expect(response.headers.vary).toMatch(/Accept-Encoding/);
  expect(brotliDecompressSync(response.body).toString()).toBe(script);
});

it('serves the file itself without brotli in Accept-Encoding, or when it has no twin', async () => {
  const gzipOnly = await get('/cmsadmin/main.js', 'gzip');
  expect(gzipOnly.headers['content-encoding']).toBeUndefined();
  expect(gzipOnly.body.toString()).toBe(script);
  const noTwin = await get('/cmsadmin/plain.js', 'br');
  expect(noTwin.headers['content-encoding']).toBeUndefined();
  expect(noTwin.body.toString()).toBe(script);
});

it('does not reach a twin outside the build folder', async () => {
  const response = await get('/cmsadmin/..%2Foutside.js', 'br');
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.status).toBe(404);
});

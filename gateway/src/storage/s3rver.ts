/// <reference path="../types/s3rver.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type S3rver from 's3rver';

/**
 * s3rver (a devDependency, loaded only when asked for): an S3-protocol server for TESTS ONLY (objects as files in a temporary folder; no real
 * authentication, no durability). Tessera's S3 storage runs against it in the test suites, the
 * media bench and the fault scripts; in production use AWS S3, MinIO, Cloudflare R2 or Ceph.
 * s3rver 3.7 runs on Node 20 as it is (no --openssl-legacy-provider or other flag needed).
 */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects (tests age an object through its file's time). */
  directory: string;
  /** Stops answering (the store "down"); `start` brings it back on the same port and objects. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops and deletes every object. */
  close(): Promise<void>;
  /** Sets an object's last-modified time (as s3rver reports it: its file's mtime). */
  age(objectKey: string, when: Date): Promise<void>;
}

/** The credentials s3rver accepts (it checks signatures against these). */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3rver(options: { bucket?: string; port?: number } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'tessera-test';
  const directory = mkdtempSync(join(tmpdir(), 'tessera-s3rver-'));
  // Loaded here, not at the top: production installs do not have it.
  const { default: S3rverClass } = await import('s3rver');
  const server: S3rver = new S3rverClass({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const inner = (await server.run()).port;
  // Clients reach it through a TCP relay on a port of its own: stopping the relay is the store
  // going down (connections refused and cut), starting it again brings the same store back.
  // (s3rver itself fails its requests after a restart in the same process.)
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(inner, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  let port = options.port ?? 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        relay.off('error', reject);
        port = (relay.address() as AddressInfo).port;
        resolve();
      });
    });
  const stopRelay = () =>
    new Promise<void>((resolve) => {
      if (!relay.listening) return resolve();
      relay.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    start: listen,
    stop: stopRelay,
    async close() {
      await stopRelay();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
    async age(objectKey, when) {
      const parts = objectKey.split('/');
      const name = parts.pop()!;
      await utimes(join(directory, bucket, ...parts, `${name}._S3rver_object`), when, when);
    },
  };
}

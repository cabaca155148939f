import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * The built server (npm test builds before it tests) as an operator runs it: on SIGTERM it closes
 * everything and exits 0. Apollo's own signal handler once killed it first, so the embedded
 * database was never closed and its announced URL stayed behind.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-main-test-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function healthy(url: string, isRunning: () => boolean): Promise<void> {
  while (isRunning()) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server exited before it was ready');
}

describe('tessera server process', () => {
  it('stops cleanly on SIGTERM, closing the embedded database', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, [join(__dirname, '..', 'dist', 'main.js')], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', TESSERA_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', TESSERA_MAIL_DELIVERY: 'false' },
      stdio: 'ignore',
    });
    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    await healthy(`http://127.0.0.1:${port}/healthz`, () => child.exitCode === null);
    expect(existsSync(join(dataDir, 'postgres.url'))).toBe(true);
    child.kill('SIGTERM');
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'postgres.url'))).toBe(false);
  });
});

/**
 * A PostgreSQL server when the run has one (quicker than a second embedded database): a database
 * of its own there, since the run's database holds other tests' files whose bytes are not in this
 * server's new storage, and a start refuses such a storage (issue 31, claimStorage).
 */
const server = process.env.TESSERA_MAIN_TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const ownDatabase = `tessera_main_${process.pid}_${Date.now()}`;
const serverUrl = server ? Object.assign(new URL(server), { pathname: `/${ownDatabase}` }).toString() : undefined;

async function onServer(sql: string): Promise<void> {
  if (!server) return;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

beforeAll(() => onServer(`create database ${ownDatabase}`));
afterAll(() => onServer(`drop database if exists ${ownDatabase} with (force)`));

function startServer(env: Record<string, string>): { child: ChildProcess; port: number; exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }> } {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [join(__dirname, '..', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      TESSERA_DATA_DIR: mkdtempSync(join(dataDir, 'server-')),
      DATABASE_URL: serverUrl ?? '',
      LOG_LEVEL: 'silent',
      TESSERA_MAIL_DELIVERY: 'false',
      ...env,
    },
    stdio: 'ignore',
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, port, exit };
}

/** A GraphQL POST whose body arrives in two parts: the request is in flight between them. */
function slowRequest(port: number): { sendRest(): void; answer: Promise<{ status: number; body: string }> } {
  const body = JSON.stringify({ query: '{ __typename }' });
  const half = Math.floor(body.length / 2);
  const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.once('error', reject);
    });
    req.once('error', reject);
  });
  req.flushHeaders();
  req.write(body.slice(0, half));
  return { sendRest: () => req.end(body.slice(half)), answer };
}

function connects(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown on SIGTERM', () => {
  it('drains, finishes a request in flight, refuses new connections, and exits 0', async () => {
    const server = startServer({ TESSERA_SHUTDOWN_DRAIN_MS: '1000' });
    await healthy(`http://127.0.0.1:${server.port}/readyz`, () => server.child.exitCode === null);
    const slow = slowRequest(server.port);
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(300);
    // Draining: still accepting, and telling the balancer to go elsewhere (issue 31).
    expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(503);
    await sleep(1_200);
    // Still running (the request holds it), but no longer accepting.
    expect(server.child.exitCode).toBeNull();
    expect(await connects(server.port)).toBe(false);
    slow.sendRest();
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'Query' } });
    expect(await server.exit).toEqual({ code: 0, signal: null });
  }, 30_000);

  it('closes a request that outlives TESSERA_SHUTDOWN_GRACE_MS, and still exits 0', async () => {
    const server = startServer({ TESSERA_SHUTDOWN_GRACE_MS: '1000', TESSERA_SHUTDOWN_DRAIN_MS: '0' });
    await healthy(`http://127.0.0.1:${server.port}/readyz`, () => server.child.exitCode === null);
    const slow = slowRequest(server.port);
    await sleep(300);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await expect(slow.answer).rejects.toThrow();
    expect(await server.exit).toEqual({ code: 0, signal: null });
    // The grace is 1 s (not the default 10 s), plus closing the rest.
    expect(Date.now() - signalled).toBeLessThan(6_000);
  }, 30_000);
});

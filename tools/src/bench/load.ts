import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Load generation for the site benchmark: wrk from Debian (a C load generator, so the client
 * does not eat the server's CPU the way a Node one would), and the two servers Tessera's cached
 * pages are held against: a bare Node `http` server and nginx, both serving the same bytes.
 */

const run = promisify(execFile);

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export const wrkPath = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((path) => existsSync(path));
export const nginxPath = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path));

function milliseconds(value: string, unit: string): number {
  const factor: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };
  return Number(value) * (factor[unit] ?? Number.NaN);
}

/**
 * `wrk --latency` for `seconds` at `connections` connections on one thread. wrk gives up on a
 * response after `timeoutSeconds` (its default 2) and leaves it out of the rate and latencies: a
 * server slower than that under the load needs a longer one to be measured at all.
 * wrk counts 3xx answers with the errors ("Non-2xx or 3xx responses"), so `redirects: true` (a URL
 * that answers a redirect) takes them as answers: the caller checks the status itself.
 */
export async function wrk(url: string, options: { connections: number; seconds: number; headers?: Record<string, string>; timeoutSeconds?: number; redirects?: boolean }): Promise<LoadFigures> {
  if (!wrkPath) throw new Error('wrk is not installed (apt-get install wrk)');
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const timeoutArgs = options.timeoutSeconds ? [`--timeout`, `${options.timeoutSeconds}s`] : [];
  const { stdout } = await run(wrkPath, ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', ...timeoutArgs, ...headerArgs, url], { timeout: (options.seconds + 30) * 1000 });
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  const p50 = /\s50%\s+([\d.]+)(us|ms|s)/.exec(stdout);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(stdout);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(stdout);
  if (!rate || !p50 || !p99) throw new Error(`unexpected wrk output:\n${stdout}`);
  if (errors && !options.redirects) throw new Error(`${url}: ${errors[1]} error responses under load`);
  return { requestsPerSecond: Number(rate[1]), p50Ms: milliseconds(p50[1], p50[2]), p99Ms: milliseconds(p99[1], p99[2]) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  try {
    await poll(url, child);
  } catch (error) {
    child.kill();
    throw error;
  }
}

async function poll(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer`);
}

export interface Running {
  url: string;
  stop(): void;
}

/** A bare Node `http` server in its own process, answering every request with the file's bytes. */
export async function bareNodeServer(file: string, contentType: string): Promise<Running> {
  const port = await freePort();
  const script = `const bytes = require('fs').readFileSync(${JSON.stringify(file)});
require('http').createServer((req, res) => { res.writeHead(200, { 'Content-Type': ${JSON.stringify(contentType)}, 'Content-Length': bytes.length }); res.end(bytes); }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, child);
  return { url, stop: () => child.kill() };
}

/** nginx from Debian in the foreground, serving the one file, with a throw-away prefix. */
export async function nginxServer(dir: string, file: string): Promise<Running> {
  if (!nginxPath) throw new Error('nginx is not installed');
  const port = await freePort();
  const prefix = join(dir, 'nginx');
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs', 'error.log')} error;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(prefix, 'tmp')};
  sendfile on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    location / { root ${dirname(file)}; default_type text/html; try_files /${basename(file)} =404; }
  }
}
`,
  );
  const child = spawn(nginxPath, ['-p', prefix, '-c', config], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, child);
  return { url, stop: () => child.kill() };
}

/**
 * nginx as Debian ships it (/etc/nginx/nginx.conf of the nginx package, with its default site):
 * `worker_processes auto`, 768 connections per worker, sendfile and tcp_nopush, gzip on, an
 * access log, workers as www-data; only the paths (a throw-away prefix), the port and the root
 * (the one file) differ. In the foreground, not as a daemon.
 */
export async function nginxDebianDefault(dir: string, file: string): Promise<Running> {
  if (!nginxPath) throw new Error('nginx is not installed');
  const port = await freePort();
  const prefix = join(dir, 'nginx-debian');
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const config = join(prefix, 'nginx.conf');
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    config,
    `daemon off;
${asRoot ? 'user www-data;' : ''}
worker_processes auto;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs', 'error.log')};
events { worker_connections 768; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
  ssl_prefer_server_ciphers on;
  access_log ${join(prefix, 'logs', 'access.log')};
  gzip on;
  client_body_temp_path ${join(prefix, 'tmp')};
  server {
    listen 127.0.0.1:${port} default_server;
    root ${dirname(file)};
    index index.html;
    server_name _;
    location / { try_files /${basename(file)} =404; }
  }
}
`,
  );
  const child = spawn(nginxPath, ['-p', prefix, '-c', config], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, child);
  return { url, stop: () => child.kill() };
}

import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { scratchDatabase } from '../bench/bench-support';
import { freePort } from '../bench/load';
import { adminEmail, adminPassword, exited, logTail, repositoryRoot, sleep, spawnGateway } from '../faults/fault-support';
import { clusterPorts, readBasePort } from './cluster-ports';
import { varnishVmodMissing, vmodPathArgs } from '@tessera/gateway';

/**
 * A cluster like production on one machine (`npm run cluster`, and `npm run cluster:check` on
 * top of it): N built gateways on one PostgreSQL database, their media in an S3-protocol store
 * (s3rver, a test server), HAProxy from Debian in front (health-checked on /readyz) and Varnish
 * in front of HAProxy when installed. Every part is a child process with its files in one
 * temporary folder; `stop()` ends them all and removes it.
 *
 * PostgreSQL: DATABASE_URL when given (a database `tessera_cluster_<time>` is made on that server
 * and dropped at the end); otherwise a private server started here from
 * /usr/lib/postgresql/<version>/bin (as the `postgres` user when run as root), on a free port, so
 * that the check may restart it without touching any other server.
 *
 * Ports: free ones, or fixed from CLUSTER_BASE_PORT (cluster-ports.ts). Varnish runs only when it
 * compiles the VCL (`varnishd -C`): without its xkey vmod (varnish-modules) the cluster runs
 * without it and says why, as it does without varnishd.
 */

const exec = promisify(execFile);

export const haproxyPath = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path));
export const varnishdPath = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'].find((path) => existsSync(path));
export const haproxyTemplate = join(repositoryRoot, 'deploy', 'haproxy', 'haproxy.cfg');
export const varnishVcl = join(repositoryRoot, 'deploy', 'varnish', 'default.vcl');

/** s3rver's fixed credentials (a test server: anything signed with these is accepted). */
const s3Credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
export const bucket = 'tessera-cluster';

/** Whether the built gateway reads TESSERA_STORAGE_URL=s3://… (the object storage part is merged). */
export function gatewayHasS3(): boolean {
  return existsSync(join(repositoryRoot, 'gateway', 'dist', 'storage', 's3-storage.js'));
}

export function s3rverInstalled(): boolean {
  try {
    require.resolve('s3rver', { paths: [repositoryRoot] });
    return true;
  } catch {
    return false;
  }
}

export interface Service {
  url: string;
  child?: ChildProcess;
  stop(): Promise<void>;
}

export interface PrivatePostgres extends Service {
  restart(): Promise<void>;
  /** Starts it again after stop(). */
  start(): Promise<void>;
}

function postgresBin(): string | undefined {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSafe('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  const preferred = ['15', ...versions];
  return preferred.map((version) => `/usr/lib/postgresql/${version}/bin`).find((bin) => existsSync(join(bin, 'pg_ctl')));
}

function readdirSafe(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

/** A PostgreSQL server of its own in `dir` on `port` (a free one by default), trusted on 127.0.0.1 only. */
export async function startPrivatePostgres(dir: string, port?: number): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql), or set DATABASE_URL');
  const root = process.getuid?.() === 0;
  const data = join(dir, 'postgres');
  mkdirSync(data, { recursive: true });
  const pgUid = root ? Number((await exec('id', ['-u', 'postgres'])).stdout.trim()) : undefined;
  const pgGid = root ? Number((await exec('id', ['-g', 'postgres'])).stdout.trim()) : undefined;
  if (root) {
    chmodSync(dir, 0o755);
    chownSync(data, pgUid!, pgGid!);
  }
  const as = (command: string, args: string[]) =>
    root ? exec('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { timeout: 60_000 }) : exec(join(bin, command), args, { timeout: 60_000 });
  await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  port ??= await freePort();
  const options = `-p ${port} -k ${data} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const start = () => as('pg_ctl', ['-D', data, '-l', join(data, 'server.log'), '-o', options, '-w', '-t', '30', 'start']);
  await start();
  const url = `postgresql://postgres@127.0.0.1:${port}/tessera`;
  const client = new Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
  await client.connect();
  await client.query('create database tessera');
  await client.end();
  return {
    url,
    async restart() {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'restart', '-o', options, '-l', join(data, 'server.log')]);
    },
    async start() {
      await as('pg_ctl', ['-D', data, '-w', '-t', '30', 'start', '-o', options, '-l', join(data, 'server.log')]);
    },
    async stop() {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']).catch(() => undefined);
    },
  };
}

/** A database of its own on the PostgreSQL server of DATABASE_URL, dropped at the end. */
async function databaseOnServer(serverUrl: string): Promise<Service> {
  const database = await scratchDatabase(serverUrl, 'tessera_cluster');
  return { url: database.url, stop: () => database.drop() };
}

async function waitFor(what: string, probe: () => Promise<boolean>, child: ChildProcess | undefined, logFile: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}):\n${logTail(logFile)}`);
    if (await probe().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not answer within ${ms / 1000} s:\n${logTail(logFile)}`);
}

function spawnLogged(command: string, args: string[], logFile: string, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: repositoryRoot, env, stdio: ['ignore', log, log] });
  closeSync(log);
  return child;
}

async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM', ms = 15_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited(child);
  clearTimeout(timer);
}

/** s3rver (from npm, a test server) in a process of its own, so it can be stopped and started again. */
export interface S3Store extends Service {
  start(): Promise<void>;
}

async function startS3(dir: string, logFile: string, port: number): Promise<S3Store> {
  const directory = join(dir, 's3');
  mkdirSync(directory, { recursive: true });
  const script = `const S3rver = require('s3rver');
new S3rver({ port: ${port}, address: '127.0.0.1', directory: ${JSON.stringify(directory)}, silent: true, configureBuckets: [{ name: ${JSON.stringify(bucket)} }] })
  .run().then(() => console.log('s3rver listening'), (error) => { console.error(error); process.exit(1); });`;
  const url = `http://127.0.0.1:${port}`;
  const store: S3Store = {
    url,
    child: undefined,
    async start() {
      store.child = spawnLogged(process.execPath, ['-e', script], logFile);
      await waitFor('s3rver', async () => (await fetch(`${url}/${bucket}`, { signal: AbortSignal.timeout(1000) })).status < 500, store.child, logFile);
    },
    async stop() {
      await stopChild(store.child);
    },
  };
  await store.start();
  return store;
}

export interface ClusterGateway {
  name: string;
  port: number;
  base: string;
  child?: ChildProcess;
  env: Record<string, string>;
}

export interface LocalCluster {
  dir: string;
  /** Where visitors go: Varnish when it runs, else HAProxy. */
  front: string;
  haproxy: string;
  varnish?: string;
  databaseUrl: string;
  /** The private PostgreSQL server, when DATABASE_URL was not given. */
  postgres?: PrivatePostgres;
  s3?: S3Store;
  /** Why media is not in a bucket, when it is not. */
  s3Missing?: string;
  /** Why Varnish does not run, when it does not. */
  varnishMissing?: string;
  gateways: ClusterGateway[];
  logFile: string;
  startGateway(gateway: ClusterGateway): Promise<void>;
  stopGateway(gateway: ClusterGateway, signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  gateways: number;
  /** A PostgreSQL server to make the cluster's database on (else a private server). */
  databaseUrl?: string;
  /** Extra environment for every gateway. */
  env?: Record<string, string>;
  log?: (line: string) => void;
  /** Varnish on it, HAProxy +1, s3rver +2, PostgreSQL +3, the gateways from +10 (default: CLUSTER_BASE_PORT, else free ports). */
  basePort?: number;
  /** varnishd's vmod_path (default: CLUSTER_VARNISH_VMOD_PATH, else Varnish's own). */
  varnishVmodPath?: string;
}

export const haproxyPlaceholders = ['{{BIND}}', '{{SERVERS}}'] as const;

/**
 * deploy/haproxy/haproxy.cfg with the bind address and one checked server per gateway: each
 * placeholder replaced where it is, which the template allows by holding each exactly once (as
 * an operator's `sed` replaces every occurrence, a copy in a comment would turn a server line
 * into a comment and the next ones into the global section).
 */
export function renderHaproxy(template: string, bind: string, gateways: Array<{ name: string; port: number }>): string {
  for (const placeholder of haproxyPlaceholders) {
    const count = template.split(placeholder).length - 1;
    if (count !== 1) throw new Error(`deploy/haproxy/haproxy.cfg must hold ${placeholder} exactly once, not ${count} times`);
  }
  const servers = gateways.map((gateway) => `    server ${gateway.name} 127.0.0.1:${gateway.port} check`).join('\n');
  return template.replace('{{BIND}}', () => bind).replace('{{SERVERS}}', () => servers);
}

/**
 * The repository's VCL with its backends section (between `# BEGIN BACKENDS` and `# END
 * BACKENDS`) replaced by one backend: HAProxy, which spreads the misses over the gateways.
 */
export function renderVcl(vcl: string, host: string, port: number): string {
  const backends = [
    'probe balancer_health { .url = "/readyz"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; }',
    `backend balancer { .host = "${host}"; .port = "${port}"; .probe = balancer_health; }`,
    'sub vcl_init {',
    '  new gateways = directors.round_robin();',
    '  gateways.add_backend(balancer);',
    '}',
  ].join('\n');
  const replaced = vcl.replace(/# BEGIN BACKENDS[\s\S]*# END BACKENDS/, `# BEGIN BACKENDS\n${backends}\n# END BACKENDS`);
  if (replaced === vcl) throw new Error('deploy/varnish/default.vcl has no "# BEGIN BACKENDS … # END BACKENDS" section to fill in');
  return replaced;
}

export async function startLocalCluster(options: ClusterOptions): Promise<LocalCluster> {
  const say = options.log ?? (() => undefined);
  if (!haproxyPath) throw new Error('HAProxy is not installed (apt-get install haproxy)');
  const ports = await clusterPorts(options.basePort ?? readBasePort(process.env), options.gateways);
  const vmodPath = options.varnishVmodPath ?? (process.env.CLUSTER_VARNISH_VMOD_PATH || undefined);
  const dir = mkdtempSync(join(tmpdir(), 'tessera-cluster-'));
  const logFile = join(dir, 'cluster.log');
  const stops: Array<() => Promise<void>> = [];
  const cluster = { dir, logFile, gateways: [] as ClusterGateway[] } as unknown as LocalCluster;
  cluster.stop = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch((error) => console.error('stopping a part of the cluster failed:', error));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (options.databaseUrl) {
      const database = await databaseOnServer(options.databaseUrl);
      stops.push(database.stop);
      cluster.databaseUrl = database.url;
    } else {
      const postgres = await startPrivatePostgres(dir, ports.postgres);
      stops.push(postgres.stop);
      cluster.postgres = postgres;
      cluster.databaseUrl = postgres.url;
    }
    say(`PostgreSQL   ${cluster.databaseUrl}${cluster.postgres ? ' (a private server)' : ''}`);

    const storageEnv: Record<string, string> = {};
    if (!gatewayHasS3()) cluster.s3Missing = 'the gateway has no S3 storage yet (TESSERA_STORAGE_URL=s3://…): each gateway keeps media on its own disk';
    else if (!s3rverInstalled()) cluster.s3Missing = 's3rver is not installed (npm install)';
    else {
      const s3 = await startS3(dir, logFile, ports.s3);
      stops.push(s3.stop);
      cluster.s3 = s3;
      Object.assign(storageEnv, { TESSERA_STORAGE_URL: `s3://${bucket}/media`, TESSERA_S3_ENDPOINT: s3.url, TESSERA_S3_FORCE_PATH_STYLE: 'true', TESSERA_S3_REGION: 'us-east-1', ...s3Credentials });
      say(`S3 (s3rver)  ${s3.url}/${bucket}/media`);
    }

    const haproxyPort = ports.haproxy;
    cluster.haproxy = `http://127.0.0.1:${haproxyPort}`;
    const varnishPort = ports.varnish;
    let vcl: string | undefined;
    if (!varnishdPath) cluster.varnishMissing = 'Varnish is not installed (apt-get install varnish varnish-modules)';
    else if (!existsSync(varnishVcl)) cluster.varnishMissing = 'deploy/varnish/default.vcl is not in this branch yet';
    else {
      vcl = renderVcl(readFileSync(varnishVcl, 'utf8'), '127.0.0.1', haproxyPort);
      cluster.varnishMissing = varnishVmodMissing(varnishdPath, vcl, vmodPath);
    }
    if (!cluster.varnishMissing) cluster.varnish = `http://127.0.0.1:${varnishPort}`;
    cluster.front = cluster.varnish ?? cluster.haproxy;

    for (let i = 1; i <= options.gateways; i += 1) {
      const port = ports.gateways[i - 1];
      cluster.gateways.push({
        name: `gw${i}`,
        port,
        base: `http://127.0.0.1:${port}`,
        env: {
          DATABASE_URL: cluster.databaseUrl,
          TESSERA_DATA_DIR: join(dir, `gw${i}`),
          TESSERA_PUBLIC_URL: cluster.front,
          TESSERA_MAIL_DELIVERY: 'true',
          TESSERA_SHUTDOWN_GRACE_MS: '5000',
          ...(cluster.varnish ? { TESSERA_PURGE_URLS: `${cluster.varnish}/` } : {}),
          ...storageEnv,
          ...options.env,
        },
      });
    }
    cluster.startGateway = async (gateway) => {
      const spawned = spawnGateway({ port: gateway.port, env: gateway.env, logFile: join(dir, `${gateway.name}.log`) });
      gateway.child = spawned.child;
      await spawned.ready;
    };
    cluster.stopGateway = async (gateway, signal = 'SIGTERM') => {
      await stopChild(gateway.child, signal);
    };
    stops.push(async () => {
      await Promise.all(cluster.gateways.map((gateway) => cluster.stopGateway(gateway)));
    });
    // The first alone (it applies the migrations and makes the first administrator), then the rest.
    await cluster.startGateway(cluster.gateways[0]);
    await Promise.all(cluster.gateways.slice(1).map((gateway) => cluster.startGateway(gateway)));
    for (const gateway of cluster.gateways) say(`gateway ${gateway.name.padEnd(4)} ${gateway.base}  (pid ${gateway.child?.pid})`);

    const haproxyConfig = join(dir, 'haproxy.cfg');
    writeFileSync(haproxyConfig, renderHaproxy(readFileSync(haproxyTemplate, 'utf8'), `127.0.0.1:${haproxyPort}`, cluster.gateways));
    const haproxyLog = join(dir, 'haproxy.log');
    await exec(haproxyPath, ['-c', '-f', haproxyConfig]).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`deploy/haproxy/haproxy.cfg is not valid: ${error.stdout ?? ''}${error.stderr ?? String(error)}`);
    });
    const haproxy = spawnLogged(haproxyPath, ['-db', '-f', haproxyConfig], haproxyLog);
    stops.push(() => stopChild(haproxy));
    await waitFor('HAProxy', async () => (await fetch(`${cluster.haproxy}/readyz`, { signal: AbortSignal.timeout(2000) })).status === 200, haproxy, haproxyLog);
    say(`HAProxy      ${cluster.haproxy}  (health checks on /readyz)`);

    if (cluster.varnish && vcl) {
      const vclFile = join(dir, 'default.vcl');
      writeFileSync(vclFile, vcl);
      const workdir = join(dir, 'varnish');
      mkdirSync(workdir, { recursive: true });
      const varnishLog = join(dir, 'varnish.log');
      const varnish = spawnLogged(varnishdPath!, ['-F', '-j', 'none', '-n', workdir, ...vmodPathArgs(vmodPath), '-a', `127.0.0.1:${varnishPort}`, '-f', vclFile, '-s', 'malloc,64m'], varnishLog);
      stops.push(() => stopChild(varnish));
      await waitFor('Varnish', async () => (await fetch(`${cluster.varnish}/readyz`, { signal: AbortSignal.timeout(2000) })).status === 200, varnish, varnishLog);
      say(`Varnish      ${cluster.varnish}  (in front of HAProxy; the gateways purge it)`);
    }
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

export { adminEmail, adminPassword };

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import sharp from 'sharp';
import { scratchDatabase } from '../bench/bench-support';
import { freePort } from '../bench/load';
import { gatewayCli, Session, sleep, spawnGateway } from '../faults/fault-support';
import { S3Storage } from '@tessera/gateway/dist/storage/s3-storage';
import { bucket, type LocalCluster } from './local-cluster';

const exec = promisify(execFile);
type Check = (name: string, run: () => Promise<string | { skipped: string }>) => Promise<void>;

/**
 * Issue 31, item 1, on the running cluster (its bucket, its PostgreSQL server):
 *   (a) a gateway started on an empty database against the live bucket refuses to start, and no
 *       object is deleted;
 *   (b) the database dumped (pg_dump) before more uploads, restored (pg_restore) into a fresh
 *       database and swept with no grace (`storage:sweep --grace-hours 0`) against the live bucket
 *       deletes nothing the newer state uses, and the cluster still serves every file.
 * The newer uploads are made to look two days old in the bucket, older than any sweep's grace.
 */
export async function checkStorageSafety(cluster: LocalCluster, check: Check): Promise<void> {
  // As the gateways are told: no notice from the SDK that its later versions need Node 22.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const missing = cluster.s3Missing ?? (cluster.s3 ? undefined : 'no S3 store');
  const tools = postgresTools();
  const skip = missing ?? (tools ? undefined : 'pg_dump, pg_restore not found (apt-get install postgresql-client)');
  const env = cluster.gateways[0].env;
  const work = join(cluster.dir, 'storage-safety');
  mkdirSync(work, { recursive: true });
  const storage = skip
    ? undefined
    : new S3Storage({
        bucket,
        prefix: 'media',
        endpoint: cluster.s3!.url,
        region: 'us-east-1',
        forcePathStyle: true,
        spoolDir: join(work, 'spool'),
        cacheDir: join(work, 'cache'),
        cacheBytes: 0,
        credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
      });
  const admin = new Session(cluster.haproxy);
  const uploaded: Array<{ id: number; hash: string }> = [];
  const upload = async (seed: number) => {
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: seed, g: 255 - seed, b: 120 } } })
      .png()
      .toBuffer();
    const answer = await admin.upload('/', png, `safety-${seed}.png`, 'image/png');
    if (answer.outcome !== 'ok') throw new Error(`an upload answered ${answer.status} ${answer.outcome}`);
    return answer.body.file as { id: number; hash: string };
  };

  await check('a gateway on an empty database refuses the live bucket and deletes nothing', async () => {
    if (skip) return { skipped: skip };
    await admin.signIn();
    for (const seed of [11, 22, 33]) uploaded.push(await upload(seed));
    await ageInBucket(
      cluster,
      uploaded.map((file) => file.hash),
    );
    const before = await keysOf(storage!);
    const empty = await scratchDatabase(cluster.databaseUrl, 'tessera_stranger');
    try {
      const port = await freePort();
      const logFile = join(work, 'stranger.log');
      const stranger = spawnGateway({
        port,
        logFile,
        timeoutMs: 30_000,
        env: { ...env, DATABASE_URL: empty.url, TESSERA_DATA_DIR: join(work, 'stranger'), TESSERA_STORAGE_SWEEP_GRACE_HOURS: '0' },
      });
      const started = await stranger.ready.then(
        () => true,
        () => false,
      );
      // A gateway that started anyway gets the moment its start-up sweep needs (the issue saw 0.4 s).
      if (started) await sleep(2_000);
      const after = await keysOf(storage!);
      if (started) stranger.child.kill('SIGKILL');
      const lost = before.filter((key) => !after.includes(key));
      if (started) throw new Error(`the gateway started on an empty database${lost.length ? ` and ${lost.length} of ${before.length} objects were deleted` : ''}`);
      if (lost.length > 0) throw new Error(`${lost.length} of ${before.length} objects were deleted: ${lost.slice(0, 3).join(', ')}`);
      const message = /could not start: (.*)/.exec(readLog(logFile))?.[1] ?? '';
      if (!message.includes('belongs to another Tessera installation')) throw new Error(`the refusal did not say why: ${message.slice(0, 300) || readLog(logFile).slice(-300)}`);
      return `refused to start ("${message.slice(0, 140)}…"); all ${before.length} objects still in the bucket`;
    } finally {
      await empty.drop();
    }
  });

  await check('a database restored from an older backup, swept with no grace, deletes nothing the newer state uses', async () => {
    if (skip) return { skipped: skip };
    if (uploaded.length === 0) {
      await admin.signIn();
      for (const seed of [11, 22, 33]) uploaded.push(await upload(seed));
    }
    const dump = join(work, 'older.dump');
    await exec(tools!.pgDump, ['-Fc', '-f', dump, '-d', cluster.databaseUrl]);
    const newer = [await upload(44), await upload(55)];
    await ageInBucket(
      cluster,
      newer.map((file) => file.hash),
    );
    const used = await hashesIn(cluster.databaseUrl);
    const restored = await scratchDatabase(cluster.databaseUrl, 'tessera_restored');
    try {
      await exec(tools!.pgRestore, ['--no-owner', '-d', restored.url, dump]);
      const started = performance.now();
      const swept = await exec(process.execPath, [gatewayCli, 'storage:sweep', '--grace-hours', '0'], {
        // Only the sweep: no mail from the restored outbox, no purges.
        env: { ...process.env, ...env, DATABASE_URL: restored.url, TESSERA_DATA_DIR: join(work, 'restored'), TESSERA_MAIL_DELIVERY: 'false', TESSERA_PURGE_URLS: '', LOG_LEVEL: 'warn' },
      }).catch((error: { stdout?: string; stderr?: string }) => {
        throw new Error(`storage:sweep failed: ${error.stderr ?? ''}${error.stdout ?? ''}`.slice(0, 400));
      });
      const sweptMs = performance.now() - started;
      const after = new Set(await keysOf(storage!));
      const lost = used.filter((hash) => !after.has(`media/${hash.slice(0, 2)}/${hash}`));
      if (lost.length > 0) throw new Error(`the sweep deleted ${lost.length} objects the newer state uses: ${lost.slice(0, 3).join(', ')}`);
      for (const file of [...uploaded, ...newer]) {
        const answer = await admin.request('GET', `/api/tessera/medialib/preview-image?imageID=${file.id}`);
        if (answer.status !== 200) throw new Error(`file ${file.id} answered ${answer.status} ${answer.outcome} after the sweep`);
      }
      const summary = swept.stdout.trim().split('\n').at(-1);
      return `backup before ${newer.length} more uploads, restored and swept in ${(sweptMs / 1000).toFixed(1)} s ("${summary}"); all ${used.length} files the newer state uses still in the bucket and served`;
    } finally {
      await restored.drop();
    }
  });
  storage?.close();
}

/** pg_dump and pg_restore: the private server's own, else those on the PATH. */
function postgresTools(): { pgDump: string; pgRestore: string } | undefined {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  const bins = [...versions.map((version) => `/usr/lib/postgresql/${version}/bin`), '/usr/bin', '/usr/local/bin'];
  const bin = bins.find((dir) => existsSync(join(dir, 'pg_dump')) && existsSync(join(dir, 'pg_restore')));
  return bin ? { pgDump: join(bin, 'pg_dump'), pgRestore: join(bin, 'pg_restore') } : undefined;
}

async function keysOf(storage: S3Storage): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of ['media', 'renditions', 'users']) for await (const { key } of storage.list(folder)) keys.push(key);
  return keys.sort();
}

async function hashesIn(databaseUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ hash: string }>('select distinct hash from media_file')).rows.map((row) => row.hash);
  } finally {
    await client.end();
  }
}

/** Makes the bytes look two days old (s3rver reports its object file's time as last-modified). */
async function ageInBucket(cluster: LocalCluster, hashes: string[]): Promise<void> {
  const when = new Date(Date.now() - 2 * 24 * 60 * 60_000);
  for (const hash of hashes) await utimes(join(cluster.dir, 's3', bucket, 'media', 'media', hash.slice(0, 2), `${hash}._S3rver_object`), when, when);
}

function readLog(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from '@tessera/schema';
import { resetDatabase } from '@tessera/schema/src/test-support/test-database';
import { createTessera, readConfig, type GatewayConfig, type Tessera } from '@tessera/gateway';
import { TestClient } from './client';
import { SmtpListener } from './smtp-listener';

export const adminEmail = 'admin@example.com';
export const adminPassword = 'Adm1n-password!';

export interface TestGateway {
  url: string;
  tessera: Tessera;
  smtp: SmtpListener;
  dataDir: string;
  /** Where the storage spools uploads and renditions before placing them (empty when nothing is under way). */
  spoolDir: string;
  /**
   * This gateway's storage, for another gateway on the same database (`startTestGateway({ storage:
   * first.storage }, { reset: false })`): a gateway refuses to start on a database with files and a
   * storage that is not the installation's (claim-at-start.ts), as in production.
   */
  storage: NonNullable<GatewayConfig['storage']>;
  /** Sets when a stored key was last written (for the sweeps of old strays), on disk or in the test bucket. */
  ageStored(key: string, when: Date): Promise<void>;
  client(): TestClient;
  /** A client signed in as the bootstrap administrator. */
  admin(): Promise<TestClient>;
  /** Raw SQL against the gateway's database, for arranging or reading state behind the API. */
  sql<T = any>(query: string, params?: unknown[]): Promise<T[]>;
  /** A new active user with the role (created by the administrator), signed in on a fresh client. */
  signedIn(role: string): Promise<{ client: TestClient; id: number; email: string }>;
  stop(): Promise<void>;
}

/**
 * Boots the real gateway in-process on a random port, against the run's database (embedded,
 * or DATABASE_URL), with a real SMTP listener and a throw-away data directory.
 */
/** The password of every user `signedIn` makes. */
export const userPassword = 'Str0ng-pass!';

/**
 * The storage of a test gateway: its data directory's disk, or, in the S3 run (jest.s3.config.js,
 * TESSERA_TEST_STORAGE=s3), the run's s3rver bucket under a prefix of its own.
 */
export function testStorage(prefix = `t-${randomUUID().slice(0, 8)}`): GatewayConfig['storage'] {
  if (process.env.TESSERA_TEST_STORAGE !== 's3') return undefined;
  return {
    kind: 's3',
    bucket: process.env.TESSERA_TEST_S3_BUCKET!,
    prefix,
    endpoint: process.env.TESSERA_TEST_S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    cacheBytes: 64 * 1024 * 1024,
  };
}

export async function startTestGateway(overrides: Partial<GatewayConfig> = {}, options: { reset?: boolean } = {}): Promise<TestGateway> {
  const databaseUrl = process.env.TESSERA_TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TESSERA_TEST_DATABASE_URL is not set: run the tests through jest (globalSetup)');
  if (options.reset !== false) await resetDatabase(databaseUrl);
  const smtp = new SmtpListener();
  const smtpUrl = await smtp.start();
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-test-'));
  const config: GatewayConfig = {
    ...readConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }),
    databaseUrl,
    dataDir,
    smtpUrl,
    adminEmail,
    adminPassword,
    publicUrl: 'http://tessera.test',
    dbPoolMax: 4,
    eventPollMs: 100,
    mailPollMs: 200,
    mailRetryMs: 200,
    storage: testStorage(),
    // The tests start from an empty database; first-start.test.ts asks for the greeting.
    greeting: false,
    ...overrides,
  };
  // A start that is refused (a setting, a storage that is not this installation's) leaves nothing running.
  const tessera = await createTessera(config).catch(async (error: unknown) => {
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  // A test that must know the address before the start (an OpenID provider's redirect URI) names the port.
  const url = await tessera.listen(overrides.port ?? 0, '127.0.0.1');
  let creator: TestClient | undefined;
  let serial = 0;
  const gateway: TestGateway = {
    url,
    tessera,
    smtp,
    dataDir,
    storage: config.storage ?? { kind: 'file', root: join(dataDir, 'storage') },
    spoolDir: config.storage?.kind === 's3' ? join(dataDir, 'storage-tmp') : join(config.storage?.root ?? join(dataDir, 'storage'), 'tmp'),
    async ageStored(key, when) {
      const storage = tessera.services.storage;
      if (storage instanceof LocalDiskStorage) await utimes(storage.localPath(key), when, when);
      else if (config.storage?.kind === 's3' && process.env.TESSERA_TEST_S3_DIR) {
        // s3rver reports an object's file time as its last-modified: the test bucket's folder.
        const objectKey = config.storage.prefix ? `${config.storage.prefix}/${key}` : key;
        const parts = objectKey.split('/');
        const name = parts.pop()!;
        await utimes(join(process.env.TESSERA_TEST_S3_DIR, config.storage.bucket, ...parts, `${name}._S3rver_object`), when, when);
      } else throw new Error("ageStored: only on disk or in the test run's s3rver");
    },
    client: () => new TestClient(url),
    async admin() {
      const client = new TestClient(url);
      const reply = await client.signIn(adminEmail, adminPassword);
      if (reply.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(reply.body)}`);
      return client;
    },
    sql(query, params = []) {
      return tessera.orm.em.fork().execute(query, params);
    },
    async signedIn(role) {
      creator ??= await gateway.admin();
      const email = `${role}-${++serial}@users.test`;
      const created = await creator.rest('POST', '/api/tessera/user', { email, role, profile: { name: `${role} ${serial}` }, password: userPassword });
      if (created.status !== 200) throw new Error(`could not create a ${role}: ${JSON.stringify(created.body)}`);
      const client = new TestClient(url);
      const reply = await client.signIn(email, userPassword);
      if (reply.status !== 200) throw new Error(`${email} could not sign in: ${JSON.stringify(reply.body)}`);
      return { client, id: created.body.User.ID as number, email };
    },
    async stop() {
      await tessera.close();
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return gateway;
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@tessera/schema';
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
  client(): TestClient;
  /** A client signed in as the bootstrap administrator. */
  admin(): Promise<TestClient>;
  /** Raw SQL against the gateway's database, for arranging or reading state behind the API. */
  sql<T = any>(query: string, params?: unknown[]): Promise<T[]>;
  /** A new active user with the role (created by the administrator), signed in on a fresh client. */
  signedIn(role: string): Promise<{ client: TestClient; id: number; email: string }>;
  stop(): Promise<void>;
}

/** Empties every table, so each test file starts from a bare installation. */
export async function resetDatabase(url: string): Promise<void> {
  const orm = await openDatabase(url, 2);
  try {
    await orm.schema.clearDatabase();
  } finally {
    await orm.close();
  }
}

/**
 * Boots the real gateway in-process on a random port, against the run's database (embedded,
 * or DATABASE_URL), with a real SMTP listener and a throw-away data directory.
 */
/** The password of every user `signedIn` makes. */
export const userPassword = 'Str0ng-pass!';

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
    ...overrides,
  };
  const tessera = await createTessera(config);
  const url = await tessera.listen(0, '127.0.0.1');
  let creator: TestClient | undefined;
  let serial = 0;
  const gateway: TestGateway = {
    url,
    tessera,
    smtp,
    dataDir,
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

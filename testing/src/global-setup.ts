// Imported from its file, not the package index: loading the entities in jest's parent process
// would leave MikroORM's global metadata there, shared with (and broken for) every test file.
import { Client } from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@tessera/schema/src/db/embedded-postgres';

declare global {
  var tesseraTestDatabases: EmbeddedPostgres[] | undefined;
  var tesseraTestServerDatabases: { url: string; names: string[] } | undefined;
}

/**
 * A database per jest worker, so test files run side by side and each still starts from a bare
 * installation (a file empties its worker's tables, never another's). With DATABASE_URL they are
 * databases `<name>_w1`, `<name>_w2`, … on that PostgreSQL server (dropped at the end); otherwise
 * one in-memory embedded PostgreSQL per worker (PGlite is one database and one session, so
 * workers cannot share one; starting one per file would cost seconds and hundreds of MB each).
 * worker-setup.ts hands each file its worker's URL.
 */
export default async function globalSetup(globalConfig?: { maxWorkers?: number }): Promise<void> {
  const workers = Math.max(1, globalConfig?.maxWorkers ?? 1);
  const urls = process.env.DATABASE_URL ? await serverDatabases(process.env.DATABASE_URL, workers) : await embeddedDatabases(workers);
  process.env.TESSERA_TEST_DATABASE_URLS = urls.join(' ');
  process.env.TESSERA_TEST_DATABASE_URL = urls[0];
}

async function embeddedDatabases(workers: number): Promise<string[]> {
  globalThis.tesseraTestDatabases = await Promise.all(Array.from({ length: workers }, () => startEmbeddedPostgres({ maxConnections: 24 })));
  return globalThis.tesseraTestDatabases.map((database) => database.url);
}

async function serverDatabases(url: string, workers: number): Promise<string[]> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  const names = Array.from({ length: workers }, (_, index) => `${name}_w${index + 1}`.replace(/[^A-Za-z0-9_]/g, '_'));
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const worker of names) {
      await client.query(`DROP DATABASE IF EXISTS "${worker}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${worker}"`);
    }
  } finally {
    await client.end();
  }
  globalThis.tesseraTestServerDatabases = { url, names };
  return names.map((worker) => Object.assign(new URL(url), { pathname: `/${worker}` }).toString());
}

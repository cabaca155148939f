import { openDatabase } from '../db/orm';

/**
 * This worker's database: jest's global setup (testing/src/global-setup.ts) starts an embedded
 * PostgreSQL per worker, or makes a database per worker on DATABASE_URL's server, and
 * testing/src/worker-setup.ts hands each test file its worker's URL.
 */
export function testDatabaseUrl(): string {
  const url = process.env.TESSERA_TEST_DATABASE_URL;
  if (!url) throw new Error('TESSERA_TEST_DATABASE_URL is not set: run the tests through jest (globalSetup)');
  return url;
}

/**
 * Empties every table (the migrations stay applied), so a test file starts from a bare
 * installation. Files of one worker run one after the other, so a file's fresh database is its
 * worker's database emptied.
 */
export async function resetDatabase(url: string): Promise<void> {
  const orm = await openDatabase(url, 2);
  try {
    await orm.schema.clearDatabase();
  } finally {
    await orm.close();
  }
}

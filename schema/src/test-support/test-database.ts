import { openDatabase } from '../db/orm';

/**
 * The run's database: jest's global setup (testing/src/global-setup.ts) starts one embedded
 * PostgreSQL per run, or uses DATABASE_URL, and hands its URL to every test file.
 */
export function testDatabaseUrl(): string {
  const url = process.env.TESSERA_TEST_DATABASE_URL;
  if (!url) throw new Error('TESSERA_TEST_DATABASE_URL is not set: run the tests through jest (globalSetup)');
  return url;
}

/**
 * Empties every table (the migrations stay applied), so a test file starts from a bare
 * installation. The embedded PostgreSQL serves a single database, and files run in band, so a
 * file's fresh database is the run's database emptied.
 */
export async function resetDatabase(url: string): Promise<void> {
  const orm = await openDatabase(url, 2);
  try {
    await orm.schema.clearDatabase();
  } finally {
    await orm.close();
  }
}

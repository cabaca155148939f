// Imported from its file, not the package index: loading the entities in jest's parent process
// would leave MikroORM's global metadata there, shared with (and broken for) every test file.
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@tessera/schema/src/db/embedded-postgres';

declare global {
  var tesseraTestDatabase: EmbeddedPostgres | undefined;
}

/**
 * With DATABASE_URL the suite runs against that PostgreSQL server; otherwise one in-memory
 * embedded PostgreSQL serves the whole run (starting one per file would cost seconds and
 * hundreds of MB each).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TESSERA_TEST_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  globalThis.tesseraTestDatabase = await startEmbeddedPostgres({ maxConnections: 24 });
  process.env.TESSERA_TEST_DATABASE_URL = globalThis.tesseraTestDatabase.url;
}

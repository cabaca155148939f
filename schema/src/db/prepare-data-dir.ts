/**
 * Run by `startEmbeddedPostgres` as a short-lived child process for a new data directory:
 * creates the database there and applies the committed migrations, then exits. Creating a
 * database (initdb runs a second WASM instance, about 700 MB at its peak) and migrating it leave
 * memory behind that the C library keeps for the life of a process; the serving process then
 * only opens a ready directory.
 */
import { startEmbeddedPostgres } from './embedded-postgres';
import { openDatabase } from './orm';

async function prepare(dataDir: string): Promise<void> {
  const pg = await startEmbeddedPostgres({ dataDir, maxConnections: 2, createApart: false });
  try {
    const orm = await openDatabase(pg.url, 1);
    await orm.close();
  } finally {
    await pg.stop();
  }
}

prepare(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Writes the next migration: boots a throw-away embedded database, applies the committed
 * migrations, and diffs the entities against it. Add the new class to migrations/index.ts.
 */
import { join } from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';
import { migratorOf, openDatabase } from './orm';

async function main(): Promise<void> {
  const pg = await startEmbeddedPostgres({ maxConnections: 2 });
  const orm = await openDatabase(pg.url, 1);
  try {
    const result = await migratorOf(orm).createMigration(join(__dirname, '../../src/db/migrations'));
    console.log(result.fileName ? `wrote ${result.fileName}` : 'entities and migrations agree: nothing to write');
  } finally {
    await orm.close();
    await pg.stop();
  }
}

void main();

import { randomUUID } from 'node:crypto';
import { openDatabase } from '@tessera/schema/src/db/orm';

export interface DatabaseSnapshot {
  /** Puts every table back as it was when the snapshot was taken (no gateway may be running on it). */
  restore(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A backup of the run's database inside it: every table's rows and every sequence's position,
 * copied into a schema of their own. `restore` brings the database back to that moment, as
 * restoring a pg_dump taken then would (the embedded PostgreSQL serves one database and is newer
 * than the machine's pg_dump, so the test suite cannot use those tools; the cluster check does).
 */
export async function snapshotDatabase(url: string): Promise<DatabaseSnapshot> {
  const schema = `snapshot_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const orm = await openDatabase(url, 1);
  try {
    const em = orm.em.fork();
    await em.execute(`create schema ${schema}`);
    for (const table of await tablesOf(em)) await em.execute(`create table ${schema}."${table}" as select * from public."${table}"`);
    await em.execute(`create table ${schema}.sequence_position as select schemaname, sequencename, last_value from pg_sequences where schemaname = 'public'`);
  } finally {
    await orm.close();
  }
  return {
    async restore() {
      const orm = await openDatabase(url, 1);
      try {
        await orm.em.fork().transactional(async (em) => {
          const tables = await tablesOf(em);
          // Foreign keys are not checked while the rows go back (they were consistent when copied).
          await em.execute(`set local session_replication_role = replica`);
          await em.execute(`truncate ${tables.map((table) => `public."${table}"`).join(', ')}`);
          for (const table of tables) await em.execute(`insert into public."${table}" select * from ${schema}."${table}"`);
          const sequences = await em.execute<Array<{ sequencename: string; last_value: string | null }>>(`select sequencename, last_value from ${schema}.sequence_position`);
          for (const { sequencename, last_value } of sequences) {
            await em.execute(`select setval('public."${sequencename}"', ?, ?)`, [last_value ?? 1, last_value !== null]);
          }
        });
      } finally {
        await orm.close();
      }
    },
    async drop() {
      const orm = await openDatabase(url, 1);
      try {
        await orm.em.fork().execute(`drop schema ${schema} cascade`);
      } finally {
        await orm.close();
      }
    },
  };
}

/** The tables holding rows: partitioned tables once (their partitions' rows are read through them). */
async function tablesOf(em: Awaited<ReturnType<typeof openDatabase>>['em']): Promise<string[]> {
  const rows = await em.execute<Array<{ relname: string }>>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return rows.map((row) => row.relname);
}

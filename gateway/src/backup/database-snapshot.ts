import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Client } from 'pg';
import { blobKey } from '@tessera/schema';
import { BackupError, tableEntry, type ArchivedTable, type BackupManifest } from './archive-format';

/** The migrations table is not copied: a restore makes it by running the same migrations. */
export const migrationsTable = 'tessera_migrations';

const fetchRows = 250;

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface DatabaseSnapshot {
  migrations: string[];
  tables: ArchivedTable[];
  sequences: BackupManifest['sequences'];
  /** The storage keys the snapshot's rows name (media bytes by hash, profile images). */
  keys: string[];
  snapshotMs: number;
}

interface TableShape {
  table: string;
  columns: string[];
}

/**
 * Copies every table of the database into NDJSON files under `dir`, all from one snapshot: a
 * `REPEATABLE READ, READ ONLY` transaction, so a row written meanwhile is in every file or in none.
 * On a PostgreSQL server other sessions go on meanwhile; the embedded database serves one
 * transaction at a time, so this one pauses the others while it lasts: it only writes local files.
 */
export async function snapshotDatabase(client: Client, dir: string): Promise<DatabaseSnapshot> {
  const started = Date.now();
  await client.query('begin isolation level repeatable read, read only');
  try {
    const [{ exists }] = (await client.query<{ exists: boolean }>('select to_regclass($1) is not null as exists', [migrationsTable])).rows;
    if (!exists) throw new BackupError('the database has no Tessera tables (no gateway has started on it): there is nothing to back up.');
    const migrations = (await client.query<{ name: string }>(`select name from ${migrationsTable} order by id`)).rows.map((row) => row.name);
    const tables: ArchivedTable[] = [];
    for (const shape of await listTables(client)) tables.push(await dumpTable(client, shape, dir));
    const sequences = await sequenceValues(client);
    const keys = await namedStorageKeys(client);
    await client.query('commit');
    return { migrations, tables, sequences, keys, snapshotMs: Date.now() - started };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** The schema's tables (a partitioned table as one: its partitions' rows come with it) with their stored columns. */
export async function listTables(client: Client): Promise<TableShape[]> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(
    `select c.relname as table, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> $1
      group by c.relname order by c.relname`,
    [migrationsTable],
  );
  return rows;
}

/** One table into `<dir>/<table>.ndjson`, through a cursor (a thousand rows at a time in memory). */
async function dumpTable(client: Client, { table, columns }: TableShape, dir: string): Promise<ArchivedTable> {
  const path = join(dir, `${table}.ndjson`);
  const out = createWriteStream(path);
  const hash = createHash('sha256');
  let rows = 0;
  let size = 0;
  const list = columns.map(quoted).join(', ');
  await client.query(`declare backup_rows no scroll cursor for select row_to_json(r)::text as line from (select ${list} from ${quoted(table)}) r`);
  try {
    for (;;) {
      const batch = await client.query<{ line: string }>(`fetch ${fetchRows} from backup_rows`);
      if (batch.rows.length === 0) break;
      const text = Buffer.from(batch.rows.map((row) => `${row.line}\n`).join(''));
      hash.update(text);
      rows += batch.rows.length;
      size += text.length;
      if (!out.write(text)) await once(out, 'drain');
    }
  } finally {
    await client.query('close backup_rows').catch(() => undefined);
    out.end();
    await once(out, 'close');
  }
  return { table, columns, rows, entry: tableEntry(table), size, sha256: hash.digest('hex') };
}

async function sequenceValues(client: Client): Promise<BackupManifest['sequences']> {
  const names = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname = current_schema() order by c.relname`,
  );
  const sequences: BackupManifest['sequences'] = [];
  for (const { name } of names.rows) {
    const [value] = (await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${quoted(name)}`)).rows;
    sequences.push({ name, lastValue: value.last_value, isCalled: value.is_called });
  }
  return sequences;
}

/**
 * The keys whose bytes the snapshot needs: the media library's originals (by content hash) and
 * users' profile images. Renditions are found from the originals' hashes (backup.ts).
 */
async function namedStorageKeys(client: Client): Promise<string[]> {
  const media = await client.query<{ hash: string }>('select distinct hash from media_file order by hash');
  const images = await client.query<{ key: string }>('select distinct image_key as key from tessera_user where image_key is not null order by image_key');
  return [...media.rows.map((row) => blobKey(row.hash)), ...images.rows.map((row) => row.key)];
}

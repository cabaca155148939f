import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import type { Client } from 'pg';
import { installationId, openDatabase, storageHoldsObjects, writeMarker, type Storage } from '@tessera/schema';
import { BackupError, type ArchivedTable, type BackupManifest } from './archive-format';
import { readArchive, verifyArchive, type ArchiveEntryReader } from './archive-reader';
import { migrationsTable, quoted, listTables } from './database-snapshot';

export interface RestoreOptions {
  /** A connection of its own to the target database (the restore's transaction runs on it). */
  client: Client;
  /** The same database's URL: the migrations run through the ORM, as at a gateway's start. */
  databaseUrl: string;
  storage: Storage;
  file: string;
}

/** Rows a first start writes by itself (the built-in roles, the installation's id): a database with only these is empty. */
const writtenByAnyStart = new Set(['role', 'system_secret']);

/** Rows per insert statement (and at most this many bytes of JSON). */
const batchRows = 500;
const batchBytes = 4 * 1024 * 1024;

/**
 * Restores an archive into an empty installation: checks the target is empty and the whole archive
 * against its manifest before changing anything, migrates the database as a start would, then
 * loads every table in one transaction and puts the bytes in the storage; any failure rolls the
 * database back and deletes the bytes put so far, so a refused or failed restore leaves the
 * installation as empty as it found it. The storage gets this installation's marker last (the id
 * is the backed-up installation's, kept in its database).
 */
export async function restoreInstallation(options: RestoreOptions): Promise<BackupManifest> {
  await refuseUnlessEmpty(options.client, options.storage);
  const manifest = await verifyArchive(options.file);
  const orm = await openDatabase(options.databaseUrl, 2);
  try {
    const applied = new Set((await options.client.query<{ name: string }>(`select name from ${migrationsTable}`)).rows.map((row) => row.name));
    const unknown = manifest.migrations.filter((name) => !applied.has(name));
    if (unknown.length > 0) {
      throw new BackupError(
        `the backup was made by a newer Tessera (${manifest.tesseraVersion}; migrations this version does not know: ${unknown.join(', ')}): restore it with that version or a later one. Nothing was restored.`,
      );
    }
    await loadArchive(options, manifest);
    await writeMarker(options.storage, await installationId(orm.em.fork()));
    return manifest;
  } finally {
    await orm.close();
  }
}

/** Refuses (BackupError) a database holding anything a start would not write by itself, or a storage holding bytes. */
async function refuseUnlessEmpty(client: Client, storage: Storage): Promise<void> {
  const filled: string[] = [];
  for (const { table } of await listTables(client)) {
    if (writtenByAnyStart.has(table)) continue;
    const [row] = (await client.query<{ filled: boolean }>(`select exists (select 1 from ${quoted(table)}) as filled`)).rows;
    if (row.filled) filled.push(table);
  }
  if (filled.length > 0) {
    throw new BackupError(
      `the installation is not empty: its database has rows in ${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ` and ${filled.length - 5} more tables` : ''}. ` +
        'A restore goes into an empty installation only: a new database (DATABASE_URL) or a new TESSERA_DATA_DIR, with an empty storage. Nothing was changed.',
    );
  }
  if (await storageHoldsObjects(storage)) {
    throw new BackupError('the installation is not empty: its storage holds media. A restore needs an empty storage (a new bucket, prefix or folder). Nothing was changed.');
  }
}

async function loadArchive(options: RestoreOptions, manifest: BackupManifest): Promise<void> {
  const { client, storage } = options;
  const target = new Map((await listTables(client)).map((shape) => [shape.table, new Set(shape.columns)]));
  const absent = manifest.tables.filter((table) => !target.has(table.table)).map((table) => table.table);
  if (absent.length > 0) throw new BackupError(`this version of Tessera has no tables ${absent.join(', ')}, which the backup holds. Nothing was restored.`);
  const tables = new Map(manifest.tables.map((table) => [table.entry, table]));
  const files = new Map(manifest.files.map((file) => [file.entry, file]));
  const put: string[] = [];
  await client.query('begin');
  try {
    const addForeignKeys = await dropForeignKeys(client);
    await client.query(`truncate ${manifest.tables.map((table) => quoted(table.table)).join(', ')}`);
    await readArchive(options.file, async (entry) => {
      const table = tables.get(entry.name);
      if (table) return loadTable(client, table, target.get(table.table)!, entry);
      const file = files.get(entry.name);
      if (!file) return;
      put.push(file.key);
      await putFile(storage, file, entry);
    });
    await addForeignKeys();
    for (const sequence of manifest.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [quoted(sequence.name), sequence.lastValue, sequence.isCalled]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    for (const key of put) await storage.delete(key).catch(() => undefined);
    if (error instanceof BackupError) throw error;
    throw new BackupError(`the restore failed while loading (${(error as Error).message}): the database was rolled back and the bytes put so far removed. Nothing was restored.`);
  }
}

/**
 * Drops the schema's foreign keys for the load and gives back what adds them again (as pg_dump's
 * output does: data first, then constraints): the page and its versions name each other, so no
 * order of inserts satisfies them. Adding them back checks every restored row. Inside the load's
 * transaction, so a failure keeps them. Needs only the tables' owner (who ran the migrations).
 */
async function dropForeignKeys(client: Client): Promise<() => Promise<void>> {
  const { rows } = await client.query<{ table: string; name: string; definition: string }>(
    `select t.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_namespace n on n.oid = t.relnamespace
      where k.contype = 'f' and k.conparentid = 0 and n.nspname = current_schema()`,
  );
  for (const key of rows) await client.query(`alter table ${quoted(key.table)} drop constraint ${quoted(key.name)}`);
  return async () => {
    for (const key of rows) await client.query(`alter table ${quoted(key.table)} add constraint ${quoted(key.name)} ${key.definition}`);
  };
}

/** One table's NDJSON into its rows, a batch of lines a statement; columns the target no longer has are left out. */
async function loadTable(client: Client, table: ArchivedTable, targetColumns: Set<string>, entry: ArchiveEntryReader): Promise<void> {
  const columns = table.columns
    .filter((column) => targetColumns.has(column))
    .map(quoted)
    .join(', ');
  const statement = `insert into ${quoted(table.table)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${quoted(table.table)}, $1::json)`;
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  entry.stream.pipe(hashing);
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(statement, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const line of createInterface({ input: hashing, crlfDelay: Infinity })) {
    if (line.length === 0) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= batchRows || bytes >= batchBytes) await flush();
  }
  await flush();
  // The archive was checked a moment ago; this catches a file changed since.
  if (rows !== table.rows || hash.digest('hex') !== table.sha256) throw new BackupError(`${table.entry} changed while it was being restored. Nothing was restored.`);
}

/** One file's bytes into the storage through a temporary file, placed whole (as an upload is). */
async function putFile(storage: Storage, file: BackupManifest['files'][number], entry: ArchiveEntryReader): Promise<void> {
  const temporary = await storage.temporaryFile();
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(entry.stream, hashing, createWriteStream(temporary));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  if (hash.digest('hex') !== file.sha256) {
    await rm(temporary, { force: true });
    throw new BackupError(`${file.entry} changed while it was being restored. Nothing was restored.`);
  }
  await storage.adopt(file.key, temporary);
}

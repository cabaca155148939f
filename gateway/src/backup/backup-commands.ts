import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { readMarker, markerKey, type Storage } from '@tessera/schema';
import { ConfigError, readConfig, type GatewayConfig } from '../config';
import { holdEmbeddedDatabase, joinableEmbeddedDatabase, type HeldDatabase } from '../data';
import { createLogger } from '../logger';
import { openStorage } from '../storage/open-storage';
import { describeStorage } from '../storage/claim-at-start';
import { BackupError } from './archive-format';
import { backupInstallation } from './backup';
import { restoreInstallation } from './restore';

const tesseraVersion = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

interface Installation {
  url: string;
  kind: 'embedded' | 'server';
  storage: Storage;
  client: Client;
  close(): Promise<void>;
}

/**
 * The installation's database (DATABASE_URL, or the embedded one: joined when a gateway serves
 * it, started here otherwise) with a connection of the command's own, and its storage.
 */
async function openInstallation(config: GatewayConfig, options: { refuseServed: boolean }): Promise<Installation> {
  const log = createLogger(process.env.LOG_LEVEL ?? 'warn');
  let held: HeldDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    url = await joinableEmbeddedDatabase(config);
    if (url && options.refuseServed) {
      throw new BackupError(`a gateway is running on ${config.dataDir}: stop it before restoring into this installation. Nothing was changed.`);
    }
    if (!url) {
      held = await holdEmbeddedDatabase(config, log, 4);
      url = held.url;
    }
  }
  const storage = openStorage(config, log);
  const client = new Client({ connectionString: url });
  await client.connect();
  return {
    url,
    kind: config.databaseUrl ? 'server' : 'embedded',
    storage,
    client,
    async close() {
      await client.end().catch(() => undefined);
      (storage as { close?: () => void }).close?.();
      if (held) await held.stop();
    },
  };
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** `backup --to FILE`: one archive of the database and the media, while the site serves. */
export async function backupCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' } } });
  if (!values.to) throw new ConfigError('backup needs --to FILE (where the archive goes, e.g. tessera-2026-12-07.tar.gz)');
  const config = readConfig();
  return reporting(async () => {
    if (!existsSync(dirname(resolve(values.to!)))) throw new BackupError(`the folder ${dirname(resolve(values.to!))} does not exist: nothing was backed up.`);
    const installation = await openInstallation(config, { refuseServed: false });
    try {
      await refuseForeignStorage(installation, config);
      const started = Date.now();
      const manifest = await backupInstallation({ client: installation.client, storage: installation.storage, file: resolve(values.to!), databaseKind: installation.kind, tesseraVersion });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
      const lines = [
        `backup written to ${resolve(values.to!)} (${megabytes(statSync(resolve(values.to!)).size)}) in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
        `  database: ${manifest.tables.length} tables, ${rows} rows, ${manifest.migrations.length} migrations (snapshot held ${manifest.snapshotMs} ms)`,
        `  storage: ${manifest.files.length} files, ${megabytes(bytes)}`,
      ];
      if (manifest.missing.length > 0)
        lines.push(`  ${manifest.missing.length} file(s) named by the snapshot had no bytes (deleted after the snapshot, or already missing): ${manifest.missing.join(', ')}`);
      return lines.join('\n');
    } finally {
      await installation.close();
    }
  });
}

/** `restore --from FILE`: into an empty installation only. */
export async function restoreCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { from: { type: 'string' } } });
  if (!values.from) throw new ConfigError('restore needs --from FILE (an archive written by `tessera backup`)');
  const config = readConfig();
  return reporting(async () => {
    // Before anything is opened (a new TESSERA_DATA_DIR would get a database).
    if (!existsSync(resolve(values.from!))) throw new BackupError(`there is no file ${resolve(values.from!)}. Nothing was changed.`);
    const installation = await openInstallation(config, { refuseServed: true });
    try {
      const started = Date.now();
      const manifest = await restoreInstallation({ client: installation.client, databaseUrl: installation.url, storage: installation.storage, file: resolve(values.from!) });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      return (
        `restored ${resolve(values.from!)} (made ${manifest.createdAt} by Tessera ${manifest.tesseraVersion}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files into ${describeStorage(config)}`
      );
    } finally {
      await installation.close();
    }
  });
}

/** The storage must be this database's (issue 31): a backup of someone else's bytes would name none of ours. */
async function refuseForeignStorage(installation: Installation, config: GatewayConfig): Promise<void> {
  const marker = await readMarker(installation.storage).catch(() => null);
  if (!marker) return;
  // Read as the installation-id's owner writes it (storage/installation-marker.ts); a backup migrates nothing.
  const rows = (await installation.client.query<{ value: string }>(`select value from system_secret where name = 'installation-id'`)).rows;
  if (rows.length > 0 && rows[0].value !== marker.installationId) {
    throw new BackupError(
      `the storage ${describeStorage(config)} belongs to installation ${marker.installationId} (its ${markerKey}), and this database is installation ${rows[0].value}: not backed up.`,
    );
  }
}

/** Prints the command's report, or a refusal's message without a stack trace (exit 1). */
async function reporting(work: () => Promise<string>): Promise<number> {
  try {
    console.log(await work());
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
}

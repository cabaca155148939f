#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { createUser, describeError, isCodedError, systemContext } from '@tessera/schema';
import { cacheKeys } from '@tessera/read-model';
import { blockTypeDeclarations } from '@tessera/content-model';
import { tesseraConfig } from '@tessera/site';
import { storageClaim, storageSweep } from './storage/storage-commands';
import { backupCommand, restoreCommand } from './backup/backup-commands';
import { exportCommand, importCommand } from './transfer/transfer-commands';
import { purgeKeys, readPurgeSettings } from './cdn/purge';
import { ConfigError, readConfig } from './config';
import { describeEnvironment, environmentTable } from './settings/environment';
import { openTesseraData, type TesseraData } from './data';
import { createLogger } from './logger';
import { seedDemo } from './seed/seed-demo';

const usage = `Usage:
  tessera user:create --email <email> --role <admin|editor|reviewer> [--name <name>] [--password <password>]
  tessera seed:demo      fill an empty installation with the demo site (four locales)
  tessera cdn:purge [key ...]   purge these cache keys (default: settings, i.e. every page) in the
                         caches of TESSERA_PURGE_URLS (after a deploy, or a purge given up)
  tessera storage:sweep [--dry-run] [--grace-hours N]   remove stored bytes this installation
                         recorded writing that no row names (default grace: TESSERA_STORAGE_SWEEP_GRACE_HOURS);
                         --dry-run prints what would go and removes nothing
  tessera config [--markdown]   check the environment and print the configuration in effect,
                         one line per variable, secrets masked (exit 1 naming each bad variable);
                         --markdown: the README's table of variables
  tessera blocks:types   print the TypeScript declarations of the block types (tessera.config.ts)
                         for the API's consumers: \`blocks\` is JSON in the GraphQL schema
  tessera storage:claim  write this installation's marker into a storage that has none (after
                         checking that its contents are this installation's; see docs/deployment.md)
  tessera backup --to FILE   one archive (.tar.gz) of the database and the stored media, taken while
                         the site serves (see docs/deployment.md, "Backup and restore")
  tessera restore --from FILE   restore such an archive into an empty installation (a new database
                         or TESSERA_DATA_DIR, an empty storage); refused, changing nothing, otherwise
  tessera export --to DIR [--published-only]   the content (pages in every locale with all their
                         versions, or only the published ones; reusable blocks, menus, tags, site
                         texts, media with their folders and bytes) as NDJSON files and files/
  tessera import --from DIR   such an export into this installation, ids mapped; running it again
                         makes nothing new (exit 3 when records were refused, listed with their line)

Without --password the account is created inactive and an activation link is mailed
(to SMTP_URL, or to TESSERA_DATA_DIR/outbox/ when no SMTP server is configured).`;

/**
 * Runs a command against the installation's data (the database of DATABASE_URL or the embedded
 * one, joined when a server runs on it). A coded error is printed with its catalogue text.
 */
async function withData(work: (data: TesseraData) => Promise<string>): Promise<number> {
  const data = await openTesseraData(readConfig(), createLogger(process.env.LOG_LEVEL ?? 'warn'));
  try {
    console.log(await work(data));
    return 0;
  } catch (error) {
    if (!isCodedError(error)) throw error;
    for (const entry of error.errors) console.error(`error ${entry.code}: ${describeError(entry.code, entry.property)}`);
    return 2;
  } finally {
    await data.close();
  }
}

function userCreate(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
  });
  return withData(async (data) => {
    const user = await createUser(systemContext(data.orm.em.fork(), data.services), {
      email: values.email,
      role: values.role,
      profile: { name: values.name ?? values.email?.split('@')[0] },
      password: values.password,
    });
    return `created user ${user.id} <${user.email}> with role ${user.role.name}${user.active ? '' : ' (inactive: activation link mailed)'}`;
  });
}

function demo(): Promise<number> {
  return withData(async (data) => {
    const { pages } = await seedDemo(data);
    return `demo site created: ${pages} pages in four locales, with menus, tags, team, skills, certificates and site texts`;
  });
}

/** Purges keys by hand in every cache of TESSERA_PURGE_URLS; needs no database. */
async function cdnPurge(keys: string[]): Promise<number> {
  const settings = readPurgeSettings(process.env);
  if (settings.urls.length === 0) {
    console.error('TESSERA_PURGE_URLS names no cache to purge');
    return 1;
  }
  const purged = keys.length > 0 ? keys : [cacheKeys.settings];
  await purgeKeys(settings, purged);
  console.log(`purged ${purged.length} key${purged.length === 1 ? '' : 's'} in ${settings.urls.length} cache${settings.urls.length === 1 ? '' : 's'}`);
  return 0;
}

/** Checks the environment as a start would, and prints what is in effect; needs no database. */
function config(args: string[]): number {
  if (args.includes('--markdown')) {
    console.log(environmentTable());
    return 0;
  }
  try {
    console.log(describeEnvironment(process.env, readConfig()).join('\n'));
    return 0;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(problem);
    return 1;
  }
}

/** The block types' declarations for the API's consumers (docs/graphql.md); needs no database. */
function blocksTypes(): number {
  process.stdout.write(blockTypeDeclarations(tesseraConfig.blockTypes));
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'user:create') return userCreate(rest);
  if (command === 'seed:demo') return demo();
  if (command === 'cdn:purge') return cdnPurge(rest);
  if (command === 'storage:sweep') return storageSweep(rest);
  if (command === 'storage:claim') return storageClaim();
  if (command === 'backup') return backupCommand(rest);
  if (command === 'restore') return restoreCommand(rest);
  if (command === 'export') return exportCommand(rest);
  if (command === 'import') return importCommand(rest);
  if (command === 'config') return config(rest);
  if (command === 'blocks:types') return blocksTypes();
  console.error(usage);
  return command === undefined || command === '--help' ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

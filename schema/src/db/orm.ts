import type { MigrationObject } from '@mikro-orm/core';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { entities } from './entities';
import { migrationNames } from './migrations';

const migrationsTable = 'tessera_migrations';

export function ormConfig(clientUrl: string, poolMax: number, log?: (message: string) => void): Options {
  return defineConfig({
    clientUrl,
    logger: (message) => log?.(message),
    entities,
    discovery: { disableDynamicFileAccess: true },
    pool: { min: 0, max: poolMax },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    // The list of migrations is given when they are run (migratorOf): the migrator loads only then.
    migrations: {
      tableName: migrationsTable,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
  });
}

/**
 * The committed migrations' classes. Loading them loads their base class's package, the migrator
 * and its command-line library (several MB of an idle server's memory), so it happens only when
 * there is something to run.
 */
function loadMigrations(extra: readonly MigrationObject[] = []): MigrationObject[] {
  return [
    ...migrationNames.map((name) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(`./migrations/${name}`) as Record<string, MigrationObject['class']>;
      return { name, class: module[name] };
    }),
    ...extra,
  ];
}

/**
 * The ORM's migrator, with the committed migrations (MikroORM loads `@mikro-orm/migrations` on
 * this first call) and `extra` after them (tests only: see OpenDatabaseOptions).
 */
export function migratorOf(orm: MikroORM, extra: readonly MigrationObject[] = []): ReturnType<MikroORM['getMigrator']> {
  orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList: loadMigrations(extra) });
  return orm.getMigrator();
}

/** The names of the applied migrations, or undefined when none has run (no table). */
async function appliedMigrations(orm: MikroORM): Promise<Set<string> | undefined> {
  const em = orm.em.fork();
  const [{ exists }] = await em.execute<Array<{ exists: boolean }>>(`select to_regclass(?) is not null as exists`, [migrationsTable]);
  if (!exists) return undefined;
  return new Set((await em.execute<Array<{ name: string }>>(`select name from ${migrationsTable}`)).map((row) => row.name));
}

/**
 * Where the database stands against this version's migrations: `pending`, this version's
 * migrations not applied yet; `ahead`, applied migrations this version does not know (a newer
 * version migrated it: the mixed versions of a rolling upgrade, docs/deployment.md).
 */
export async function migrationState(orm: MikroORM, extra: readonly MigrationObject[] = []): Promise<{ pending: string[]; ahead: string[] }> {
  const known = [...migrationNames, ...extra.map((migration) => migration.name)];
  const applied = await appliedMigrations(orm);
  if (!applied) return { pending: known, ahead: [] };
  const knownSet = new Set(known);
  return { pending: known.filter((name) => !applied.has(name)), ahead: [...applied].filter((name) => !knownSet.has(name)) };
}

/**
 * Runs `work` holding the installation's start-up lock: a session-level advisory lock, on a
 * connection of its own (the ORM's pool may be one connection, which the work needs), so that
 * gateways started together on an empty database migrate, seed the roles and make the first
 * administrator one after the other, and the others find it done. Creating the same tables at
 * once fails in PostgreSQL itself (two `create table if not exists` can both insert the type's
 * row), so the migrations table's own creation is inside the lock too.
 */
export async function withStartupLock<T>(clientUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: clientUrl });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('tessera:start-up'))`);
    return await work();
  } finally {
    // Closing the connection lets go of the lock in any case.
    await client.end().catch(() => undefined);
  }
}

export interface OpenDatabaseOptions {
  /**
   * Migrations to run after the committed ones. Tests only (the rolling-upgrade test starts a
   * "new" gateway with one more migration than the "old" one): no setting or variable sets it.
   */
  extraMigrations?: readonly MigrationObject[];
}

/**
 * Connects and applies the committed migrations that have not run yet. Another process migrating
 * the same database meanwhile is waited for; what it applied is then not applied again.
 *
 * Migrations applied that this version does not know (a newer version's, during a rolling
 * upgrade or after a rollback) are left alone: never undone, never a reason to refuse to start.
 * The expand/contract rule (migration-rules.test.ts) is what makes the older code work on the
 * newer schema; migrationState tells how far ahead the database is.
 */
export async function openDatabase(clientUrl: string, poolMax = 8, log?: (message: string) => void, options: OpenDatabaseOptions = {}): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(clientUrl, poolMax, log));
  const extra = options.extraMigrations ?? [];
  try {
    if ((await migrationState(orm, extra)).pending.length > 0) {
      await withStartupLock(clientUrl, async () => {
        if ((await migrationState(orm, extra)).pending.length > 0) await migratorOf(orm, extra).up();
      });
    }
  } catch (error) {
    await orm.close();
    throw error;
  }
  return orm;
}

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
function loadMigrations(): MigrationObject[] {
  return migrationNames.map((name) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(`./migrations/${name}`) as Record<string, MigrationObject['class']>;
    return { name, class: module[name] };
  });
}

/** The ORM's migrator, with the committed migrations (MikroORM loads `@mikro-orm/migrations` on this first call). */
export function migratorOf(orm: MikroORM): ReturnType<MikroORM['getMigrator']> {
  orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList: loadMigrations() });
  return orm.getMigrator();
}

/** Whether a committed migration has not run yet (or none has: no table). */
async function migrationsPending(orm: MikroORM): Promise<boolean> {
  const em = orm.em.fork();
  const [{ exists }] = await em.execute<Array<{ exists: boolean }>>(`select to_regclass(?) is not null as exists`, [migrationsTable]);
  if (!exists) return true;
  const applied = new Set((await em.execute<Array<{ name: string }>>(`select name from ${migrationsTable}`)).map((row) => row.name));
  return migrationNames.some((name) => !applied.has(name));
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

/**
 * Connects and applies the committed migrations that have not run yet. Another process migrating
 * the same database meanwhile is waited for; what it applied is then not applied again.
 */
export async function openDatabase(clientUrl: string, poolMax = 8, log?: (message: string) => void): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(clientUrl, poolMax, log));
  if (await migrationsPending(orm)) {
    await withStartupLock(clientUrl, async () => {
      if (await migrationsPending(orm)) await migratorOf(orm).up();
    });
  }
  return orm;
}

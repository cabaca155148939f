import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities';
import { migrationsList } from './migrations';

export function ormConfig(clientUrl: string, poolMax: number, log?: (message: string) => void): Options {
  return defineConfig({
    clientUrl,
    logger: (message) => log?.(message),
    entities,
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true },
    pool: { min: 0, max: poolMax },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    migrations: {
      migrationsList,
      tableName: 'tessera_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
  });
}

/** Connects and applies the committed migrations that have not run yet. */
export async function openDatabase(clientUrl: string, poolMax = 8, log?: (message: string) => void): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(clientUrl, poolMax, log));
  await orm.getMigrator().up();
  return orm;
}

import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities';
import { migrationsList } from './migrations';

export function ormConfig(clientUrl: string, poolMax: number): Options {
  return defineConfig({
    clientUrl,
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
export async function openDatabase(clientUrl: string, poolMax = 8): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(clientUrl, poolMax));
  await orm.getMigrator().up();
  return orm;
}

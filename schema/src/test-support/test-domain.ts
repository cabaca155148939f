import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { PermissionName } from '../auth/permissions';
import type { TesseraConfig } from '@tessera/content-model';
import type { Ctx, Logger, Services, Viewer } from '../context';
import { openDatabase } from '../db/orm';
import { readOnlyFork } from '../db/unit-of-work';
import { EventBus } from '../events/event-bus';
import { EventConsumers, eventConsumerDefaults } from '../events/event-consumers';
import { ImageWork } from '../media/image-work';
import { PreviewCache } from '../media/preview-cache';
import { ServedFileCache } from '../media/served-files';
import { PostgresSearchEngine } from '../search/postgres-search-engine';
import { SearchService } from '../search/search-service';
import { LocalDiskStorage } from '../storage/storage';
import { systemContext } from '../system-context';
import { Role } from '../users/role.entity';
import { seedRoles } from '../users/seed-roles';
import { User } from '../users/user.entity';
import { testConfig } from './test-config';
import { resetDatabase, testDatabaseUrl } from './test-database';
import { processWorkSlots } from '../operations/work-slots';

/**
 * The domain without the gateway, for schema's own tests: the run's database emptied and
 * migrated, the built-in roles, the ORM, and the services every operation gets (local-disk
 * storage in a throw-away folder, the event bus and the durable search consumer, mail recorded
 * in the outbox but never sent). Operations are called directly with a `Ctx` from `system()` or
 * `as(...)`; HTTP-level tests live with the gateway (gateway/src/api).
 */
export interface TestDomain {
  orm: MikroORM;
  services: Services;
  events: EventBus;
  consumers: EventConsumers;
  /** The installation itself: every permission. */
  system(): Ctx;
  /**
   * A new active user holding exactly these permissions (in a role of its own), and a Ctx acting
   * as that user. Built-in role names (`editor`, `admin`…) give that role instead.
   */
  as(permissionsOrRole: PermissionName[] | string): Promise<{ ctx: Ctx; user: User }>;
  /** Nobody signed in: what a visitor's request sees. */
  anonymous(): Ctx;
  /** Raw SQL, for arranging or reading state behind the operations. */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

const silent: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const noSession: Ctx['session'] = { signIn: async () => undefined, signOut: async () => undefined, refresh: async () => false };

export async function startTestDomain(options: { config?: TesseraConfig; eventPollMs?: number; listen?: boolean } = {}): Promise<TestDomain> {
  const url = testDatabaseUrl();
  await resetDatabase(url);
  const orm = await openDatabase(url, 4);
  await seedRoles(orm.em.fork());
  const log = silent;
  const config = options.config ?? testConfig;
  const pollMs = options.eventPollMs ?? 100;
  // LISTEN needs a PostgreSQL server (DATABASE_URL), on this worker's database; on the embedded one the bus polls.
  const events = new EventBus({ orm, log, listenUrl: options.listen === false || !process.env.DATABASE_URL ? undefined : url, pollMs });
  await events.start();
  const search = new SearchService({ orm, engine: new PostgresSearchEngine(), config, log, batchSize: 200, batchPauseMs: 0, staleAfterMs: 120_000 });
  const consumers = new EventConsumers({ orm, log, instanceId: events.instanceId, pollMs, ...eventConsumerDefaults, retryBaseMs: 100 });
  consumers.register('search-index', search.onEvent);
  events.subscribe(() => consumers.wake());
  consumers.start();
  const servedFiles = new ServedFileCache();
  events.subscribe(servedFiles.onEvent);
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-domain-'));
  const services: Services = {
    storage: new LocalDiskStorage(join(dataDir, 'storage')),
    log,
    publicUrl: 'http://tessera.test',
    config,
    servedFiles,
    imageWork: new ImageWork({ workers: 1, queueLength: 8, maxWaitMs: 3_000, maxCropPixels: 32_000_000 }),
    previewCache: new PreviewCache(8 * 1024 * 1024),
    workSlots: processWorkSlots(),
    search,
    consumers,
    outbox: {
      instanceId: events.instanceId,
      async committed(written) {
        if (written.events) await events.catchUp(written.tx);
      },
    },
  };
  let serial = 0;
  const ctxOf = (viewer: Viewer | null): Ctx => ({ em: readOnlyFork(orm.em), viewer, session: noSession, services, request: { id: `test-${++serial}` } });
  return {
    orm,
    services,
    events,
    consumers,
    system: () => systemContext(orm.em.fork(), services),
    anonymous: () => ctxOf(null),
    async as(permissionsOrRole) {
      const em = orm.em.fork();
      const n = ++serial;
      const role =
        typeof permissionsOrRole === 'string'
          ? await em.findOneOrFail(Role, { name: permissionsOrRole })
          : em.create(Role, { name: `test-role-${n}`, permissions: permissionsOrRole.map((name) => ({ name })), createdAt: new Date() });
      const user = em.create(User, { email: `user-${n}@users.test`, name: `User ${n}`, role, active: true, passwordHash: null, createdAt: new Date(), updatedAt: new Date() });
      await em.flush();
      return { user, ctx: ctxOf({ id: user.id, email: user.email, roleName: role.name, permissions: role.permissions, isSystem: false }) };
    },
    sql(query, params = []) {
      return orm.em.fork().execute(query, params);
    },
    async stop() {
      await consumers.stop();
      await search.stop();
      await events.stop();
      await orm.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

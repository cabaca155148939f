import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { tesseraConfig } from '@tessera/site';
import {
  AuditRetention,
  createMailer,
  createSearchEngine,
  EventBus,
  EventConsumers,
  ImageWork,
  libreTranslate,
  MailOutbox,
  mailOutboxDefaults,
  migrationState,
  openDatabase,
  PreviewCache,
  SearchService,
  seedRoles,
  withStartupLock,
  ReleaseRunner,
  ScheduleRunner,
  ServedFileCache,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type Services,
} from '@tessera/schema';
import type { GatewayConfig } from './config';
import { durableConsumers } from './consumers';
import { openStorage } from './storage/open-storage';
import { claimStorageAtStart } from './storage/claim-at-start';
import { workSlotsForProcess } from './cluster/work-slots';
import { createGatewayMetrics, type GatewayMetrics } from './metrics/gateway-metrics';
import { outsideRequest } from './tracing/request-scope';
import { traceStatements } from './tracing/sql-spans';
import { TracedImageWork } from './tracing/traced-image-work';
import type { Tracing } from './tracing/tracing';

export interface TesseraData {
  orm: MikroORM;
  /** Runs start-up writes (the first administrator, the greeting) one gateway at a time across the installation. */
  startupLock<T>(work: () => Promise<T>): Promise<T>;
  services: Services;
  events: EventBus;
  /** Durable consumers of the events, once per cluster (search indexing; register more before start). */
  consumers: EventConsumers;
  mail: MailOutbox;
  /** Runs pages' scheduled publications and unpublications, once per cluster. */
  schedule: ScheduleRunner;
  /** Publishes scheduled content releases, once per cluster (with the schedule's poll setting). */
  releases: ReleaseRunner;
  /** Deletes audit entries past the retention setting, hourly, once per cluster. */
  auditRetention: AuditRetention;
  /** The operators' metrics of this process, with `metrics: true` and TESSERA_METRICS_PORT set. */
  metrics?: GatewayMetrics;
  close(): Promise<void>;
}

/** Where a running embedded database announces its URL, so the CLI can join it. */
const announcement = (config: GatewayConfig) => join(config.dataDir, 'postgres.url');

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface HeldDatabase {
  url: string;
  /** Stops the embedded database and removes its announcement. */
  stop(): Promise<void>;
}

/**
 * Starts the embedded database under TESSERA_DATA_DIR and announces its URL (postgres.url), so
 * the command line and the other gateway processes of TESSERA_WORKERS join it instead of
 * opening the same data directory twice.
 */
export async function holdEmbeddedDatabase(config: GatewayConfig, log: Logger, maxConnections = config.dbPoolMax + 2): Promise<HeldDatabase> {
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir: join(config.dataDir, 'postgres'), port: config.embeddedPort, maxConnections });
  writeFileSync(announcement(config), embedded.url);
  log.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started (set DATABASE_URL to use a server)');
  return {
    url: embedded.url,
    async stop() {
      await embedded.stop();
      rmSync(announcement(config), { force: true });
    },
  };
}

/** The URL of an embedded database another process on this data directory serves, if one answers. */
export async function joinableEmbeddedDatabase(config: GatewayConfig): Promise<string | undefined> {
  const announced = existsSync(announcement(config)) ? readFileSync(announcement(config), 'utf8').trim() : undefined;
  return announced && (await answers(announced)) ? announced : undefined;
}

/**
 * Opens the database (DATABASE_URL, or the embedded one under TESSERA_DATA_DIR, started here
 * unless another Tessera process on this data directory already serves it), applies migrations,
 * seeds the built-in roles, checks that the storage is this installation's (unless `claimStorage`
 * is false: the `storage:claim` command), and builds the services every operation gets.
 */
export async function openTesseraData(config: GatewayConfig, log: Logger, options: { claimStorage?: boolean; metrics?: boolean; tracing?: Tracing } = {}): Promise<TesseraData> {
  let embedded: HeldDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    url = await joinableEmbeddedDatabase(config);
    if (!url) {
      embedded = await holdEmbeddedDatabase(config, log);
      url = embedded.url;
    }
  }
  const orm = await openDatabase(url, config.dbPoolMax, (message) => log.debug(message), { extraMigrations: config.extraMigrations });
  // A newer version migrated the database (a rolling upgrade, or this one rolled back): serve on
  // the expanded schema, which expand/contract keeps readable and writable by this version.
  const { ahead } = await migrationState(orm, config.extraMigrations);
  if (ahead.length > 0) log.warn({ migrations: ahead }, 'the database has migrations this version does not know (a newer version applied them); serving on the expanded schema');
  const databaseUrl = url;
  const startupLock = <T>(work: () => Promise<T>) => withStartupLock(databaseUrl, work);
  // Statements are traced from the first (the migrations already ran, untraced).
  if (options.tracing) traceStatements(orm, options.tracing);
  const storage = openStorage(config, log, options.tracing);
  // The roles, and whose storage this is (before anything runs that could delete from it, issue
  // 31), one gateway at a time: several started together on an empty database find them made.
  await startupLock(async () => {
    await seedRoles(orm.em.fork());
    if (options.claimStorage !== false) await claimStorageAtStart(orm, storage, config, log);
  }).catch(async (error: unknown) => {
    (storage as { close?: () => void }).close?.();
    await orm.close();
    if (embedded) await embedded.stop();
    throw error;
  });
  const imageWork = options.tracing ? new TracedImageWork(config.images, options.tracing) : new ImageWork(config.images);
  const metrics = options.metrics && config.metrics ? createGatewayMetrics(orm, imageWork) : undefined;
  const events = new EventBus({ orm, log, listenUrl: config.databaseUrl, pollMs: config.eventPollMs });
  await events.start();
  const mail = new MailOutbox({
    ...mailOutboxDefaults,
    orm,
    log,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), log }),
    pollMs: config.mailPollMs,
    retryBaseMs: config.mailRetryMs,
    metrics: metrics?.metrics,
  });
  if (config.mailDelivery) mail.start();
  const servedFiles = new ServedFileCache();
  events.subscribe(servedFiles.onEvent);
  const search = new SearchService({ orm, engine: createSearchEngine(config.search), config: tesseraConfig, log, ...config.search });
  // Search indexing, webhooks and CDN purges happen once per cluster (consumers.ts).
  const consumers = new EventConsumers({ orm, log, instanceId: events.instanceId, pollMs: config.eventPollMs, ...config.consumers });
  for (const consumer of durableConsumers(config, orm, search, log, metrics?.metrics)) consumers.register(consumer.name, consumer.handler, consumer.retry, consumer.many);
  // Woken by a request's commit, the background work is not part of it: no request id in its
  // log lines, no span under the request's (tracing/request-scope.ts).
  events.subscribe(() => outsideRequest(() => consumers.wake()));
  consumers.start();
  const services: Services = {
    storage,
    log,
    publicUrl: config.publicUrl,
    config: tesseraConfig,
    servedFiles,
    imageWork,
    previewCache: new PreviewCache(config.images.previewCacheBytes),
    search,
    consumers,
    webhooks: config.webhooks,
    machineTranslator: config.machineTranslation && libreTranslate(config.machineTranslation),
    workSlots: workSlotsForProcess(),
    metrics: metrics?.metrics,
    outbox: {
      instanceId: events.instanceId,
      async committed(written) {
        if (written.mail && config.mailDelivery) outsideRequest(() => mail.wake());
        if (written.events) await events.catchUp(written.tx);
      },
    },
  };
  // Like the consumers: every gateway polls, the database's row locks make each schedule run once.
  const schedule = new ScheduleRunner({ orm, services, pollMs: config.schedulePollMs });
  schedule.start();
  const releases = new ReleaseRunner({ orm, services, pollMs: config.schedulePollMs });
  releases.start();
  const auditRetention = new AuditRetention({ orm, services });
  auditRetention.start();
  return {
    orm,
    startupLock,
    services,
    events,
    consumers,
    mail,
    schedule,
    releases,
    auditRetention,
    metrics,
    async close() {
      await schedule.stop();
      await releases.stop();
      await auditRetention.stop();
      await mail.stop();
      await consumers.stop();
      await search.stop();
      await events.stop();
      await orm.close();
      // An object store's client holds sockets; the local disk has nothing to close.
      (storage as { close?: () => void }).close?.();
      if (embedded) await embedded.stop();
    },
  };
}

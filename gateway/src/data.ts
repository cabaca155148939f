import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { tesseraConfig } from '@tessera/site';
import {
  createMailer,
  createSearchEngine,
  EventBus,
  ImageWork,
  LocalDiskStorage,
  MailOutbox,
  mailOutboxDefaults,
  openDatabase,
  PreviewCache,
  SearchService,
  seedRoles,
  ServedFileCache,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type Services,
} from '@tessera/schema';
import type { GatewayConfig } from './config';

export interface TesseraData {
  orm: MikroORM;
  services: Services;
  events: EventBus;
  mail: MailOutbox;
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

/**
 * Opens the database (DATABASE_URL, or the embedded one under TESSERA_DATA_DIR, started here
 * unless another Tessera process on this data directory already serves it), applies migrations,
 * seeds the built-in roles, and builds the services every operation gets.
 */
export async function openTesseraData(config: GatewayConfig, log: Logger): Promise<TesseraData> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const announced = existsSync(announcement(config)) ? readFileSync(announcement(config), 'utf8').trim() : undefined;
    if (announced && (await answers(announced))) {
      url = announced;
    } else {
      embedded = await startEmbeddedPostgres({
        dataDir: join(config.dataDir, 'postgres'),
        port: config.embeddedPort,
        maxConnections: config.dbPoolMax + 2,
      });
      writeFileSync(announcement(config), embedded.url);
      url = embedded.url;
      log.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started (set DATABASE_URL to use a server)');
    }
  }
  const orm = await openDatabase(url, config.dbPoolMax, (message) => log.debug(message));
  await seedRoles(orm.em.fork());
  const events = new EventBus({ orm, log, listenUrl: config.databaseUrl, pollMs: config.eventPollMs });
  await events.start();
  const mail = new MailOutbox({
    ...mailOutboxDefaults,
    orm,
    log,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), log }),
    pollMs: config.mailPollMs,
    retryBaseMs: config.mailRetryMs,
  });
  if (config.mailDelivery) mail.start();
  const servedFiles = new ServedFileCache();
  events.subscribe(servedFiles.onEvent);
  const search = new SearchService({ orm, engine: createSearchEngine(config.search), config: tesseraConfig, log, ...config.search });
  events.subscribe(search.onEvent);
  const services: Services = {
    storage: new LocalDiskStorage(join(config.dataDir, 'storage')),
    log,
    publicUrl: config.publicUrl,
    config: tesseraConfig,
    servedFiles,
    imageWork: new ImageWork(config.images),
    previewCache: new PreviewCache(config.images.previewCacheBytes),
    search,
    outbox: {
      instanceId: events.instanceId,
      async committed(written) {
        if (written.mail && config.mailDelivery) mail.wake();
        if (written.events) await events.catchUp();
      },
    },
  };
  return {
    orm,
    services,
    events,
    mail,
    async close() {
      await mail.stop();
      await search.stop();
      await events.stop();
      await orm.close();
      if (embedded) {
        await embedded.stop();
        rmSync(announcement(config), { force: true });
      }
    },
  };
}

import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import express, { type Express, type Request } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AccountLinkRequests,
  missingOidcRoles,
  readOnlyFork,
  restRoutes,
  singleSignOn,
  type AuditRetention,
  type Ctx,
  type EventBus,
  type EventConsumers,
  type MailOutbox,
  type ReleaseRunner,
  type ScheduleRunner,
  type Services,
} from '@tessera/schema';
import type { Site, SiteData } from '@tessera/site';
import { ConfigError, type GatewayConfig } from './config';
import { openTesseraData } from './data';
import { createLogger } from './logger';
import { mountGraphQL } from './graphql/mount-graphql';
import { mountAdmin } from './http/admin';
import { apiTokenAuth, graphqlRefusal, restRefusal, type TokenRefusal } from './http/api-token-auth';
import { draftPreviews } from './http/draft-previews';
import { mountFallbacks } from './http/fallback';
import { gatewayFront } from './http/front';
import { mountHealth } from './http/health';
import { restRouter } from './http/rest';
import { sessionMiddleware } from './http/session';
import { mountPublicSite } from './http/site';
import { TrafficLog } from './http/traffic-log';
import { startHousekeeping } from './housekeeping';
import { firstStartWrites } from './seed/first-start';
import { serveMetrics, type MetricsServer } from './metrics/metrics-server';
import { Tracing } from './tracing/tracing';
import { exportArchives } from './transfer/export-archive';
import { TransferJobRunner, transferJobDefaults } from './transfer/transfer-job-runner';

export interface Tessera {
  app: Express;
  orm: MikroORM;
  services: Services;
  /** Domain events: subscribe to hear what this and every other instance raise. */
  events: EventBus;
  /**
   * Durable consumers: each handles every event once per cluster, with retries and parking
   * (`tessera.consumers.register(name, handler)`; search indexing is `search-index`).
   */
  consumers: EventConsumers;
  /** Sends the mail that committed operations recorded. */
  mail: MailOutbox;
  /** Runs pages' scheduled publications and unpublications, once per cluster (`runDue()` runs what is due now). */
  schedule: ScheduleRunner;
  /** Publishes scheduled content releases, once per cluster (`runDue()` runs what is due now). */
  releases: ReleaseRunner;
  /** Deletes audit entries past the retention setting, once per cluster (`runNow()` runs it now). */
  auditRetention: AuditRetention;
  /** Works through forgot-password requests after they were answered (`runPending()` runs what waits now). */
  accountLinks: AccountLinkRequests;
  /** Runs the content export and import jobs started from the admin, once per cluster (`runNow()` runs what waits now). */
  transferJobs: TransferJobRunner;
  /** The public site (its HTML cache is emptied by the domain events of every instance). */
  site: Site;
  /** The reads the site makes in-process (its read model and the GraphQL documents), for tests and benchmarks comparing them. */
  siteData: SiteData;
  /** Starts listening; resolves to the base URL. With TESSERA_METRICS_PORT (and not a worker of several) the metrics port opens too. */
  listen(port?: number, host?: string): Promise<string>;
  /** Where `/metrics` answers once listening (TESSERA_METRICS_PORT; a worker of several leaves it to the first process). */
  readonly metricsUrl: string | undefined;
  /** Whether close() has begun: /readyz answers 503 from then on. */
  readonly shuttingDown: boolean;
  /**
   * The graceful shutdown (SIGTERM, SIGINT): with `drain` (SIGTERM), first keeps serving for
   * config.shutdownDrainMs while /readyz answers 503; then stops accepting connections, lets the
   * requests in flight finish for up to config.shutdownGraceMs (then closes the rest), stops the
   * timers, the mail outbox, the durable consumers (releasing their claims) and the event bus, and
   * closes the database (the embedded one too). Calling it again answers the same promise.
   */
  close(options?: { drain?: boolean }): Promise<void>;
}

/** Single sign-on, once the roles its mapping names are known to exist (a start with a missing one is refused). */
async function singleSignOnOf(config: GatewayConfig, data: Awaited<ReturnType<typeof openTesseraData>>, secret: string) {
  const missing = await missingOidcRoles(data.orm.em.fork(), config.oidc!);
  if (missing.length > 0) {
    await data.close();
    throw new ConfigError(`TESSERA_OIDC_ROLES and TESSERA_OIDC_DEFAULT_ROLE name roles that do not exist: ${missing.join(', ')}`);
  }
  return singleSignOn(config.oidc!, { publicUrl: config.publicUrl, secret, cookieSecure: config.cookieSecure });
}

/**
 * The one place the gateway is put together, in the order a request meets the parts: the data
 * (database, services, events, consumers: data.ts), the first start's writes, the front (the
 * node:http server, cached answers before Express, security headers, access log), health, the
 * REST facade, GraphQL, the admin, the public site, and what nothing else answered. Each part
 * lives in its own module; tests build the same app on a random port.
 */
export async function createTessera(config: GatewayConfig): Promise<Tessera> {
  const log = createLogger(config.logLevel, config.log);
  // First, so the start's own statements are traced too (each worker of several starts its own).
  const tracing = config.tracing && Tracing.start(config.tracing);
  const traffic = new TrafficLog(log, config.log.summaryMs);
  traffic.start();
  const data = await openTesseraData(config, log, { metrics: true, tracing });
  const { orm, services, events } = data;
  const secret = await firstStartWrites(data, config, log);
  const oidc = config.oidc && (await singleSignOnOf(config, data, secret));
  // Forgot-password requests are answered by recording them; the addresses are looked up here,
  // after the answer, as often as the events are looked for.
  const accountLinks = new AccountLinkRequests({ orm, services, pollMs: config.eventPollMs });
  accountLinks.start();
  const transferJobs = new TransferJobRunner({ orm, services, dataDir: config.dataDir, pollMs: Math.max(config.eventPollMs, transferJobDefaults.pollMs) });
  transferJobs.start();
  const transferExports = exportArchives(config.dataDir);

  // The site renders the editor's unsaved drafts (live preview); it is made below, after the API.
  const drafts = draftPreviews(() => publicSite.site);
  const contextOf = (req: Request): Ctx => ({
    em: readOnlyFork(orm.em),
    viewer: req.tessera!.viewer,
    session: req.tessera!.control,
    services: { ...services, log: req.log, drafts, oidc, transferExports },
    request: { id: String(req.id), ip: req.ip, userAgent: req.get('user-agent') },
  });

  let closing: Promise<void> | undefined;
  const app = express();
  const front = gatewayFront(app, config, services, log, traffic, data.metrics, tracing);
  let metricsServer: MetricsServer | undefined;
  const { httpServer } = front;
  mountHealth(app, { orm, services, log, closing: () => closing !== undefined });
  const session = sessionMiddleware({ orm, secret, ttlMs: config.sessionTtlMinutes * 60_000, cookieSecure: config.cookieSecure });
  const apiTokens = (refuse: TokenRefusal) => apiTokenAuth({ orm, callsPerMinute: config.apiTokenCallsPerMinute, refuse });
  app.use('/api/tessera', apiTokens(restRefusal), session, restRouter(restRoutes, { bodyLimit: config.bodyLimit, contextOf, csrfSecret: secret }));
  const graphql = await mountGraphQL(app, { config, log, httpServer, session, apiTokens: apiTokens(graphqlRefusal), secret, contextOf, tracing });
  mountAdmin(app, config.admin);
  const publicSite = mountPublicSite(app, { config, orm, services, events, log, secret, schema: graphql.schema, session, front, contextOf, tracing });
  await publicSite.ready;
  mountFallbacks(app);
  const stopHousekeeping = startHousekeeping(data, config, log);

  return {
    app,
    orm,
    services,
    events,
    consumers: data.consumers,
    mail: data.mail,
    schedule: data.schedule,
    releases: data.releases,
    auditRetention: data.auditRetention,
    accountLinks,
    transferJobs,
    site: publicSite.site,
    siteData: publicSite.siteData,
    async listen(port = config.port, host = config.host) {
      // With several workers the first process answers for all of them (cluster/workers.ts).
      if (data.metrics && config.metrics && !cluster.isWorker) metricsServer = await serveMetrics(config.metrics, data.metrics.scrape);
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address() as AddressInfo;
          resolve(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`);
        });
      });
    },
    get metricsUrl() {
      return metricsServer?.url;
    },
    get shuttingDown() {
      return closing !== undefined;
    },
    close(options: { drain?: boolean } = {}) {
      closing ??= (async () => {
        stopHousekeeping();
        // Draining (SIGTERM): /readyz answers 503 (shutting-down) while everything else is still
        // served, so the balancer's checks take this gateway out before its port closes.
        if (options.drain && httpServer.listening && config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
        // Apollo's drain plugin closes the listening socket at once, ends idle keep-alive
        // connections, lets the requests in flight finish (their connections end after them)
        // and destroys what is left after config.shutdownGraceMs.
        await graphql.stop();
        if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
        await metricsServer?.close();
        traffic.stop();
        publicSite.close();
        await accountLinks.stop();
        // A job under way stops between two records and is handed on to another gateway.
        await transferJobs.stop();
        // The mail outbox, the durable consumers (their claims released, so another gateway
        // takes the work over at once), the search jobs and the event bus stop, then the
        // database closes (the embedded one last, after the pool that uses it).
        await data.close();
        // Last: the spans of the shutdown itself are sent too.
        await tracing?.shutdown();
      })();
      return closing;
    },
  };
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import express, { type Express, type Request } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AccountLinkRequests,
  buildTesseraSchema,
  ensureBootstrapAdmin,
  installationSecret,
  isDatabaseOutage,
  restRoutes,
  pruneAuthState,
  pruneContactState,
  readOnlyFork,
  systemContext,
  type Ctx,
  type EventBus,
  type EventConsumers,
  type ScheduleRunner,
  type MailOutbox,
  type Services,
} from '@tessera/schema';
import { createSite, type Site, type SiteData } from '@tessera/site';
import { inProcessSiteData } from './http/in-process-site-data';
import type { GatewayConfig } from './config';
import { openTesseraData } from './data';
import { createLogger } from './logger';
import { cdnPurgeHandler } from './cdn/purge';
import { passesCsrf } from './http/csrf';
import { mountAdmin, remoteOrigins } from './http/admin';
import { bodyErrorHandler, restRouter } from './http/rest';
import { draftPreviews } from './http/draft-previews';
import { sendErrors, sendFailure } from './http/send-error';
import { sessionMiddleware } from './http/session';
import { handlerOf, refuseOtherSpellings } from './http/routing';
import { serveKeptFile } from './http/kept-files';
import { TrafficLog } from './http/traffic-log';
import { mountSite } from './http/site';
import { csrfPlugin, type GraphQLContext } from './graphql/csrf-plugin';
import { formatError, graphqlFailureHandler } from './graphql/format-error';
import { queryCostPlugin, queryLimitRules } from './graphql/query-limits';
import { greetFirstStart } from './seed/greeting';
import { storagePruning } from './storage/prune-storage';
import { storageState } from './storage/storage-state';

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
  /** Works through forgot-password requests after they were answered (`runPending()` runs what waits now). */
  accountLinks: AccountLinkRequests;
  /** The public site (its HTML cache is emptied by the domain events of every instance). */
  site: Site;
  /** The reads the site makes in-process (its read model and the GraphQL documents), for tests and benchmarks comparing them. */
  siteData: SiteData;
  /** Starts listening; resolves to the base URL. */
  listen(port?: number, host?: string): Promise<string>;
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

/** The site's reads change no session. */
const visitorSession: Ctx['session'] = { signIn: async () => undefined, signOut: async () => undefined, refresh: async () => false };

/** The largest upload any GraphQL mutation accepts (SPEC §9: media files up to 100 MB). */
const maxGraphQLUpload = 100 * 1024 * 1024;

/**
 * The one place the gateway is wired: database (server or embedded), services, sessions, the
 * GraphQL endpoint and the REST facade. Tests build the same app on a random port.
 */
export async function createTessera(config: GatewayConfig): Promise<Tessera> {
  const log = createLogger(config.logLevel, config.log);
  const traffic = new TrafficLog(log, config.log.summaryMs);
  traffic.start();
  const data = await openTesseraData(config, log);
  const { orm, services, events } = data;
  // What a first start writes, one gateway at a time: others started with it find it made.
  const secret = await data.startupLock(async () => {
    const made = config.secret ?? (await installationSecret(orm.em.fork()));
    if (await ensureBootstrapAdmin(systemContext(orm.em.fork(), services), config.adminEmail, config.adminPassword)) {
      log.info({ email: config.adminEmail }, 'created the first administrator');
    }
    if (config.greeting && (await greetFirstStart(data))) log.info('first start: made the greeting home page and default statements');
    return made;
  });
  // Forgot-password requests are answered by recording them; the addresses are looked up here,
  // after the answer, as often as the events are looked for.
  const accountLinks = new AccountLinkRequests({ orm, services, pollMs: config.eventPollMs });
  accountLinks.start();

  // The site renders the editor's unsaved drafts (live preview); it is made below, after the API.
  const drafts = draftPreviews(() => site);
  const contextOf = (req: Request): Ctx => ({
    em: readOnlyFork(orm.em),
    viewer: req.tessera!.viewer,
    session: req.tessera!.control,
    services: { ...services, log: req.log, drafts },
    request: { id: String(req.id), ip: req.ip, userAgent: req.get('user-agent') },
  });

  const app = express();
  // Cached public pages are answered before Express (its middleware costs more than the answer):
  // with the same security headers, but without an access-log line or request id. Only a path
  // routing gave the site is looked up there, so no cached page answers for another handler.
  let serveCachedPage: (req: IncomingMessage, res: ServerResponse) => boolean = () => false;
  // So are the renditions visitors were already answered (kept-files.ts).
  const httpServer: Server = createServer((req, res) => {
    const handler = handlerOf(req);
    if (handler === 'site' && serveCachedPage(req, res)) return traffic.answeredFromCache('page', req, res);
    if (handler === 'api' && serveKeptFile(req, res, services.servedFiles)) return traffic.answeredFromCache('file', req, res);
    app(req, res);
  });
  // Idle keep-alive connections live longer than a load balancer's (often 60 s), so it is never
  // the one reusing a socket Node just closed (Node's 5 s default made clients see ECONNRESET).
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const extraOrigins = remoteOrigins(config.admin.remotes);
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...extraOrigins],
        'connect-src': ["'self'", ...extraOrigins],
        // blob: for the preview of a chosen profile image before it is uploaded.
        'img-src': ["'self'", 'data:', 'blob:'],
        // Plain-HTTP installations (localhost, tests) must keep loading their own files;
        // HTTPS deployments get HSTS anyway.
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.use(securityHeaders);
  app.use(
    pinoHttp({
      logger: log,
      customLogLevel: traffic.accessLogLevel,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
    }),
  );

  // gzip for the admin's bundles and the API's JSON (a CDN in front may take this over).
  app.use(compression());
  app.use(refuseOtherSpellings);

  let closing: Promise<void> | undefined;

  // Readiness, for load balancers: 503 only while shutting down. The database and the storage are
  // reported (`degraded` when either does not answer) but fail nothing: every gateway shares
  // them, so an outage of either would take every gateway out of the balancer at once, while each
  // can still serve what it holds (cached pages, kept images) and answer the rest with a coded 503.
  const lookAtParts = async () => {
    const [database, storage] = await Promise.all([
      withinTime(orm.em.fork().execute('select 1'), readinessTimeoutMs).then(
        () => 'ok' as const,
        (error: unknown) => {
          log.warn({ err: error }, 'readiness: the database does not answer');
          return 'unreachable' as const;
        },
      ),
      storageAnswers(services.storage, readinessTimeoutMs).then(
        () => 'ok' as const,
        (error: unknown) => {
          const state = storageState(error);
          log.warn({ err: error, storage: state }, state === 'missing' ? 'readiness: the storage (bucket or folder) is missing' : 'readiness: the storage does not answer');
          return state;
        },
      ),
    ]);
    return { database, storage };
  };
  // One look a second at most, shared by every caller: /readyz needs no session, and each look is
  // a database query and a request to the object store.
  let lastLook: { at: number; parts: ReturnType<typeof lookAtParts> } | undefined;
  app.get('/readyz', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (closing) return void res.status(503).json({ status: 'shutting-down', database: 'unknown', storage: 'unknown' });
    if (!lastLook || Date.now() - lastLook.at >= readinessLookMs) lastLook = { at: Date.now(), parts: lookAtParts() };
    const { database, storage } = await lastLook.parts;
    res.json({ status: database === 'ok' && storage === 'ok' ? 'ready' : 'degraded', database, storage });
  });

  app.get('/healthz', async (req, res) => {
    try {
      await orm.em.fork().execute('select 1');
      res.json({ status: 'ok' });
    } catch (error) {
      req.log.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 'unavailable' });
    }
  });

  const session = sessionMiddleware({ orm, secret, ttlMs: config.sessionTtlMinutes * 60_000, cookieSecure: config.cookieSecure });
  app.use('/api/tessera', session, restRouter(restRoutes, { bodyLimit: config.bodyLimit, contextOf, csrfSecret: secret }));

  const schema = buildTesseraSchema();
  const apollo = new ApolloServer<Ctx & GraphQLContext>({
    schema,
    formatError: formatError(log),
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGINT/SIGTERM and closes everything. Apollo's own handler (installed unless
    // NODE_ENV is test) re-raises the signal once Apollo alone has stopped, killing the process
    // before the database, outbox and event bus are closed.
    stopOnTerminationSignals: false,
    // A document over the limits is refused (Q_01): too long while parsing, too deep or with too
    // many aliases while validating, too costly with its variables before it runs.
    parseOptions: { maxTokens: config.graphql.maxTokens },
    validationRules: queryLimitRules(config.graphql),
    // Automatic persisted queries: a query registered once (after it passed validation and the
    // limits) is then sent by its SHA-256 alone, also as a GET. Kept in Apollo's bounded in-memory
    // LRU cache (30 MB by default) until evicted; a miss just makes the client send the query again.
    cache: 'bounded',
    persistedQueries: { ttl: null },
    plugins: [queryCostPlugin(config.graphql), csrfPlugin, ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: config.shutdownGraceMs }), ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();
  app.use(
    '/graphql',
    session,
    express.json({ limit: config.bodyLimit }),
    graphqlUploadExpress({ maxFileSize: maxGraphQLUpload, maxFiles: 1 }),
    // The CSRF check first: a request that passes only by the site's token runs as a visitor.
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const csrfOk = passesCsrf(req, secret);
        return { ...contextOf(req), csrfOk };
      },
    }),
  );
  app.use('/graphql', bodyErrorHandler, graphqlFailureHandler(log));

  mountAdmin(app, config.admin);

  // The site reads through the same schema in-process, as an anonymous visitor (the preview: as
  // the editor of the request). A local change delivers its events before the API answers, and
  // other instances' changes arrive through the event bus, so the HTML cache never outlives one.
  const siteData = inProcessSiteData({
    schema,
    anonymousContext: (): Ctx => ({ em: readOnlyFork(orm.em), viewer: null, session: visitorSession, services, request: { id: 'site' } }),
    contextOf: (req) => contextOf(req as Request),
  });
  const site = createSite({
    data: siteData,
    config: services.config,
    secret,
    publicUrl: config.publicUrl,
    log,
    isOutage: isDatabaseOutage,
  });
  const unsubscribeSite = events.subscribe(site.onEvent);
  // The caches in front (TESSERA_PURGE_URLS) hear every invalidation as a purge of its keys,
  // once per cluster: a durable consumer, so a purge a cache refused is retried with backoff and
  // parked (search index screen) when it keeps failing. The purge is repeated after
  // TESSERA_PURGE_REPEAT_MS, for a copy a cache fetched from a gateway that had not yet heard the
  // event.
  if (config.purge.urls.length > 0) data.consumers.register('cdn-purge', cdnPurgeHandler(config.purge, log));
  mountSite(app, site, session);
  const pageHeaders = headersSetBy(securityHeaders).flat();
  serveCachedPage = (req, res) => site.serveCached(req, res, pageHeaders);

  app.use((req, res) => sendErrors(res, 404, [{ code: 'V_12', property: 'path' }]));
  app.use((error: unknown, req: Request, res: express.Response, _next: express.NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status === 413) return sendErrors(res, 413, [{ code: 'ML_01', property: 'file' }]);
    // A route parameter that is not percent-encoded UTF-8 (`/cmsadmin/%ff`).
    if (error instanceof URIError) return sendErrors(res, 400, [{ code: 'V_12', property: 'path' }]);
    if (status && status >= 400 && status < 500) return sendErrors(res, status, [{ code: 'V_12', property: 'body' }]);
    // A coded refusal, a database outage (the session could not be read: G_04), or a bug (G_01).
    sendFailure(res, error, req.log);
  });

  // Half-written uploads a killed process left, and stray bytes over the write record (issue 31).
  const pruneStorage = storagePruning(orm, services, config.storageSweep, log);
  pruneStorage().catch((error) => log.warn({ err: error }, 'pruning temporary uploads and stray bytes failed'));
  const pruning = setInterval(() => {
    Promise.all([pruneAuthState(orm.em.fork()), pruneContactState(orm.em.fork()), events.prune(), data.mail.prune(), pruneStorage()]).catch((error) =>
      log.warn({ err: error }, 'pruning sessions, sign-in counts, contact form state, delivered events, sent mail, stale uploads and stray bytes failed'),
    );
  }, 60 * 60_000);
  pruning.unref();

  return {
    app,
    orm,
    services,
    events,
    consumers: data.consumers,
    mail: data.mail,
    schedule: data.schedule,
    accountLinks,
    site,
    siteData,
    listen(port = config.port, host = config.host) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address() as AddressInfo;
          resolve(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`);
        });
      });
    },
    get shuttingDown() {
      return closing !== undefined;
    },
    close(options: { drain?: boolean } = {}) {
      closing ??= (async () => {
        clearInterval(pruning);
        // Draining (SIGTERM): /readyz answers 503 (shutting-down) while everything else is still
        // served, so the balancer's checks take this gateway out before its port closes.
        if (options.drain && httpServer.listening && config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
        // Apollo's drain plugin closes the listening socket at once, ends idle keep-alive
        // connections, lets the requests in flight finish (their connections end after them)
        // and destroys what is left after config.shutdownGraceMs.
        await apollo.stop();
        if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
        traffic.stop();
        unsubscribeSite();
        await accountLinks.stop();
        // The mail outbox, the durable consumers (their claims released, so another gateway
        // takes the work over at once), the search jobs and the event bus stop, then the
        // database closes (the embedded one last, after the pool that uses it).
        await data.close();
      })();
      return closing;
    },
  };
}

/** How long /readyz waits for the database and the storage before calling them unreachable. */
const readinessTimeoutMs = 2_000;
/** How long one look at the database and the storage answers /readyz. */
const readinessLookMs = 1_000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The storage's own check when it has one (object stores: `ping()`); a local disk always answers. */
function storageAnswers(storage: Services['storage'], ms: number): Promise<unknown> {
  const ping = (storage as { ping?: () => Promise<unknown> }).ping;
  return typeof ping === 'function' ? withinTime(ping.call(storage), ms) : Promise.resolve();
}

/** The headers a middleware that sets the same headers on every response (helmet here) sets, captured once. */
function headersSetBy(middleware: (req: Request, res: express.Response, next: () => void) => void): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  middleware({ method: 'GET', headers: {}, url: '/', path: '/' } as unknown as Request, response as unknown as express.Response, () => undefined);
  return [...headers];
}

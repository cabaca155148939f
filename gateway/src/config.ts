import { purgeSettingsOf, type PurgeSettings } from './cdn/purge';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { ImageWorkOptions, OidcSettings, OpenDatabaseOptions, WebhookSettings } from '@tessera/schema';
import type { RemoteDefinition } from './http/admin';
import type { QueryLimits } from './graphql/query-limits';
import { logDefaults, type LogSettings } from './logger';
import type { MetricsSettings } from './metrics/metrics-server';
import { storageSweepOf, type StorageSweepSettings } from './storage/sweep-settings';
import { tracingSettingsOf, type TracingSettings } from './tracing/tracing-settings';
import { ConfigError } from './settings/config-error';
import { readEnvironment } from './settings/environment';
import type { Environment } from './settings/variables';

/** Everything the gateway reads from the environment (settings/variables.ts reads, checks and documents each variable). */
export interface GatewayConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent, the embedded database under dataDir is started. */
  databaseUrl?: string;
  dataDir: string;
  /**
   * Where media bytes and renditions live (TESSERA_STORAGE_URL): a local folder or an S3-compatible
   * bucket; absent, `storage/` under dataDir.
   */
  storage?: StorageConfig;
  /** The sweep of stray stored bytes: on, dry-run or off, and its grace (storage/sweep-settings.ts). */
  storageSweep: StorageSweepSettings;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  /**
   * On the first start of an empty database, make a greeting home page and default statements
   * (seed/greeting.ts). TESSERA_FIRST_START_GREETING=off leaves the database empty (the test
   * gateways do, unless a test asks for it).
   */
  greeting: boolean;
  /** Signs CSRF tokens; generated once and kept in the database when not given. */
  secret?: string;
  sessionTtlMinutes: number;
  /** Calls one API token may make per minute, counted across the cluster (TESSERA_API_TOKEN_CALLS_PER_MINUTE). */
  apiTokenCallsPerMinute: number;
  cookieSecure: boolean;
  /** Single sign-on with OpenID Connect (TESSERA_OIDC_*); absent when TESSERA_OIDC_ISSUER is not set. */
  oidc?: OidcSettings;
  bodyLimit: string;
  logLevel: string;
  /** Repeated warnings and the summary of cached answers and health checks (logger.ts; TESSERA_LOG_REPEAT_MS, TESSERA_LOG_SUMMARY_MS). */
  log: LogSettings;
  embeddedPort: number;
  dbPoolMax: number;
  /** How often each instance reads domain events raised elsewhere (ms). */
  eventPollMs: number;
  /** Mail outbox: how often to look for due mail, and the wait before the first retry (ms). */
  mailPollMs: number;
  mailRetryMs: number;
  /** How often each instance looks for pages whose scheduled publication or unpublication is due (ms, at most 10 s). */
  schedulePollMs: number;
  /** Gateway processes on the one port (TESSERA_WORKERS; node:cluster when more than 1). */
  workers: number;
  /** `/metrics` on a port of its own (TESSERA_METRICS_PORT, _HOST, _TOKEN; gateway/src/metrics); absent: no metrics are kept. */
  metrics?: MetricsSettings;
  /** OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT and the other standard OTEL_* variables; gateway/src/tracing); absent: no span is made. */
  tracing?: TracingSettings;
  /** On SIGTERM/SIGINT, how long requests in flight may take to finish before their connections are closed (ms). */
  shutdownGraceMs: number;
  /**
   * On SIGTERM, how long the gateway keeps serving with /readyz answering 503 before it closes its
   * port (TESSERA_SHUTDOWN_DRAIN_MS, 4 s: HAProxy's check runs every second and takes a gateway
   * out after 3 failures), so the balancer stops sending it requests before they are refused.
   */
  shutdownDrainMs: number;
  /**
   * The proxies whose X-Forwarded-For names the client (TESSERA_TRUST_PROXY): Express's `trust
   * proxy` as a list of addresses, subnets and the names loopback, linklocal and uniquelocal.
   */
  trustProxy: string[];
  /** Whether this instance sends the outbox's mail (off for instances that only serve requests). */
  mailDelivery: boolean;
  /**
   * Durable event consumers (search indexing, once per cluster): how long a gateway's claim on a
   * consumer lasts unrenewed (a killed gateway's work moves to another after it), the failed
   * attempts before an event is parked, and the retry wait (doubling from base up to max) (ms).
   */
  consumers: { leaseMs: number; maxAttempts: number; retryBaseMs: number; retryMaxMs: number };
  /**
   * Webhooks (docs/webhooks.md): whether endpoints may be on loopback, private, CGNAT and
   * unique-local addresses (TESSERA_WEBHOOKS_ALLOW_PRIVATE, for receivers on an intranet), and how
   * long one attempt may take (TESSERA_WEBHOOKS_TIMEOUT_MS), and the first wait of the retry
   * schedule (TESSERA_WEBHOOKS_RETRY_BASE_MS; the TESSERA_CONSUMER_* retry settings do not apply).
   */
  webhooks: WebhookSettings;
  /** Machine translation of translation drafts (TESSERA_MT_URL, TESSERA_MT_API_KEY: a LibreTranslate-compatible server); absent: off. */
  machineTranslation?: { url: string; apiKey?: string };
  /** Site search: PostgreSQL full-text search unless an Elasticsearch cluster is named. */
  search: {
    elasticsearchUrl?: string;
    elasticsearchIndex: string;
    /** Pages per transaction of "index all" and "remove all". */
    batchSize: number;
    /** Rest between those batches, leaving the database to requests (ms). */
    batchPauseMs: number;
    /** A running job without a heartbeat for this long died with its instance and may start again (ms). */
    staleAfterMs: number;
  };
  /** Image work (schema media/image-work.ts): refused with G_02 (503) past the line, ML_06 past the crop limit. */
  images: ImageWorkOptions & {
    /** Bytes of renditions only signed-in users asked for, held in memory (media/preview-cache.ts). */
    previewCacheBytes: number;
  };
  /** HTTP caches in front (Varnish, a CDN) purged by cache key on every invalidation (cdn/purge.ts). */
  purge: PurgeSettings;
  /** How much one GraphQL request may ask for (graphql/query-limits.ts): refused with Q_01 past these. */
  graphql: QueryLimits;
  admin: {
    inactivityMinutes: number;
    remotes: RemoteDefinition[];
    hostItems: RemoteDefinition['nav'];
  };
  /**
   * Tests only, never read from the environment: migrations run after the committed ones, so a
   * test can start a "newer" gateway beside an older one (gateway/src/upgrade/).
   */
  extraMigrations?: OpenDatabaseOptions['extraMigrations'];
}

export type StorageConfig =
  | { kind: 'file'; root: string }
  | {
      kind: 's3';
      bucket: string;
      /** Keys live under `<prefix>/`; '' for the bucket's root. */
      prefix: string;
      endpoint?: string;
      region: string;
      forcePathStyle: boolean;
      /** Bound of the local cache of originals lent to the image work (TESSERA_STORAGE_CACHE_MB). */
      cacheBytes: number;
    };

export { ConfigError } from './settings/config-error';
export { maxWorkers, parseTrustProxy, parseWorkers } from './settings/checks';

/**
 * TESSERA_STORAGE_URL: `file:<path>` (relative to the working directory; default `storage/` under
 * the data directory) or `s3://BUCKET/PREFIX` with TESSERA_S3_ENDPOINT, TESSERA_S3_REGION,
 * TESSERA_S3_FORCE_PATH_STYLE; credentials come from the AWS SDK's default chain.
 */
export function storageConfig(env: NodeJS.ProcessEnv): StorageConfig | undefined {
  return storageOf(readEnvironment(env));
}

function storageOf(environment: Environment): StorageConfig | undefined {
  const location = environment.TESSERA_STORAGE_URL;
  if (location?.kind !== 's3') {
    const s3Only = (['TESSERA_S3_ENDPOINT', 'TESSERA_S3_REGION', 'TESSERA_S3_FORCE_PATH_STYLE'] as const).filter((name) => environment[name] !== undefined);
    if (s3Only.length > 0)
      throw new ConfigError(`${s3Only.join(', ')} only apply to TESSERA_STORAGE_URL=s3://BUCKET/PREFIX, not to ${location ? `file:${location.path}` : 'the default local storage'}`);
    return location && { kind: 'file', root: resolve(location.path) };
  }
  return {
    kind: 's3',
    bucket: location.bucket,
    prefix: location.prefix,
    endpoint: environment.TESSERA_S3_ENDPOINT,
    region: environment.TESSERA_S3_REGION ?? 'us-east-1',
    forcePathStyle: environment.TESSERA_S3_FORCE_PATH_STYLE ?? false,
    cacheBytes: (environment.TESSERA_STORAGE_CACHE_MB ?? 256) * 1024 * 1024,
  };
}

const oidcNames = [
  'TESSERA_OIDC_CLIENT_ID',
  'TESSERA_OIDC_CLIENT_SECRET',
  'TESSERA_OIDC_NAME',
  'TESSERA_OIDC_ROLE_CLAIM',
  'TESSERA_OIDC_ROLES',
  'TESSERA_OIDC_DEFAULT_ROLE',
  'TESSERA_OIDC_SSO_ONLY',
] as const;

/** Single sign-on when TESSERA_OIDC_ISSUER is set, with its client; the other TESSERA_OIDC_* alone are a mistake. (That the roles exist is checked at start, against the database.) */
function oidcOf(environment: Environment): OidcSettings | undefined {
  const issuer = environment.TESSERA_OIDC_ISSUER;
  if (!issuer) {
    const without = oidcNames.filter((name) => environment[name] !== undefined);
    if (without.length > 0) throw new ConfigError(`${without.join(', ')} only apply with TESSERA_OIDC_ISSUER (single sign-on), which is not set`);
    return undefined;
  }
  const missing = (['TESSERA_OIDC_CLIENT_ID', 'TESSERA_OIDC_CLIENT_SECRET'] as const).filter((name) => !environment[name]);
  if (missing.length > 0) throw new ConfigError(`TESSERA_OIDC_ISSUER (single sign-on) needs ${missing.join(' and ')}`);
  const roles = environment.TESSERA_OIDC_ROLES ?? [];
  if (roles.length === 0 && !environment.TESSERA_OIDC_DEFAULT_ROLE)
    throw new ConfigError('TESSERA_OIDC_ISSUER (single sign-on) needs TESSERA_OIDC_ROLES or TESSERA_OIDC_DEFAULT_ROLE: otherwise nobody gets a role');
  return {
    issuer,
    clientId: environment.TESSERA_OIDC_CLIENT_ID!,
    clientSecret: environment.TESSERA_OIDC_CLIENT_SECRET!,
    name: environment.TESSERA_OIDC_NAME ?? 'single sign-on',
    roleClaim: environment.TESSERA_OIDC_ROLE_CLAIM ?? 'groups',
    roles,
    defaultRole: environment.TESSERA_OIDC_DEFAULT_ROLE ?? null,
    ssoOnly: environment.TESSERA_OIDC_SSO_ONLY ?? false,
  };
}

/** A LibreTranslate-compatible server when TESSERA_MT_URL is set; an API key alone is a mistake. */
function machineTranslationOf(environment: Environment): GatewayConfig['machineTranslation'] {
  if (!environment.TESSERA_MT_URL) {
    if (environment.TESSERA_MT_API_KEY !== undefined) throw new ConfigError('TESSERA_MT_API_KEY only applies with TESSERA_MT_URL (machine translation), which is not set');
    return undefined;
  }
  return { url: environment.TESSERA_MT_URL, apiKey: environment.TESSERA_MT_API_KEY };
}

/**
 * One worker per core; a line of eight jobs per worker, none waiting over 3 s; a turned crop holds
 * at most 32 million pixels at once (its source and the source turned, about 130 MB: a 12-megapixel
 * photo straightened at full size fits); 64 MB of previews.
 */
function imageConfig(environment: Environment): GatewayConfig['images'] {
  const workers = environment.TESSERA_IMAGE_WORKERS ?? availableParallelism();
  return {
    workers,
    queueLength: environment.TESSERA_IMAGE_QUEUE ?? workers * 8,
    maxWaitMs: environment.TESSERA_IMAGE_WAIT_MS ?? 3_000,
    maxCropPixels: environment.TESSERA_IMAGE_MAX_CROP_PIXELS ?? 32_000_000,
    previewCacheBytes: (environment.TESSERA_PREVIEW_CACHE_MB ?? 64) * 1024 * 1024,
  };
}

/** The gateway's configuration from the environment, every variable read and checked by the schema of settings/variables.ts. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const e = readEnvironment(env);
  const port = e.PORT ?? 8080;
  const development = ['development', 'test'].includes(e.NODE_ENV ?? '');
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.TESSERA_DATA_DIR ?? './data'),
    storage: storageOf(e),
    storageSweep: storageSweepOf(e),
    publicUrl: (e.TESSERA_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Tessera <no-reply@localhost>',
    adminEmail: e.TESSERA_ADMIN_EMAIL,
    adminPassword: e.TESSERA_ADMIN_PASSWORD,
    greeting: e.TESSERA_FIRST_START_GREETING ?? true,
    secret: e.TESSERA_SECRET,
    sessionTtlMinutes: e.TESSERA_SESSION_TTL_MINUTES ?? 120,
    apiTokenCallsPerMinute: e.TESSERA_API_TOKEN_CALLS_PER_MINUTE ?? 600,
    cookieSecure: e.TESSERA_COOKIE_SECURE ?? !development,
    oidc: oidcOf(e),
    bodyLimit: e.TESSERA_BODY_LIMIT ?? '1mb',
    logLevel: e.LOG_LEVEL ?? 'info',
    log: { repeatWindowMs: e.TESSERA_LOG_REPEAT_MS ?? logDefaults.repeatWindowMs, summaryMs: e.TESSERA_LOG_SUMMARY_MS ?? logDefaults.summaryMs },
    embeddedPort: e.TESSERA_EMBEDDED_PG_PORT ?? 0,
    dbPoolMax: e.TESSERA_DB_POOL_MAX ?? 8,
    // On a server NOTIFY wakes instances at once and the poll is a safety net; the embedded
    // database's socket cannot route notifications, so there the poll is the delivery.
    eventPollMs: e.TESSERA_EVENT_POLL_MS ?? (e.DATABASE_URL ? 2000 : 250),
    mailPollMs: e.TESSERA_MAIL_POLL_MS ?? 5000,
    mailRetryMs: e.TESSERA_MAIL_RETRY_MS ?? 10_000,
    // A scheduled publication runs within this (plus the run itself) of its time; the issue asks 30 s.
    schedulePollMs: Math.min(e.TESSERA_SCHEDULE_POLL_MS ?? 5_000, 10_000),
    mailDelivery: e.TESSERA_MAIL_DELIVERY ?? true,
    workers: e.TESSERA_WORKERS ?? 1,
    metrics: e.TESSERA_METRICS_PORT === undefined ? undefined : { port: e.TESSERA_METRICS_PORT, host: e.TESSERA_METRICS_HOST ?? '127.0.0.1', token: e.TESSERA_METRICS_TOKEN },
    tracing: tracingSettingsOf(e),
    shutdownGraceMs: e.TESSERA_SHUTDOWN_GRACE_MS ?? 10_000,
    shutdownDrainMs: e.TESSERA_SHUTDOWN_DRAIN_MS ?? 4_000,
    trustProxy: e.TESSERA_TRUST_PROXY ?? ['loopback'],
    consumers: {
      leaseMs: e.TESSERA_CONSUMER_LEASE_MS ?? 15_000,
      maxAttempts: e.TESSERA_CONSUMER_MAX_ATTEMPTS ?? 5,
      retryBaseMs: e.TESSERA_CONSUMER_RETRY_MS ?? 1_000,
      retryMaxMs: e.TESSERA_CONSUMER_RETRY_MAX_MS ?? 5 * 60_000,
    },
    webhooks: {
      allowPrivate: e.TESSERA_WEBHOOKS_ALLOW_PRIVATE ?? false,
      timeoutMs: e.TESSERA_WEBHOOKS_TIMEOUT_MS ?? 10_000,
      retryBaseMs: e.TESSERA_WEBHOOKS_RETRY_BASE_MS ?? 10_000,
    },
    machineTranslation: machineTranslationOf(e),
    search: {
      elasticsearchUrl: e.ELASTICSEARCH_URL,
      elasticsearchIndex: e.ELASTICSEARCH_INDEX ?? 'tessera-pages',
      batchSize: e.TESSERA_SEARCH_BATCH_SIZE ?? 200,
      batchPauseMs: e.TESSERA_SEARCH_BATCH_PAUSE_MS ?? 0,
      staleAfterMs: 120_000,
    },
    images: imageConfig(e),
    purge: purgeSettingsOf(e),
    // The admin's and the site's own documents reach depth 7, 2 aliases, about 100 tokens and 137
    // fields (the menu tree's fragments expanded, with Apollo Client's `__typename`s), and the
    // costliest, a sitemap read of 5,000 pages, is estimated at 180,000 (query-limits.test.ts
    // checks every one of them against these). graphql-js's standard introspection query has
    // 471 fields: tools read the schema with it.
    graphql: {
      maxDepth: e.TESSERA_GRAPHQL_MAX_DEPTH ?? 12,
      maxAliases: e.TESSERA_GRAPHQL_MAX_ALIASES ?? 50,
      maxCost: e.TESSERA_GRAPHQL_MAX_COST ?? 500_000,
      maxTokens: e.TESSERA_GRAPHQL_MAX_TOKENS ?? 2_000,
      maxFields: e.TESSERA_GRAPHQL_MAX_FIELDS ?? 500,
    },
    admin: {
      inactivityMinutes: e.TESSERA_ADMIN_INACTIVITY_MINUTES ?? 30,
      remotes: e.TESSERA_ADMIN_REMOTES ?? [],
      hostItems: e.TESSERA_ADMIN_NAV_ITEMS ?? [],
    },
  };
}

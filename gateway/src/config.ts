import { readPurgeSettings, type PurgeSettings } from './cdn/purge';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageWorkOptions, WebhookSettings } from '@tessera/schema';
import type { RemoteDefinition } from './http/admin';
import type { QueryLimits } from './graphql/query-limits';
import { logDefaults, type LogSettings } from './logger';
import { readStorageSweep, type StorageSweepSettings } from './storage/sweep-settings';

/** Everything the gateway reads from the environment; README.md documents each variable. */
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
  cookieSecure: boolean;
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

/** A setting that cannot work: start-up stops with this message (no stack). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** S3's bucket naming rules (3–63 lowercase letters, digits, dots and hyphens, a letter or digit at both ends). */
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const prefixPart = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * TESSERA_STORAGE_URL: `file:<path>` (relative to the working directory; default `storage/` under
 * the data directory) or `s3://BUCKET/PREFIX` with TESSERA_S3_ENDPOINT, TESSERA_S3_REGION,
 * TESSERA_S3_FORCE_PATH_STYLE; credentials come from the AWS SDK's default chain.
 */
export function storageConfig(env: NodeJS.ProcessEnv): StorageConfig | undefined {
  const url = env.TESSERA_STORAGE_URL?.trim();
  const s3Only = ['TESSERA_S3_ENDPOINT', 'TESSERA_S3_REGION', 'TESSERA_S3_FORCE_PATH_STYLE'].filter((name) => env[name]);
  if (!url || url.startsWith('file:')) {
    if (s3Only.length > 0) throw new ConfigError(`${s3Only.join(', ')} only apply to TESSERA_STORAGE_URL=s3://BUCKET/PREFIX, not to ${url ?? 'the default local storage'}`);
    if (!url) return undefined;
    const path = url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
    if (!path) throw new ConfigError('TESSERA_STORAGE_URL=file: needs a folder, e.g. file:/var/lib/tessera/storage');
    return { kind: 'file', root: resolve(path) };
  }
  if (!url.startsWith('s3://')) throw new ConfigError(`TESSERA_STORAGE_URL must be file:<folder> or s3://BUCKET/PREFIX, not "${url}"`);
  const [bucket, ...rest] = url.slice('s3://'.length).split('/');
  if (!bucketName.test(bucket) || bucket.includes('..')) {
    throw new ConfigError(`TESSERA_STORAGE_URL: "${bucket}" is not a bucket name (3-63 lowercase letters, digits, dots and hyphens)`);
  }
  const parts = rest.filter((part) => part !== '');
  if (parts.some((part) => !prefixPart.test(part) || part === '..')) {
    throw new ConfigError(`TESSERA_STORAGE_URL: the prefix "${rest.join('/')}" may hold only letters, digits, '.', '_', '-' and '/'`);
  }
  const endpoint = env.TESSERA_S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpoint);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) throw new ConfigError(`TESSERA_S3_ENDPOINT must be an http(s) URL, not "${endpoint}"`);
  }
  const region = env.TESSERA_S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new ConfigError(`TESSERA_S3_REGION: "${region}" is not a region name (e.g. us-east-1, eu-west-1, auto)`);
  const pathStyle = env.TESSERA_S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  if (pathStyle && !['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(pathStyle)) {
    throw new ConfigError(`TESSERA_S3_FORCE_PATH_STYLE must be true or false, not "${env.TESSERA_S3_FORCE_PATH_STYLE}"`);
  }
  const cacheMb = Number(env.TESSERA_STORAGE_CACHE_MB ?? 256);
  if (!Number.isFinite(cacheMb) || cacheMb < 0) throw new ConfigError(`TESSERA_STORAGE_CACHE_MB must be a number of megabytes, not "${env.TESSERA_STORAGE_CACHE_MB}"`);
  return {
    kind: 's3',
    bucket,
    prefix: parts.join('/'),
    endpoint,
    region,
    forcePathStyle: flag(pathStyle) ?? false,
    cacheBytes: cacheMb * 1024 * 1024,
  };
}

function jsonList<T>(name: string, value: string | undefined): T[] {
  if (!value) return [];
  const parsed = JSON.parse(value) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`${name} must be a JSON array`);
  return parsed as T[];
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/**
 * One worker per core; a line of eight jobs per worker, none waiting over 3 s; a turned crop holds
 * at most 32 million pixels at once (its source and the source turned, about 130 MB: a 12-megapixel
 * photo straightened at full size fits); 64 MB of previews.
 */
function imageConfig(env: NodeJS.ProcessEnv): GatewayConfig['images'] {
  const workers = Number(env.TESSERA_IMAGE_WORKERS ?? availableParallelism());
  return {
    workers,
    queueLength: Number(env.TESSERA_IMAGE_QUEUE ?? workers * 8),
    maxWaitMs: Number(env.TESSERA_IMAGE_WAIT_MS ?? 3_000),
    maxCropPixels: Number(env.TESSERA_IMAGE_MAX_CROP_PIXELS ?? 32_000_000),
    previewCacheBytes: Number(env.TESSERA_PREVIEW_CACHE_MB ?? 64) * 1024 * 1024,
  };
}

/** The most gateway processes TESSERA_WORKERS may ask for. */
export const maxWorkers = 64;

/**
 * TESSERA_WORKERS: `1` (the default), `auto` (one per core: os.availableParallelism()) or a whole
 * number from 1 to 64. Anything else stops the start with a message naming the variable.
 */
export function parseWorkers(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return 1;
  if (text === 'auto') return Math.min(maxWorkers, availableParallelism());
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= maxWorkers) return Number(text);
  throw new ConfigError(`TESSERA_WORKERS must be "auto" or a whole number from 1 to ${maxWorkers}, not "${value}"`);
}

const proxyNames = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TESSERA_TRUST_PROXY: comma separated addresses and subnets (`10.0.0.0/8`, `2001:db8::/32`) of
 * the balancers in front, and the names loopback (the default), linklocal, uniquelocal. Only a
 * hop from one of these may name the client in X-Forwarded-For, which the sign-in lock and the
 * contact limit count by; "trust everyone" is not offered (any visitor could pick their address).
 */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? 'loopback')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return ['loopback'];
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!(proxyNames.includes(entry) || (version !== 0 && validBits && rest.length === 0))) {
      throw new ConfigError(`TESSERA_TRUST_PROXY must list addresses, subnets (10.0.0.0/8) or ${proxyNames.join(', ')}, separated by commas; "${entry}" is none of these`);
    }
  }
  return entries;
}

/** A whole number from the environment (milliseconds, attempts), or the default; anything else stops the start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, least = 0): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < least) throw new ConfigError(`${name} must be a whole number of at least ${least}, not "${env[name]}"`);
  return Number(text);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = Number(env.PORT ?? 8080);
  const development = ['development', 'test'].includes(env.NODE_ENV ?? '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.TESSERA_DATA_DIR ?? './data'),
    storage: storageConfig(env),
    storageSweep: readStorageSweep(env),
    publicUrl: (env.TESSERA_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tessera <no-reply@localhost>',
    adminEmail: env.TESSERA_ADMIN_EMAIL || undefined,
    adminPassword: env.TESSERA_ADMIN_PASSWORD || undefined,
    greeting: flag(env.TESSERA_FIRST_START_GREETING) ?? true,
    secret: env.TESSERA_SECRET || undefined,
    sessionTtlMinutes: Number(env.TESSERA_SESSION_TTL_MINUTES ?? 120),
    cookieSecure: flag(env.TESSERA_COOKIE_SECURE) ?? !development,
    bodyLimit: env.TESSERA_BODY_LIMIT ?? '1mb',
    logLevel: env.LOG_LEVEL ?? 'info',
    log: { repeatWindowMs: wholeNumber(env, 'TESSERA_LOG_REPEAT_MS', logDefaults.repeatWindowMs), summaryMs: wholeNumber(env, 'TESSERA_LOG_SUMMARY_MS', logDefaults.summaryMs) },
    embeddedPort: Number(env.TESSERA_EMBEDDED_PG_PORT ?? 0),
    dbPoolMax: Number(env.TESSERA_DB_POOL_MAX ?? 8),
    // On a server NOTIFY wakes instances at once and the poll is a safety net; the embedded
    // database's socket cannot route notifications, so there the poll is the delivery.
    eventPollMs: Number(env.TESSERA_EVENT_POLL_MS ?? (env.DATABASE_URL ? 2000 : 250)),
    mailPollMs: Number(env.TESSERA_MAIL_POLL_MS ?? 5000),
    mailRetryMs: Number(env.TESSERA_MAIL_RETRY_MS ?? 10_000),
    // A scheduled publication runs within this (plus the run itself) of its time; the issue asks 30 s.
    schedulePollMs: Math.min(wholeNumber(env, 'TESSERA_SCHEDULE_POLL_MS', 5_000, 50), 10_000),
    mailDelivery: flag(env.TESSERA_MAIL_DELIVERY) ?? true,
    workers: parseWorkers(env.TESSERA_WORKERS),
    shutdownGraceMs: wholeNumber(env, 'TESSERA_SHUTDOWN_GRACE_MS', 10_000),
    shutdownDrainMs: wholeNumber(env, 'TESSERA_SHUTDOWN_DRAIN_MS', 4_000),
    trustProxy: parseTrustProxy(env.TESSERA_TRUST_PROXY),
    consumers: {
      leaseMs: wholeNumber(env, 'TESSERA_CONSUMER_LEASE_MS', 15_000, 100),
      maxAttempts: wholeNumber(env, 'TESSERA_CONSUMER_MAX_ATTEMPTS', 5, 1),
      retryBaseMs: wholeNumber(env, 'TESSERA_CONSUMER_RETRY_MS', 1_000),
      retryMaxMs: wholeNumber(env, 'TESSERA_CONSUMER_RETRY_MAX_MS', 5 * 60_000),
    },
    webhooks: {
      allowPrivate: flag(env.TESSERA_WEBHOOKS_ALLOW_PRIVATE) ?? false,
      timeoutMs: wholeNumber(env, 'TESSERA_WEBHOOKS_TIMEOUT_MS', 10_000, 100),
      retryBaseMs: wholeNumber(env, 'TESSERA_WEBHOOKS_RETRY_BASE_MS', 10_000, 1),
    },
    search: {
      elasticsearchUrl: env.ELASTICSEARCH_URL || undefined,
      elasticsearchIndex: env.ELASTICSEARCH_INDEX || 'tessera-pages',
      batchSize: Number(env.TESSERA_SEARCH_BATCH_SIZE ?? 200),
      batchPauseMs: Number(env.TESSERA_SEARCH_BATCH_PAUSE_MS ?? 0),
      staleAfterMs: 120_000,
    },
    images: imageConfig(env),
    purge: readPurgeSettings(env),
    // The admin's and the site's own documents reach depth 7, 2 aliases, about 100 tokens and 137
    // fields (the menu tree's fragments expanded, with Apollo Client's `__typename`s), and the
    // costliest, a sitemap read of 5,000 pages, is estimated at 180,000 (query-limits.test.ts
    // checks every one of them against these). graphql-js's standard introspection query has
    // 471 fields: tools read the schema with it.
    graphql: {
      maxDepth: Number(env.TESSERA_GRAPHQL_MAX_DEPTH ?? 12),
      maxAliases: Number(env.TESSERA_GRAPHQL_MAX_ALIASES ?? 50),
      maxCost: Number(env.TESSERA_GRAPHQL_MAX_COST ?? 500_000),
      maxTokens: Number(env.TESSERA_GRAPHQL_MAX_TOKENS ?? 2_000),
      maxFields: Number(env.TESSERA_GRAPHQL_MAX_FIELDS ?? 500),
    },
    admin: {
      inactivityMinutes: Number(env.TESSERA_ADMIN_INACTIVITY_MINUTES ?? 30),
      remotes: jsonList<RemoteDefinition>('TESSERA_ADMIN_REMOTES', env.TESSERA_ADMIN_REMOTES),
      hostItems: jsonList('TESSERA_ADMIN_NAV_ITEMS', env.TESSERA_ADMIN_NAV_ITEMS),
    },
  };
}

import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { ImageWorkOptions } from '@tessera/schema';
import type { RemoteDefinition } from './http/admin';
import type { QueryLimits } from './graphql/query-limits';

/** Everything the gateway reads from the environment; README.md documents each variable. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent, the embedded database under dataDir is started. */
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Signs CSRF tokens; generated once and kept in the database when not given. */
  secret?: string;
  sessionTtlMinutes: number;
  cookieSecure: boolean;
  bodyLimit: string;
  logLevel: string;
  embeddedPort: number;
  dbPoolMax: number;
  /** How often each instance reads domain events raised elsewhere (ms). */
  eventPollMs: number;
  /** Mail outbox: how often to look for due mail, and the wait before the first retry (ms). */
  mailPollMs: number;
  mailRetryMs: number;
  /** Whether this instance sends the outbox's mail (off for instances that only serve requests). */
  mailDelivery: boolean;
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
  /** How much one GraphQL request may ask for (graphql/query-limits.ts): refused with Q_01 past these. */
  graphql: QueryLimits;
  admin: {
    inactivityMinutes: number;
    remotes: RemoteDefinition[];
    hostItems: RemoteDefinition['nav'];
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = Number(env.PORT ?? 8080);
  const development = ['development', 'test'].includes(env.NODE_ENV ?? '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.TESSERA_DATA_DIR ?? './data'),
    publicUrl: (env.TESSERA_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tessera <no-reply@localhost>',
    adminEmail: env.TESSERA_ADMIN_EMAIL || undefined,
    adminPassword: env.TESSERA_ADMIN_PASSWORD || undefined,
    secret: env.TESSERA_SECRET || undefined,
    sessionTtlMinutes: Number(env.TESSERA_SESSION_TTL_MINUTES ?? 120),
    cookieSecure: flag(env.TESSERA_COOKIE_SECURE) ?? !development,
    bodyLimit: env.TESSERA_BODY_LIMIT ?? '1mb',
    logLevel: env.LOG_LEVEL ?? 'info',
    embeddedPort: Number(env.TESSERA_EMBEDDED_PG_PORT ?? 0),
    dbPoolMax: Number(env.TESSERA_DB_POOL_MAX ?? 8),
    // On a server NOTIFY wakes instances at once and the poll is a safety net; the embedded
    // database's socket cannot route notifications, so there the poll is the delivery.
    eventPollMs: Number(env.TESSERA_EVENT_POLL_MS ?? (env.DATABASE_URL ? 2000 : 250)),
    mailPollMs: Number(env.TESSERA_MAIL_POLL_MS ?? 5000),
    mailRetryMs: Number(env.TESSERA_MAIL_RETRY_MS ?? 10_000),
    mailDelivery: flag(env.TESSERA_MAIL_DELIVERY) ?? true,
    search: {
      elasticsearchUrl: env.ELASTICSEARCH_URL || undefined,
      elasticsearchIndex: env.ELASTICSEARCH_INDEX || 'tessera-pages',
      batchSize: Number(env.TESSERA_SEARCH_BATCH_SIZE ?? 200),
      batchPauseMs: Number(env.TESSERA_SEARCH_BATCH_PAUSE_MS ?? 0),
      staleAfterMs: 120_000,
    },
    images: imageConfig(env),
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

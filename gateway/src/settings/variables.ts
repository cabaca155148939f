import { z } from 'zod';
import { embeddedSettingsDefault } from '@tessera/schema';
import type { GatewayConfig } from '../config';
import { maxWorkers, navItem, parseTrustProxy, parseWorkers, purgeUrl, remote, storageLocation } from './checks';
import { checked, decimal, email, flag, json, list, oneOf, Refused, text, url, whole, type Kind } from './kinds';
import { traceSamplers } from '../tracing/tracing-settings';

/**
 * Every environment variable Tessera reads, once: how its text is read and checked (a zod schema),
 * what it is when unset, what it means, whether its value is a secret, and where the effective
 * value ends up in the gateway's configuration. readConfig reads through it, `tessera config`
 * prints it, and the README's table is written from it (settings.test.ts fails when they differ).
 *
 * Not here: TESSERA_WORKER_SLOT (set by the first process for the workers it starts), the
 * webpack dev server's TESSERA_GATEWAY_URL and the tests' TESSERA_TEST_DATABASE_URL.
 */
export interface Variable<T> {
  kind: Kind<T>;
  /** The README's "default" column (Markdown). */
  unset: string;
  /** The README's "meaning" column (Markdown). */
  meaning: string;
  /** `value`: never printed; `url`: printed with the password of each URL masked. */
  secret?: 'value' | 'url';
  /** The value in effect, from the configuration readConfig made (absent: the variable's own value). */
  effective?: (config: GatewayConfig) => unknown;
}

function variable<T>(kind: Kind<T>, doc: Omit<Variable<T>, 'kind'>): Variable<T> {
  return { kind, ...doc };
}

const httpUrl = url('an http(s) URL', 'http:', 'https:');

const minutes = whole(1);

function ratio(text: string): number {
  const value = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || value > 1) throw new Refused(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1, not "${text}"`);
  return value;
}

export const variables = {
  PORT: variable(whole(0, 65535), { unset: '`8080`', meaning: 'HTTP port', effective: (c) => c.port }),
  HOST: variable(text, { unset: '`0.0.0.0`', meaning: 'interface to listen on', effective: (c) => c.host }),
  DATABASE_URL: variable(url('a URL starting with postgresql://', 'postgresql:', 'postgres:'), {
    unset: 'unset',
    meaning: 'PostgreSQL server (`postgresql://user@host:5432/db`); unset starts the embedded PostgreSQL',
    secret: 'url',
  }),
  TESSERA_DATA_DIR: variable(text, {
    unset: '`./data`',
    meaning: 'embedded database files (`postgres/`), uploaded files (`storage/`), the mail outbox (`outbox/`)',
    effective: (c) => c.dataDir,
  }),
  TESSERA_EMBEDDED_PG_PORT: variable(whole(0, 65535), { unset: '`0` (random)', meaning: 'port of the embedded PostgreSQL on 127.0.0.1', effective: (c) => c.embeddedPort }),
  TESSERA_EMBEDDED_PG_SETTINGS: variable(
    list('comma separated name=value settings', (entry) => {
      if (!/^[a-z_.]+=[^\s=]+$/i.test(entry)) throw new Refused(`"${entry}" is not a name=value setting (e.g. shared_buffers=8MB)`);
      return entry;
    }),
    {
      unset: `\`${embeddedSettingsDefault}\``,
      meaning: 'PostgreSQL settings of the embedded database (comma separated); its memory never shrinks, so these stay below the server defaults',
    },
  ),
  TESSERA_DB_POOL_MAX: variable(whole(1, 1000), { unset: '`8`', meaning: 'database connections per process', effective: (c) => c.dbPoolMax }),
  TESSERA_EVENT_POLL_MS: variable(whole(10), {
    unset: '`2000` with `DATABASE_URL`, else `250`',
    meaning: 'how often an instance reads domain events raised by others (NOTIFY wakes it at once on a server)',
    effective: (c) => c.eventPollMs,
  }),
  TESSERA_PUBLIC_URL: variable(httpUrl, { unset: '`http://localhost:$PORT`', meaning: 'base URL used in mailed links', effective: (c) => c.publicUrl }),
  TESSERA_ADMIN_EMAIL: variable(email, {
    unset: 'unset',
    meaning: 'with `TESSERA_ADMIN_PASSWORD` and no user yet, start-up creates an active `admin` with this address',
  }),
  TESSERA_ADMIN_PASSWORD: variable(text, { unset: 'unset', meaning: "that first admin's password", secret: 'value' }),
  TESSERA_SECRET: variable(text, {
    unset: 'generated',
    meaning: 'key that signs CSRF tokens; when unset one is generated once and kept in the database (shared by all instances)',
    secret: 'value',
  }),
  TESSERA_SESSION_TTL_MINUTES: variable(minutes, { unset: '`120`', meaning: 'idle lifetime of a session (sliding)', effective: (c) => c.sessionTtlMinutes }),
  TESSERA_API_TOKEN_CALLS_PER_MINUTE: variable(whole(1, 1_000_000), {
    unset: '`600`',
    meaning: 'calls one API token may make per minute, across the cluster (AUTH_06 with Retry-After beyond)',
    effective: (c) => c.apiTokenCallsPerMinute,
  }),
  TESSERA_COOKIE_SECURE: variable(flag, {
    unset: '`true` unless `NODE_ENV` is `development` or `test`',
    meaning: '`Secure` flag of the session cookie',
    effective: (c) => c.cookieSecure,
  }),
  TESSERA_OIDC_ISSUER: variable(
    checked('an https URL (http only on localhost or 127.0.0.1)', (value) => {
      const issuer = URL.canParse(value) ? new URL(value) : null;
      if (!issuer || !(issuer.protocol === 'https:' || (issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname))))
        throw new Refused(`must be the OpenID provider's https URL (its issuer), not "${value}"`);
      return value.replace(/\/$/, '');
    }),
    {
      unset: 'unset (no single sign-on)',
      meaning:
        'single sign-on with this OpenID Connect provider (its issuer URL; discovery); needs `TESSERA_OIDC_CLIENT_ID` and `TESSERA_OIDC_CLIENT_SECRET`; register `<TESSERA_PUBLIC_URL>/api/tessera/auth/oidc/callback` as the redirect URI ([README](#single-sign-on-openid-connect))',
      effective: (c) => c.oidc?.issuer,
    },
  ),
  TESSERA_OIDC_CLIENT_ID: variable(text, { unset: 'unset', meaning: "Tessera's client id at the OpenID provider", effective: (c) => c.oidc?.clientId }),
  TESSERA_OIDC_CLIENT_SECRET: variable(text, { unset: 'unset', meaning: "Tessera's client secret at the OpenID provider", secret: 'value' }),
  TESSERA_OIDC_NAME: variable(text, { unset: '`single sign-on`', meaning: 'the label of the sign-in page\'s "Sign in with …" button (e.g. the provider\'s name)', effective: (c) => c.oidc?.name }),
  TESSERA_OIDC_ROLE_CLAIM: variable(text, { unset: '`groups`', meaning: 'the ID token or userinfo claim (a text or a list) whose values pick the role', effective: (c) => c.oidc?.roleClaim }),
  TESSERA_OIDC_ROLES: variable(
    list('comma separated claimValue=role pairs', (entry) => {
      const at = entry.lastIndexOf('=');
      if (at <= 0 || at === entry.length - 1) throw new Refused(`"${entry}" is not a claimValue=role pair (e.g. cms-admins=admin)`);
      return { value: entry.slice(0, at).trim(), role: entry.slice(at + 1).trim() };
    }),
    {
      unset: 'unset',
      meaning: 'role mapping, `claimValue=role,claimValue=role`: the first pair whose value the claim holds gives the role, at every sign-in; the roles must exist (checked at start)',
      effective: (c) => c.oidc?.roles.map((m) => `${m.value}=${m.role}`).join(','),
    },
  ),
  TESSERA_OIDC_DEFAULT_ROLE: variable(text, {
    unset: 'unset (refused)',
    meaning: 'the role of a person the mapping gives none; unset, they are refused (AUTH_23)',
    effective: (c) => c.oidc?.defaultRole,
  }),
  TESSERA_OIDC_SSO_ONLY: variable(flag, {
    unset: '`false`',
    meaning: '`true`: password and passkey sign-in are refused (AUTH_25) except for accounts whose role may manage users (the way in when the provider is down)',
    effective: (c) => c.oidc?.ssoOnly ?? false,
  }),
  TESSERA_BODY_LIMIT: variable(
    checked('a size such as 1mb or 500kb', (value) => {
      if (!/^\d{1,9}(\.\d+)?\s*(b|kb|mb|gb)?$/i.test(value)) throw new Refused(`must be a size such as 1mb or 500kb, not "${value}"`);
      return value;
    }),
    { unset: '`1mb`', meaning: 'largest JSON body', effective: (c) => c.bodyLimit },
  ),
  TESSERA_ADMIN_INACTIVITY_MINUTES: variable(minutes, {
    unset: '`30`',
    meaning: 'the admin signs an editor out after this long without input (it warns a minute before)',
    effective: (c) => c.admin.inactivityMinutes,
  }),
  TESSERA_ADMIN_REMOTES: variable(json('a JSON array of remotes: name, entry, routes, nav (docs/remotes.md)', z.array(remote)), {
    unset: '`[]`',
    meaning: 'admin remotes hosted elsewhere, or replacing a built-in one of the same name ([docs/remotes.md](docs/remotes.md))',
    effective: (c) => c.admin.remotes.map((r) => r.name),
  }),
  TESSERA_ADMIN_NAV_ITEMS: variable(json('a JSON array of navigation entries: label(s), route', z.array(navItem)), {
    unset: '`[]`',
    meaning: "navigation entries of the admin's own, beside the remotes' ([docs/remotes.md](docs/remotes.md))",
    effective: (c) => c.admin.hostItems,
  }),
  TESSERA_GRAPHQL_MAX_DEPTH: variable(whole(1), {
    unset: '`12`',
    meaning: "deepest field nesting of a GraphQL operation (the admin's deepest is 7); deeper is refused with `Q_01`",
    effective: (c) => c.graphql.maxDepth,
  }),
  TESSERA_GRAPHQL_MAX_ALIASES: variable(whole(0), {
    unset: '`50`',
    meaning: 'aliased fields in one GraphQL operation, fragments expanded; more is refused with `Q_01`',
    effective: (c) => c.graphql.maxAliases,
  }),
  TESSERA_GRAPHQL_MAX_COST: variable(whole(1), {
    unset: '`500000`',
    meaning: 'estimated cost of one GraphQL operation: each field 1, times the items of the lists around it (`pageSize`/`limit`/`count`/`first`); a 5,000-page sitemap read is 180,000',
    effective: (c) => c.graphql.maxCost,
  }),
  TESSERA_GRAPHQL_MAX_TOKENS: variable(whole(1), {
    unset: '`2000`',
    meaning: "lexical tokens of a GraphQL document (the admin's largest has about 100): parsing stops there with `Q_01`",
    effective: (c) => c.graphql.maxTokens,
  }),
  TESSERA_GRAPHQL_MAX_FIELDS: variable(whole(1), {
    unset: '`500`',
    meaning:
      "field selections of a GraphQL document, fragments expanded at every spread (the admin's largest has 137, the standard introspection query 471); more is refused with `Q_01` on `fields` before validation",
    effective: (c) => c.graphql.maxFields,
  }),
  TESSERA_IMAGE_WORKERS: variable(whole(1, 256), {
    unset: 'the number of cores',
    meaning: 'image jobs (renditions, crops, upload checks, profile images) running at once',
    effective: (c) => c.images.workers,
  }),
  TESSERA_IMAGE_QUEUE: variable(whole(0), {
    unset: '8 per worker',
    meaning: 'image jobs that may wait for a worker; one more is refused at once with `G_02` (503, `Retry-After`)',
    effective: (c) => c.images.queueLength,
  }),
  TESSERA_IMAGE_WAIT_MS: variable(whole(0), {
    unset: '`3000`',
    meaning: 'longest wait of an image job for a worker, then `G_02` (503, `Retry-After`)',
    effective: (c) => c.images.maxWaitMs,
  }),
  TESSERA_IMAGE_MAX_CROP_PIXELS: variable(whole(1), {
    unset: '`32000000`',
    meaning: 'pixels a turned crop may hold in memory at once (its part of the source and that part turned); more is `ML_06`',
    effective: (c) => c.images.maxCropPixels,
  }),
  TESSERA_PREVIEW_CACHE_MB: variable(decimal(0, 'megabytes'), {
    unset: '`64`',
    meaning: 'memory for crops that only signed-in users asked for (least recently used out); they are never stored',
    effective: (c) => c.images.previewCacheBytes / (1024 * 1024),
  }),
  SMTP_URL: variable(url('a URL starting with smtp:// or smtps://', 'smtp:', 'smtps:'), {
    unset: 'unset',
    meaning:
      "SMTP server for mail (`smtp://user:pass@host:587`); unset writes mail to `TESSERA_DATA_DIR/outbox/`. Mail is recorded in the operation's transaction and sent in the background ([docs/unit-of-work-and-outbox.md](docs/unit-of-work-and-outbox.md))",
    secret: 'url',
  }),
  TESSERA_MAIL_POLL_MS: variable(whole(10), {
    unset: '`5000`',
    meaning: "how often an instance looks for mail to send besides being woken by a commit (retries, other instances' mail)",
    effective: (c) => c.mailPollMs,
  }),
  TESSERA_MAIL_RETRY_MS: variable(whole(1), {
    unset: '`10000`',
    meaning: 'wait before the first retry of a failed send; doubles each attempt up to an hour, 10 attempts',
    effective: (c) => c.mailRetryMs,
  }),
  TESSERA_MAIL_DELIVERY: variable(flag, { unset: '`true`', meaning: '`false` keeps this instance from sending mail (it still records it for others)', effective: (c) => c.mailDelivery }),
  MAIL_FROM: variable(text, { unset: '`Tessera <no-reply@localhost>`', meaning: 'sender of mail', effective: (c) => c.mailFrom }),
  ELASTICSEARCH_URL: variable(httpUrl, {
    unset: 'unset',
    meaning: 'an Elasticsearch cluster (8.x/9.x) for the site search; unset uses PostgreSQL full-text search',
    secret: 'url',
  }),
  ELASTICSEARCH_INDEX: variable(
    checked('an index name: lowercase letters, digits, ".", "_" and "-"', (value) => {
      if (!/^[a-z0-9][a-z0-9._-]{0,200}$/.test(value)) throw new Refused(`"${value}" is not an index name (lowercase letters, digits, ".", "_" and "-")`);
      return value;
    }),
    { unset: '`tessera-pages`', meaning: 'the index the Elasticsearch engine keeps (created with its mappings on first use)', effective: (c) => c.search.elasticsearchIndex },
  ),
  TESSERA_SEARCH_BATCH_SIZE: variable(whole(1, 10_000), {
    unset: '`200`',
    meaning: 'pages per transaction of the search index jobs (`index-all-pages`, `remove-all-pages`)',
    effective: (c) => c.search.batchSize,
  }),
  TESSERA_SEARCH_BATCH_PAUSE_MS: variable(whole(0), { unset: '`0`', meaning: 'rest between those batches, to leave the database to requests', effective: (c) => c.search.batchPauseMs }),
  TESSERA_STORAGE_URL: variable(checked('file:<folder> or s3://BUCKET/PREFIX', storageLocation), {
    unset: '`file:` + `storage/` under `TESSERA_DATA_DIR`',
    meaning:
      'where media bytes, renditions, crops and profile images live: `file:<folder>` or `s3://BUCKET/PREFIX` for an S3-compatible store (AWS S3, MinIO, Cloudflare R2, Ceph); see "Media in an object store" below. A bad value stops start-up with a message naming the variable',
    effective: (c) => (c.storage?.kind === 's3' ? `s3://${c.storage.bucket}/${c.storage.prefix}` : `file:${c.storage?.root ?? `${c.dataDir}/storage`}`),
  }),
  TESSERA_S3_ENDPOINT: variable(httpUrl, {
    unset: '(AWS S3)',
    meaning: "with `s3://`: the store's URL for S3-compatible stores (`http://minio:9000`, `https://<account>.r2.cloudflarestorage.com`)",
    effective: (c) => (c.storage?.kind === 's3' ? c.storage.endpoint : undefined),
  }),
  TESSERA_S3_REGION: variable(
    checked('a region name (e.g. us-east-1, eu-west-1, auto)', (value) => {
      if (!/^[a-z0-9-]+$/.test(value)) throw new Refused(`"${value}" is not a region name (e.g. us-east-1, eu-west-1, auto)`);
      return value;
    }),
    { unset: '`us-east-1`', meaning: "with `s3://`: the bucket's region (`auto` for R2)", effective: (c) => (c.storage?.kind === 's3' ? c.storage.region : undefined) },
  ),
  TESSERA_S3_FORCE_PATH_STYLE: variable(flag, {
    unset: '`false`',
    meaning: 'with `s3://`: `true` addresses the bucket as `endpoint/bucket/key` (MinIO, Ceph, s3rver)',
    effective: (c) => (c.storage?.kind === 's3' ? c.storage.forcePathStyle : undefined),
  }),
  TESSERA_STORAGE_CACHE_MB: variable(decimal(0, 'megabytes'), {
    unset: '`256`',
    meaning: "with `s3://`: each gateway process's local cache of originals for image work (least recently used out; emptied at start)",
    effective: (c) => (c.storage?.kind === 's3' ? c.storage.cacheBytes / (1024 * 1024) : undefined),
  }),
  TESSERA_STORAGE_SWEEP: variable(oneOf('on', 'dry-run', 'off'), {
    unset: '`on`',
    meaning:
      'the hourly sweep of stored bytes no row names (only keys this installation recorded writing): `on`, `dry-run` (logs what it would remove) or `off`; `npm run tessera -- storage:sweep --dry-run` prints it ([docs/deployment.md](docs/deployment.md), "Media storage")',
    effective: (c) => c.storageSweep.mode,
  }),
  TESSERA_STORAGE_SWEEP_GRACE_HOURS: variable(decimal(0, 'hours'), {
    unset: '`24`',
    meaning: "how old a key's write record must be before the sweep looks at it",
    effective: (c) => c.storageSweep.graceMs / 3_600_000,
  }),
  TESSERA_WORKERS: variable(checked(`"auto" or a whole number from 1 to ${maxWorkers}`, parseWorkers), {
    unset: '`1`',
    meaning: 'gateway processes on the one port (`node:cluster`): `auto` (one per core) or 1–64; each is a whole gateway with its own HTML cache, kept fresh by the events',
    effective: (c) => c.workers,
  }),
  TESSERA_METRICS_PORT: variable(whole(1, 65535), {
    unset: 'unset (no metrics)',
    meaning:
      'serves `GET /metrics` (Prometheus text format) on this port, never on the public one; with `TESSERA_WORKERS` > 1 the first process answers for all workers, summed ([docs/deployment.md](docs/deployment.md#metrics))',
    effective: (c) => c.metrics?.port,
  }),
  TESSERA_METRICS_HOST: variable(text, {
    unset: '`127.0.0.1`',
    meaning: 'interface the metrics port listens on (only this machine by default; `0.0.0.0` for a scraper elsewhere, with a firewall or `TESSERA_METRICS_TOKEN`)',
    effective: (c) => c.metrics?.host,
  }),
  TESSERA_METRICS_TOKEN: variable(text, { unset: 'unset', meaning: 'when set, `/metrics` asks for `Authorization: Bearer <token>` (401 otherwise)', secret: 'value' }),
  OTEL_EXPORTER_OTLP_ENDPOINT: variable(httpUrl, {
    unset: 'unset (no traces)',
    meaning:
      'sends OpenTelemetry traces (OTLP over HTTP, JSON) to `<this>/v1/traces`: a span for each request, GraphQL operation, SQL statement, S3 call and image job, with the request id; each worker sends its own ([docs/deployment.md](docs/deployment.md#traces))',
    secret: 'url',
  }),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: variable(httpUrl, {
    unset: 'unset',
    meaning: 'the whole URL traces are sent to, instead of the one above',
    secret: 'url',
    effective: (c) => c.tracing?.tracesUrl,
  }),
  OTEL_SERVICE_NAME: variable(text, { unset: '`tessera`', meaning: "the traces' `service.name`", effective: (c) => c.tracing?.serviceName }),
  OTEL_TRACES_SAMPLER: variable(oneOf(...traceSamplers), {
    unset: '`parentbased_always_on`',
    meaning: "which requests are traced: `always_on`, `always_off`, `traceidratio`, or `parentbased_…` of these (follows a trusted proxy's `traceparent`)",
    effective: (c) => c.tracing?.sampler,
  }),
  OTEL_TRACES_SAMPLER_ARG: variable(checked('a ratio from 0 to 1', ratio), {
    unset: '`1`',
    meaning: 'the share of requests the `traceidratio` samplers trace',
    effective: (c) => c.tracing?.samplerRatio,
  }),
  TESSERA_SHUTDOWN_GRACE_MS: variable(whole(0), {
    unset: '`10000`',
    meaning: 'on SIGTERM/SIGINT, how long requests in flight may finish before their connections close',
    effective: (c) => c.shutdownGraceMs,
  }),
  TESSERA_SHUTDOWN_DRAIN_MS: variable(whole(0), {
    unset: '`4000`',
    meaning: "on SIGTERM, how long the gateway keeps serving with `/readyz` answering 503 before its port closes (the balancer's checks take it out first)",
    effective: (c) => c.shutdownDrainMs,
  }),
  TESSERA_TRUST_PROXY: variable(checked('addresses, subnets or loopback, linklocal, uniquelocal', parseTrustProxy), {
    unset: '`loopback`',
    meaning:
      'the balancers whose `X-Forwarded-For` names the client (the sign-in lock and the contact limit count by it): addresses, subnets (`10.0.0.0/8`), `loopback`, `linklocal`, `uniquelocal`, comma separated; "trust everyone" is refused',
    effective: (c) => c.trustProxy.join(','),
  }),
  TESSERA_CONSUMER_LEASE_MS: variable(whole(100), {
    unset: '`15000`',
    meaning: "durable consumers (search indexing, CDN purge): how long a gateway's claim lasts unrenewed; a killed gateway's work moves on after it",
    effective: (c) => c.consumers.leaseMs,
  }),
  TESSERA_CONSUMER_MAX_ATTEMPTS: variable(whole(1), {
    unset: '`5`',
    meaning: 'failed attempts at one event before it is parked (shown on the search index screen)',
    effective: (c) => c.consumers.maxAttempts,
  }),
  TESSERA_CONSUMER_RETRY_MS: variable(whole(0), { unset: '`1000`', meaning: 'first retry wait of a failed event, doubling each attempt', effective: (c) => c.consumers.retryBaseMs }),
  TESSERA_CONSUMER_RETRY_MAX_MS: variable(whole(0), { unset: '`300000`', meaning: 'the longest retry wait', effective: (c) => c.consumers.retryMaxMs }),
  TESSERA_PURGE_URLS: variable(list('comma separated http(s) URLs', purgeUrl), {
    unset: 'unset',
    meaning:
      "comma separated http(s) URLs of caches in front (Varnish, a CDN's purge relay) that get a `PURGE` naming the surrogate keys of every change (`xkey-purge` and `Surrogate-Key`, 100 keys a request); checked at start; only these addresses are ever purged",
    secret: 'url',
  }),
  TESSERA_PURGE_TIMEOUT_MS: variable(whole(0), {
    unset: '`5000`',
    meaning: 'how long one purge request may take before it counts as failed (and is retried)',
    effective: (c) => c.purge.timeoutMs,
  }),
  TESSERA_PURGE_REPEAT_MS: variable(whole(0), {
    unset: '`2000`',
    meaning: 'the same keys are purged once more this long after the first purge (`0`: never), for a copy a cache fetched while the first purge ran',
    effective: (c) => c.purge.repeatMs,
  }),
  TESSERA_MT_URL: variable(httpUrl, {
    unset: 'unset (no machine translation)',
    meaning: 'a LibreTranslate-compatible server (`POST <url>/translate`) that fills translation drafts on request; it never publishes',
    secret: 'url',
    effective: (c) => c.machineTranslation?.url,
  }),
  TESSERA_MT_API_KEY: variable(text, { unset: 'unset', meaning: 'the `api_key` sent to the `TESSERA_MT_URL` server', secret: 'value' }),
  TESSERA_WEBHOOKS_ALLOW_PRIVATE: variable(flag, {
    unset: '`false`',
    meaning:
      "webhook endpoints on loopback, the server's own addresses, RFC 1918, CGNAT and unique-local addresses are refused (at registration and at every delivery); `true` allows them for intranet receivers. Link-local (cloud metadata), unspecified, multicast, reserved, documentation and benchmarking addresses, and 6to4, Teredo and NAT64 forms stay refused ([docs/webhooks.md](docs/webhooks.md))",
    effective: (c) => c.webhooks.allowPrivate,
  }),
  TESSERA_WEBHOOKS_TIMEOUT_MS: variable(whole(100), { unset: '`10000`', meaning: 'one webhook delivery attempt, connecting to the last byte read', effective: (c) => c.webhooks.timeoutMs }),
  TESSERA_WEBHOOKS_RETRY_BASE_MS: variable(whole(1), {
    unset: '`10000`',
    meaning: 'the first wait of the webhook retry schedule (×1, ×3, ×6, ×12, ×30, ×60, ×180, ×360: 10 s … 1 h, then parked; docs/webhooks.md)',
    effective: (c) => c.webhooks.retryBaseMs,
  }),
  TESSERA_SCHEDULE_POLL_MS: variable(whole(50), {
    unset: '`5000`',
    meaning: 'how often each gateway looks for scheduled publications that are due (at most `10000`: a larger value is read as 10000)',
    effective: (c) => c.schedulePollMs,
  }),
  TESSERA_FIRST_START_GREETING: variable(flag, {
    unset: '`on`',
    meaning: '`off`: a first start on an empty database leaves it empty (no greeting home page or statements)',
    effective: (c) => c.greeting,
  }),
  LOG_LEVEL: variable(oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'), { unset: '`info`', meaning: 'pino log level (`silent` in tests)', effective: (c) => c.logLevel }),
  TESSERA_LOG_REPEAT_MS: variable(whole(0), {
    unset: '`10000`',
    meaning:
      "the same warning is written at most once in this many ms; the last one left out is written at the window's end with `suppressed` (the count). `0`: every one ([docs/deployment.md](docs/deployment.md#logs))",
    effective: (c) => c.log.repeatWindowMs,
  }),
  TESSERA_LOG_SUMMARY_MS: variable(whole(0), {
    unset: '`60000`',
    meaning: 'passing health checks and cached answers (pages, kept renditions) are `debug` lines, summed up in one `info` line this often. `0`: no summary',
    effective: (c) => c.log.summaryMs,
  }),
  NODE_ENV: variable(text, { unset: 'unset (`production`)', meaning: "`development`/`test` relax the cookie's `Secure` flag" }),
};

export type VariableName = keyof typeof variables;

/** The environment as read: each variable that is set (and not blank), as its kind reads it. */
export type Environment = { [Name in VariableName]?: (typeof variables)[Name] extends Variable<infer T> ? T : never };

/**
 * Rows of the README's table for variables Tessera does not read itself but documents (the AWS
 * SDK reads its credentials).
 */
export const documentedElsewhere = [
  {
    name: '`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_PROFILE`, …',
    unset: '–',
    meaning: "with `s3://`: credentials, from the AWS SDK's default chain (environment, shared files, instance or task roles)",
    after: 'TESSERA_S3_FORCE_PATH_STYLE' as VariableName,
  },
  {
    name: '`OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_RESOURCE_ATTRIBUTES`, `OTEL_BSP_*`, …',
    unset: '–',
    meaning: "with traces: the OpenTelemetry SDK's own settings (the collector's credentials, resource attributes, batching)",
    after: 'OTEL_TRACES_SAMPLER_ARG' as VariableName,
  },
];

import cluster from 'node:cluster';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ImageWork, MetricCounts, Metrics } from '@tessera/schema';
import { handlerOf } from '../http/routing';

/** Latency buckets (seconds) for answers that take from a tenth of a millisecond (a cached page) to seconds (an upload). */
const latencyBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Events one consumer is behind are counted up to this, so a scrape never counts a huge backlog row by row. */
export const lagCountBound = 10_000;

/** What answered a request before Express: a cached page, a kept rendition. */
export type AnsweredFromCache = 'page' | 'asset';

export interface GatewayMetrics {
  /** What operations and background work count (services.metrics). */
  metrics: Metrics;
  /** Times one request and counts it by route pattern and status when its answer is sent. */
  request(req: IncomingMessage, res: ServerResponse): { answeredFromCache(kind: AnsweredFromCache): void };
  /** The metrics text of this process. */
  scrape(): Promise<{ text: string; contentType: string }>;
}

/**
 * The route label: the pattern that answered, never the address (a series per distinct value):
 * `page` (the site), `asset` (a kept rendition), `admin`, `graphql`, `health`, `rest:<pattern>`
 * for a matched REST route; anything else (an unknown API path, another spelling) is `other`.
 */
export function routeOf(req: IncomingMessage, cached?: AnsweredFromCache): string {
  if (cached) return cached;
  switch (handlerOf(req)) {
    case 'site':
      return 'page';
    case 'admin':
    case 'graphql':
    case 'health':
      return handlerOf(req);
    case 'api': {
      const pattern = (req as Request).route?.path;
      return typeof pattern === 'string' ? `rest:${pattern}` : 'other';
    }
    default:
      return 'other';
  }
}

const statusOf = (code: number) => (code >= 100 && code < 600 ? String(code) : 'other');

/** The knex pool MikroORM's postgresql driver runs its statements through (tarn). */
interface KnexPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}
interface KnexLike {
  on(event: 'query', listener: () => void): void;
  client: { pool?: KnexPool };
}

/**
 * One registry per gateway (tests run several in a process). Counters and histograms are summed
 * across TESSERA_WORKERS; gauges of this process (pool, image line) are summed too, gauges read
 * from the database (consumer lag, mail waiting) are the same in every worker and take the max.
 */
export function createGatewayMetrics(orm: MikroORM, imageWork: ImageWork): GatewayMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'tessera_' });

  const requests = new Counter({ name: 'tessera_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status', labelNames: ['route', 'method', 'status'], registers });
  const duration = new Histogram({
    name: 'tessera_http_request_duration_seconds',
    help: 'Time from the request to the last byte of its answer, by route pattern',
    labelNames: ['route'],
    buckets: latencyBuckets,
    registers,
  });
  const htmlCache = new Counter({
    name: 'tessera_html_cache_requests_total',
    help: 'Page requests (GET, HEAD) answered from the HTML cache (hit) or by the site (miss)',
    labelNames: ['result'],
    registers,
  });
  const render = new Histogram({
    name: 'tessera_page_render_seconds',
    help: 'Pages answered by the site, not the HTML cache: reading and rendering (an unknown path included)',
    buckets: latencyBuckets,
    registers,
  });
  const statements = new Counter({ name: 'tessera_sql_statements_total', help: 'SQL statements sent through the connection pool', registers });
  const knex = orm.em.getConnection().getKnex() as unknown as KnexLike;
  knex.on('query', () => statements.inc());
  const pool = () => knex.client.pool;
  new Gauge({
    name: 'tessera_db_pool_connections',
    help: 'Connections of the pool by state (used, idle) and requests waiting for one (waiting)',
    labelNames: ['state'],
    registers,
    collect() {
      const current = pool();
      if (!current) return;
      this.set({ state: 'used' }, current.numUsed());
      this.set({ state: 'idle' }, current.numFree());
      this.set({ state: 'waiting' }, current.numPendingAcquires());
    },
  });
  new Gauge({
    name: 'tessera_image_work_jobs',
    help: 'Image jobs (sharp) running and waiting in the line',
    labelNames: ['state'],
    registers,
    collect() {
      const { running, waiting } = imageWork.load;
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  // Registered after the lag, whose collect sets it from the same statement (a registry collects in order).
  let oldestAge: Gauge | undefined;
  new Gauge({
    name: 'tessera_consumer_lag_events',
    help: `Domain events a durable consumer has not handled yet (counted up to ${lagCountBound}; parked ones not included)`,
    labelNames: ['consumer'],
    registers,
    aggregator: 'max',
    async collect() {
      // One row per consumer; the count and the oldest walk the (tx, id) index from the position, bounded.
      const rows = await orm.em.fork().execute<Array<{ name: string; behind: string; age: number | null }>>(
        `select c.name,
           (select count(*) from (select 1 from domain_event d where (d.tx, d.id) > (c.position_tx, c.position_id) limit ${lagCountBound}) a)::text as behind,
           (select extract(epoch from now() - d.at) from domain_event d where (d.tx, d.id) > (c.position_tx, c.position_id) order by d.tx, d.id limit 1)::float8 as age
         from event_consumer c`,
      );
      this.reset();
      oldestAge?.reset();
      for (const row of rows) {
        this.set({ consumer: row.name }, Number(row.behind));
        oldestAge?.set({ consumer: row.name }, Math.max(0, Number(row.age ?? 0)));
      }
    },
  });
  oldestAge = new Gauge({
    name: 'tessera_consumer_oldest_event_age_seconds',
    help: 'Age of the oldest domain event a durable consumer has not handled yet (0: none waits)',
    labelNames: ['consumer'],
    registers,
    aggregator: 'max',
  });
  new Gauge({
    name: 'tessera_mail_outbox_waiting',
    help: `Mail committed and not yet sent (nor given up), counted up to ${lagCountBound}`,
    registers,
    aggregator: 'max',
    async collect() {
      const [row] = await orm.em
        .fork()
        .execute<Array<{ waiting: string }>>(`select count(*)::text as waiting from (select 1 from mail_outbox where sent_at is null and failed_at is null limit ${lagCountBound}) w`);
      this.set(Number(row?.waiting ?? 0));
    },
  });
  const counts = {
    webhook_delivery: new Counter({ name: 'tessera_webhook_deliveries_total', help: 'Webhook delivery attempts by outcome', labelNames: ['outcome'], registers }),
    mail_send: new Counter({ name: 'tessera_mail_sends_total', help: 'Attempts at sending a mail by outcome (retry: failed, tried again later)', labelNames: ['outcome'], registers }),
    scheduled_run: new Counter({ name: 'tessera_scheduled_runs_total', help: 'Scheduled publications and unpublications run, by outcome', labelNames: ['outcome'], registers }),
  } satisfies Record<keyof MetricCounts, Counter>;

  // A worker answers the primary's AggregatorRegistry with this registry (its constructor adds
  // the worker's listener for those requests).
  if (cluster.isWorker) {
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
  }

  return {
    metrics: {
      count(name, labels, by = 1) {
        counts[name].inc(labels as Record<string, string>, by);
      },
    },
    request(req, res) {
      const started = process.hrtime.bigint();
      let cached: AnsweredFromCache | undefined;
      res.once('finish', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const route = routeOf(req, cached);
        requests.inc({ route, method: req.method ?? 'other', status: statusOf(res.statusCode) });
        duration.observe({ route }, seconds);
        if (route === 'page' && (req.method === 'GET' || req.method === 'HEAD')) {
          htmlCache.inc({ result: cached ? 'hit' : 'miss' });
          if (!cached) render.observe(seconds);
        }
      });
      return {
        answeredFromCache(kind) {
          cached = kind;
        },
      };
    },
    async scrape() {
      return { text: await registry.metrics(), contentType: registry.contentType };
    },
  };
}

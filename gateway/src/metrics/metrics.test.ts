import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { readConfig } from '../config';
import { WebhookReceiver } from '../api/webhooks/webhook-receiver.test-support';

/**
 * Issue 35 (metrics): `/metrics` in the Prometheus text format on a port of its own, off unless
 * TESSERA_METRICS_PORT is set; requests by route pattern and status with latency histograms, the
 * HTML cache, SQL statements and the pool, consumer lag, mail and webhook outcomes.
 */

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The text format's sample lines (`name{a="b",…} value`), comments left out: enough for these checks. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]] = pair[2];
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

const sum = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value)).reduce((total, sample) => total + sample.value, 0);

async function scrape(url: string, token?: string): Promise<Sample[]> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(await response.text());
}

describe('metrics are off by default', () => {
  it('no TESSERA_METRICS_PORT: no metrics port, and the public port has no /metrics', async () => {
    expect(readConfig({}).metrics).toBeUndefined();
    expect(readConfig({ TESSERA_METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
    expect(() => readConfig({ TESSERA_METRICS_PORT: 'ninety' })).toThrow(/TESSERA_METRICS_PORT/);
    const gateway = await startTestGateway();
    try {
      expect(gateway.tessera.metricsUrl).toBeUndefined();
      expect(gateway.tessera.services.metrics).toBeUndefined();
      expect((await gateway.client().raw('GET', '/metrics')).status).toBe(404);
    } finally {
      await gateway.stop();
    }
  });
});

describe('metrics on their own port', () => {
  let gateway: TestGateway;
  let admin: TestClient;
  let url: string;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    // The greeting gives a published home page to cache.
    gateway = await startTestGateway({ greeting: true, metrics: { port: 0, host: '127.0.0.1' }, webhooks: { allowPrivate: true, timeoutMs: 2_000, retryBaseMs: 60_000 } });
    admin = await gateway.admin();
    url = gateway.tessera.metricsUrl!;
  });

  afterAll(async () => {
    await gateway?.stop();
    await receiver.stop();
  });

  it('counts requests by route pattern and status, with latency histograms, the HTML cache and SQL', async () => {
    const before = await scrape(url);
    const visitor = gateway.client();
    expect((await visitor.raw('GET', '/')).status).toBe(200);
    expect((await visitor.raw('GET', '/')).status).toBe(200);
    expect((await visitor.raw('GET', '/no-such-page')).status).toBe(404);
    expect((await visitor.gql('{ __typename }')).status).toBe(200);
    expect((await admin.rest('GET', '/api/tessera/user')).status).toBe(200);
    expect((await visitor.rest('GET', '/api/tessera/no-such-thing')).status).toBe(404);
    // Public: not the metrics.
    expect((await visitor.raw('GET', '/metrics')).status).toBe(404);

    const after = await scrape(url);
    const grew = (name: string, labels: Record<string, string> = {}) => sum(after, name, labels) - sum(before, name, labels);
    expect(grew('tessera_http_requests_total', { route: 'page', status: '200' })).toBe(2);
    expect(grew('tessera_http_requests_total', { route: 'page', status: '404' })).toBe(2);
    expect(grew('tessera_http_requests_total', { route: 'graphql', method: 'POST', status: '200' })).toBe(1);
    expect(grew('tessera_http_requests_total', { route: 'rest:/user', method: 'GET', status: '200' })).toBe(1);
    expect(grew('tessera_http_requests_total', { route: 'other', status: '404' })).toBe(1);
    expect(grew('tessera_http_request_duration_seconds_count', { route: 'page' })).toBe(4);
    expect(grew('tessera_http_request_duration_seconds_bucket', { route: 'graphql', le: '+Inf' })).toBe(1);
    expect(after.some((sample) => sample.name === 'tessera_http_request_duration_seconds_bucket' && sample.labels.le === '0.005')).toBe(true);
    expect(grew('tessera_html_cache_requests_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(grew('tessera_html_cache_requests_total', { result: 'miss' })).toBeGreaterThanOrEqual(2);
    expect(grew('tessera_page_render_seconds_count')).toBeGreaterThanOrEqual(2);
    expect(grew('tessera_sql_statements_total')).toBeGreaterThan(0);
    expect(after.some((sample) => sample.name === 'tessera_db_pool_connections' && sample.labels.state === 'idle')).toBe(true);
    expect(sum(after, 'tessera_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(after.some((sample) => sample.name === 'tessera_image_work_jobs' && sample.labels.state === 'waiting')).toBe(true);
    // Node's own, prefixed.
    expect(sum(after, 'tessera_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sum(after, 'tessera_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('route labels are patterns, never the address: random paths leave the label set as it was', async () => {
    const visitor = gateway.client();
    const labelsOf = (samples: Sample[]) => new Set(samples.filter((sample) => sample.name === 'tessera_http_requests_total').map((sample) => sample.labels.route));
    for (let i = 0; i < 5; i += 1) {
      await visitor.raw('GET', `/random-${i}-${Math.random().toString(36).slice(2)}`);
      await visitor.raw('GET', `/api/tessera/random-${i}`);
      await visitor.raw('GET', `/cmsadmin/random-${i}`);
    }
    const first = labelsOf(await scrape(url));
    for (let i = 0; i < 5; i += 1) {
      await visitor.raw('GET', `/other-random-${i}?q=${i}`);
      await visitor.raw('POST', `/api/tessera/other-${i}`);
      await visitor.raw('GET', `/%63msadmin/${i}`);
    }
    const second = labelsOf(await scrape(url));
    expect([...second].sort()).toEqual([...first].sort());
    for (const route of second) expect(route).toMatch(/^(page|asset|admin|graphql|health|other|rest:\/[^?]*)$/);
    expect([...second].some((route) => route.includes('random'))).toBe(false);
  });

  it('counts webhook deliveries and mail by outcome, and shows the durable consumers and the mail waiting', async () => {
    const hook = await receiver.start();
    expect((await admin.rest('POST', '/api/tessera/webhooks', { url: `${hook}/ok`, eventTypes: ['tags.changed'] })).status).toBe(200);
    expect((await admin.rest('POST', '/api/tessera/tags', { name: 'Counted' })).status).toBe(200);
    expect(await gateway.tessera.consumers.settle(20_000)).toBe(true);
    expect((await admin.rest('POST', '/api/tessera/user', { email: 'counted@metrics.test', role: 'editor', profile: { name: 'Counted' } })).status).toBe(200);
    expect(await gateway.smtp.mailTo('counted@metrics.test')).toHaveLength(1);

    let samples = await scrape(url);
    for (let i = 0; i < 50 && sum(samples, 'tessera_mail_sends_total', { outcome: 'sent' }) < 1; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      samples = await scrape(url);
    }
    expect(sum(samples, 'tessera_webhook_deliveries_total', { outcome: 'delivered' })).toBe(1);
    expect(sum(samples, 'tessera_mail_sends_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(sum(samples, 'tessera_consumer_lag_events', { consumer: 'webhooks' })).toBe(0);
    expect(sum(samples, 'tessera_consumer_oldest_event_age_seconds', { consumer: 'webhooks' })).toBe(0);
    expect(samples.some((sample) => sample.name === 'tessera_consumer_lag_events' && sample.labels.consumer === 'search-index')).toBe(true);
    expect(samples.some((sample) => sample.name === 'tessera_mail_outbox_waiting')).toBe(true);
  });

  it('counts scheduled publications run', async () => {
    const api = '/api/tessera/page';
    const created = await admin.rest('POST', `${api}/create`, { title: 'Scheduled', slug: 'scheduled-metrics', type: 'content-page', locale: 'en-gb' });
    expect(created.status).toBe(200);
    const stored = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, {
      title: 'Scheduled',
      blocks: [{ type: 'rich-text', key: 'main', props: { body: '<p>Later</p>' } }],
    });
    expect(stored.status).toBe(200);
    const publishAt = new Date(Date.now() + 10 * 60_000).toISOString().replace('Z', '+00:00');
    expect((await admin.rest('PUT', `${api}/${created.body.pageID}/schedule`, { publishAt, unpublishAt: null })).status).toBe(200);
    await gateway.sql(`update page set scheduled_publish_at = now() - interval '1 second' where id = ?`, [created.body.pageID]);
    // The poll (every 5 s here) may be running it already: then this finds it claimed, and the poll counts it.
    await gateway.tessera.schedule.runDue();
    let ran = 0;
    for (let i = 0; i < 50 && ran === 0; i += 1) {
      ran = sum(await scrape(url), 'tessera_scheduled_runs_total', { outcome: 'ran' });
      if (ran === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ran).toBe(1);
    expect((await admin.rest('GET', `${api}/${created.body.pageID}`)).body.status).not.toBe('concept');
  });

  it('answers only GET /metrics', async () => {
    expect((await fetch(url.replace(/\/metrics$/, '/'))).status).toBe(404);
    expect((await fetch(url, { method: 'POST' })).status).toBe(404);
  });
});

describe('a metrics token', () => {
  it('is asked for when TESSERA_METRICS_TOKEN is set: 401 without it or with another', async () => {
    const gateway = await startTestGateway({ metrics: { port: 0, host: '127.0.0.1', token: 'scrape-secret' } });
    try {
      const url = gateway.tessera.metricsUrl!;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: 'scrape-secret' } })).status).toBe(401);
      expect(sum(await scrape(url, 'scrape-secret'), 'tessera_sql_statements_total')).toBeGreaterThan(0);
    } finally {
      await gateway.stop();
    }
  });
});

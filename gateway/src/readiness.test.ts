import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { startTestGateway, type TestGateway } from '@tessera/testing';

/**
 * /readyz, for load balancers: 200 while the gateway serves, `degraded` when the database or the
 * storage does not answer (every gateway shares them: taking them all out would leave nothing to
 * serve what they hold), 503 only while shutting down, for the drain before the port closes
 * (issue 31). /healthz stays liveness. What needs the database answers a coded 503 (G_04) then.
 */
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.stop();
});

/** /readyz looks at the parts at most once a second: asks until the answer matches, for up to 3 s. */
async function readyzUntil(expected: (answer: Awaited<ReturnType<typeof get>>) => boolean) {
  let answer = await get('/readyz');
  for (let i = 0; i < 30 && !expected(answer); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await get('/readyz');
  }
  return answer;
}

async function get(path: string, base = gateway.url): Promise<{ status: number; body: any; cacheControl: string | null }> {
  const response = await fetch(base + path);
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') };
}

describe('/readyz', () => {
  it('answers 200 with the database and the storage ok', async () => {
    expect(await get('/readyz')).toEqual({ status: 200, body: { status: 'ready', database: 'ok', storage: 'ok' }, cacheControl: 'no-store' });
    expect(await get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('reports an unreachable storage without failing readiness (pages need only the database)', async () => {
    const storage = gateway.tessera.services.storage as { ping?: () => Promise<void> };
    const own = storage.ping;
    // An object store that does not answer: its ping fails (the S3 storage's ping is a HeadBucket).
    storage.ping = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:9');
    };
    try {
      expect(await readyzUntil((answer) => answer.body.storage === 'unreachable')).toMatchObject({ status: 200, body: { status: 'degraded', database: 'ok', storage: 'unreachable' } });
    } finally {
      if (own) storage.ping = own;
      else delete storage.ping;
    }
  });

  it('looks at the database and the storage at most once a second, however often it is asked (it needs no session)', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const storage = gateway.tessera.services.storage as { ping: () => Promise<void> };
    const own = storage.ping;
    let pings = 0;
    storage.ping = async () => {
      pings += 1;
      return own.call(storage);
    };
    try {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 50 }, () => get('/readyz')));
      const seconds = Math.floor((Date.now() - started) / 1_000);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      // Once per second the burst lasted: on a loaded CI machine 50 requests can take over a second
      // (it once did), and then a second look is right; without the limit there would be 50.
      expect(pings).toBeGreaterThanOrEqual(1);
      expect(pings).toBeLessThanOrEqual(1 + seconds);
    } finally {
      storage.ping = own;
    }
  });

  // A real outage needs a server whose database can refuse connections (the embedded one cannot).
  (process.env.DATABASE_URL ? it : it.skip)('stays ready (degraded) while the database refuses connections, serving cached pages and answering the rest G_04 (issue 31)', async () => {
    const admin = await gateway.admin();
    const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Cached meanwhile', slug: 'cached-meanwhile', type: 'content-page', locale: 'en-gb' });
    await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, {
      title: 'Cached meanwhile',
      blocks: [{ type: 'rich-text', key: 'm', props: { body: '<p>Still here</p>' } }],
    });
    expect((await fetch(`${gateway.url}/cached-meanwhile`)).status).toBe(200);
    const other = await admin.rest('POST', '/api/tessera/page/create', { title: 'Not visited yet', slug: 'not-visited-yet', type: 'content-page', locale: 'en-gb' });
    await admin.rest('POST', `/api/tessera/page/version/${other.body.pageVersionID}/store-and-publish`, {
      title: 'Not visited yet',
      blocks: [{ type: 'rich-text', key: 'm', props: { body: '<p>Later</p>' } }],
    });
    const url = new URL(process.env.TESSERA_TEST_DATABASE_URL!);
    const name = url.pathname.slice(1);
    const server = new Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
    await server.connect();
    try {
      await server.query(`alter database "${name}" allow_connections false`);
      await server.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      const down = await readyzUntil((answer) => answer.body.database === 'unreachable');
      expect(down).toMatchObject({ status: 200, body: { status: 'degraded', database: 'unreachable', storage: 'ok' } });
      expect(JSON.stringify(down.body)).not.toMatch(/terminat|connection|ECONN/);
      // What the gateway holds is still served; what needs the database is a coded 503 to retry.
      const cached = await fetch(`${gateway.url}/cached-meanwhile`);
      expect([cached.status, await cached.text()]).toEqual([200, expect.stringContaining('Still here')]);
      const write = await admin.rest('POST', '/api/tessera/page/create', { title: 'During the outage', slug: 'during-outage', type: 'content-page', locale: 'en-gb' });
      expect([write.status, write.body.Errors, write.headers.get('retry-after')]).toEqual([503, [{ code: 'G_04', property: null }], '5']);
      const read = await admin.gql('{ settings { defaultLocale } pages(query: { pageSize: 5 }) { totalItems } }');
      expect(read.body.errors?.[0]?.extensions?.code).toBe('G_04');
      const uncached = await fetch(`${gateway.url}/not-visited-yet`);
      expect([uncached.status, uncached.headers.get('retry-after'), await uncached.text()]).toEqual([503, '5', expect.stringContaining('G_04')]);
    } finally {
      await server.query(`alter database "${name}" allow_connections true`);
      await server.end();
    }
    let ready = await get('/readyz');
    for (let i = 0; i < 50 && ready.status !== 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await get('/readyz');
    }
    expect(ready.status).toBe(200);
  });

  it('drains on SIGTERM: /readyz answers 503 on its own port while pages are still served, then the port closes (issue 31)', async () => {
    const draining = await startTestGateway({ shutdownDrainMs: 1_500 }, { reset: false });
    try {
      expect((await get('/readyz', draining.url)).status).toBe(200);
      const closing = draining.tessera.close({ drain: true });
      expect(await get('/readyz', draining.url)).toMatchObject({ status: 503, body: { status: 'shutting-down' } });
      expect((await fetch(`${draining.url}/cmsadmin/login`)).status).toBe(200);
      await closing;
      await expect(fetch(`${draining.url}/readyz`)).rejects.toThrow();
    } finally {
      await draining.stop();
    }
  });

  it('answers 503 once the shutdown has begun (run last: it closes the gateway)', async () => {
    // The gateway's own port stops accepting at once; the same app behind another server shows
    // what a request arriving during the shutdown is told.
    const side: Server = createServer(gateway.tessera.app);
    await new Promise<void>((resolve) => side.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(side.address() as AddressInfo).port}`;
    try {
      expect((await get('/readyz', base)).status).toBe(200);
      const closing = gateway.tessera.close();
      expect(gateway.tessera.shuttingDown).toBe(true);
      expect(await get('/readyz', base)).toMatchObject({ status: 503, body: { status: 'shutting-down' } });
      await closing;
    } finally {
      await new Promise((resolve) => side.close(resolve));
    }
  });
});

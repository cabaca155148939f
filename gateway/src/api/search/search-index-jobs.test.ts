import { readConfig } from '@tessera/gateway';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * SPEC §7 search/remove-all-pages and search/index-all-pages, and the state of SPEC §4 "Search
 * indexing": background jobs in batches, idle → loading → success, progress up to the total,
 * never two at once (across instances too), kept in PostgreSQL, audited, for manage-search only.
 */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
let visitor: TestClient;
const published: number[] = [];
let unpublished: number;
const api = '/api/tessera/page';
/** Small batches with a rest between them, so a job runs long enough to be watched. */
const search = { ...readConfig({ NODE_ENV: 'test' }).search, batchSize: 4, batchPauseMs: 40 };

beforeAll(async () => {
  gateway = await startTestGateway({ search });
  admin = await gateway.admin();
  editor = (await gateway.signedIn('editor')).client;
  visitor = await gateway.client().start();
  for (let i = 0; i < 18; i += 1) published.push(await page(`Beacon page ${i}`, true));
  unpublished = await page('Beacon draft', false);
});

afterAll(async () => {
  await gateway?.stop();
});

async function page(title: string, publish: boolean): Promise<number> {
  const created = await admin.rest('POST', `${api}/create`, { title, slug: title.toLowerCase().replace(/\s+/g, '-'), type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const stored = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/${publish ? 'store-and-publish' : 'store'}`, {
    title,
    blocks: [{ type: 'rich-text', key: 'main', props: { body: '<p>A beacon on the hill.</p>' } }],
  });
  expect(stored.status).toBe(200);
  return created.body.pageID;
}

const found = async () => (await visitor.rest('POST', '/api/tessera/search/search', { term: 'beacon', count: 50 })).body as { total: number; results: Array<{ pageId: number }> };
const status = async (client: TestClient = admin) => (await client.rest('GET', '/api/tessera/search/status')).body;
const audits = async (action: string) => Number((await gateway.sql<{ n: string }>(`select count(*) as n from audit_log where action = ?`, [action]))[0].n);

/** Polls the status until the job leaves `loading`, recording every state and progress seen. */
async function watch(kind: 'removal' | 'indexing', timeoutMs = 20_000) {
  const seen: Array<{ state: string; done: number; total: number }> = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (await status())[kind];
    seen.push({ state: job.state, done: job.done, total: job.total });
    if (job.state !== 'loading' || Date.now() > deadline) return { seen, last: job };
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

function refused(reply: { status: number; body: any }, status: number, code: string, property: string | null) {
  expect({ status: reply.status, Success: reply.body.Success, Errors: reply.body.Errors }).toEqual({ status, Success: false, Errors: [{ code, property }] });
}

describe('who may run the jobs', () => {
  it('visitors get UM_01 (401), a signed-in user without manage-search UM_01 (403); nothing starts', async () => {
    for (const path of ['/search/remove-all-pages', '/search/index-all-pages']) {
      refused(await visitor.rest('POST', `/api/tessera${path}`), 401, 'UM_01', null);
      refused(await editor.rest('POST', `/api/tessera${path}`), 403, 'UM_01', null);
    }
    refused(await visitor.rest('GET', '/api/tessera/search/status'), 401, 'UM_01', null);
    refused(await editor.rest('GET', '/api/tessera/search/status'), 403, 'UM_01', null);
    expect(await gateway.sql('select * from search_job')).toEqual([]);
  });

  it('before any run both jobs are idle', async () => {
    const idle = { state: 'idle', done: 0, total: 0, startedAt: null, finishedAt: null, count: null };
    expect(await status()).toEqual({ engine: 'postgresql', removalState: 'idle', indexingState: 'idle', removal: idle, indexing: idle });
  });
});

describe('remove all, then index all', () => {
  it('removal: answers at once with loading, works in batches to the total, ends in success', async () => {
    expect((await found()).total).toBe(18);
    const reply = await admin.rest('POST', '/api/tessera/search/remove-all-pages');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ Success: true, Errors: [], started: true, status: { removalState: 'loading', removal: { state: 'loading', done: 0, total: 18 } } });

    const { seen, last } = await watch('removal');
    expect(seen[0].state).toBe('loading');
    expect(seen.some((s) => s.state === 'loading' && s.done > 0 && s.done < 18)).toBe(true);
    expect(last).toEqual({ state: 'success', done: 18, total: 18, startedAt: expect.any(String), finishedAt: expect.any(String), count: 18 });
    expect((await found()).total).toBe(0);
    expect(await audits('search.removal-started')).toBe(1);
    expect(await audits('search.removal-finished')).toBe(1);
  });

  it('indexing: every published page (and no draft) comes back, progress reaching the total', async () => {
    const reply = await admin.rest('POST', '/api/tessera/search/index-all-pages');
    expect(reply.body).toMatchObject({ Success: true, started: true, status: { indexingState: 'loading', removalState: 'success', indexing: { state: 'loading', done: 0, total: 18 } } });

    const { seen, last } = await watch('indexing');
    const progress = seen.filter((s) => s.state === 'loading').map((s) => s.done);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.some((done) => done > 0 && done < 18)).toBe(true);
    expect(last).toMatchObject({ state: 'success', done: 18, total: 18, count: 18 });
    const results = await found();
    expect(results.results.map((r) => r.pageId).sort((a, b) => a - b)).toEqual(published);
    expect(results.results.map((r) => r.pageId)).not.toContain(unpublished);
    const [row] = await gateway.sql('select actor_email, details from audit_log where action = ? order by id desc limit 1', ['search.indexing-finished']);
    expect(row).toEqual({ actor_email: 'admin@example.com', details: { count: 18 } });
  });

  it('the status is the same from another instance (it lives in PostgreSQL)', async () => {
    const other = await startTestGateway({}, { reset: false });
    try {
      const otherAdmin = await other.admin();
      expect(await status(otherAdmin)).toEqual(await status());
    } finally {
      await other.stop();
    }
  });

  it('index-all also drops entries of pages no longer on the site (an event that never arrived)', async () => {
    // As if an instance had indexed the draft and the unpublish event had been lost.
    await gateway.tessera.services.search.engine.index(gateway.tessera.orm.em.fork(), [
      { pageId: unpublished, versionId: 1, locale: 'en-gb', pageType: 'content-page', slug: 'beacon-draft', title: 'Beacon draft', seoText: '', body: '' },
    ]);
    expect((await found()).total).toBe(19);
    await admin.rest('POST', '/api/tessera/search/index-all-pages');
    expect((await watch('indexing')).last.state).toBe('success');
    expect((await found()).total).toBe(18);
  });
});

describe('never twice at once', () => {
  it('a second index-all while one runs starts nothing and answers the running job', async () => {
    const startedBefore = await audits('search.indexing-started');
    const first = await admin.rest('POST', '/api/tessera/search/index-all-pages');
    const second = await admin.rest('POST', '/api/tessera/search/index-all-pages');
    expect(first.body).toMatchObject({ started: true, status: { indexingState: 'loading' } });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ Success: true, started: false, status: { indexingState: 'loading' } });
    const { last } = await watch('indexing');
    expect(last).toMatchObject({ state: 'success', done: 18, total: 18, count: 18 });
    expect(await audits('search.indexing-started')).toBe(startedBefore + 1);
  });

  it('two starts at the same moment on two instances: exactly one runs', async () => {
    const other = await startTestGateway({ search }, { reset: false });
    try {
      const otherAdmin = await other.admin();
      const startedBefore = await audits('search.indexing-started');
      const replies = await Promise.all([admin, otherAdmin, admin, otherAdmin].map((client) => client.rest('POST', '/api/tessera/search/index-all-pages')));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(replies.filter((r) => r.body.started)).toHaveLength(1);
      const { last } = await watch('indexing');
      expect(last).toMatchObject({ state: 'success', done: 18, total: 18, count: 18 });
      expect(await audits('search.indexing-started')).toBe(startedBefore + 1);
    } finally {
      await other.stop();
    }
  });

  it('removal while indexing runs is refused with V_07 (and the reverse)', async () => {
    expect((await admin.rest('POST', '/api/tessera/search/index-all-pages')).body.started).toBe(true);
    refused(await admin.rest('POST', '/api/tessera/search/remove-all-pages'), 409, 'V_07', 'job');
    expect((await watch('indexing')).last.state).toBe('success');
    expect((await admin.rest('POST', '/api/tessera/search/remove-all-pages')).body.started).toBe(true);
    refused(await admin.rest('POST', '/api/tessera/search/index-all-pages'), 409, 'V_07', 'job');
    expect((await watch('removal')).last.state).toBe('success');
    expect((await found()).total).toBe(0);
  });

  it('a job whose instance died (no heartbeat) shows as error and can be started again', async () => {
    await gateway.sql(`update search_job set state = 'loading', run_id = gen_random_uuid(), heartbeat_at = now() - interval '10 minutes' where kind = 'indexing'`);
    expect((await status()).indexingState).toBe('error');
    const reply = await admin.rest('POST', '/api/tessera/search/index-all-pages');
    expect(reply.body.started).toBe(true);
    expect((await watch('indexing')).last).toMatchObject({ state: 'success', count: 18 });
    expect((await found()).total).toBe(18);
  });
});

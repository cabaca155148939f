import type { DomainEvent } from '@tessera/read-model';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Page events reach every gateway on the database (the site's caches and the search index of
 * each instance listen): two gateways share one database and nothing in memory.
 */
let first: TestGateway;
let second: TestGateway;
let admin: TestClient;
const heardBySecond: DomainEvent[] = [];
const heardByFirst: DomainEvent[] = [];
const api = '/api/tessera/page';

beforeAll(async () => {
  first = await startTestGateway();
  second = await startTestGateway({}, { reset: false });
  admin = await first.admin();
  second.tessera.events.subscribe((event) => {
    heardBySecond.push(event);
  });
  first.tessera.events.subscribe((event) => {
    heardByFirst.push(event);
  });
});

afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

async function heard(list: DomainEvent[], type: string, pageId: number, timeoutMs = 2000): Promise<DomainEvent[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = list.filter((e) => e.type === type && e.payload.pageId === pageId);
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function storedPage(slug: string) {
  const created = await admin.rest('POST', `${api}/create`, { title: slug, slug, type: 'content-page', locale: 'en-gb' });
  const stored = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, {
    title: slug,
    blocks: [{ type: 'rich-text', props: { body: '<p>x</p>' } }],
  });
  expect(stored.status).toBe(200);
  return created.body.pageID as number;
}

describe('page events across gateways', () => {
  it('a page published through one gateway is heard as page.published on the other', async () => {
    const pageId = await storedPage('across-publish');
    const started = Date.now();
    expect((await admin.rest('POST', `${api}/${pageId}/publish`)).status).toBe(200);
    const events = await heard(heardBySecond, 'page.published', pageId);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'page.published',
        origin: first.tessera.events.instanceId,
        payload: expect.objectContaining({ pageId, locale: 'en-gb', slug: 'across-publish' }),
      }),
    ]);
    // The raising gateway hears it once, in-process, not a second time from the table.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heardByFirst.filter((e) => e.type === 'page.published' && e.payload.pageId === pageId)).toHaveLength(1);
  });

  it('a page deleted through one gateway is heard as page.deleted on the other', async () => {
    const pageId = await storedPage('across-delete');
    expect((await admin.rest('POST', `${api}/${pageId}/delete`)).status).toBe(200);
    const events = await heard(heardBySecond, 'page.deleted', pageId);
    expect(events).toEqual([expect.objectContaining({ payload: expect.objectContaining({ pageId, slug: 'across-delete' }) })]);
  });

  it('changes made through the second gateway are heard on the first, and both serve the same data', async () => {
    const pageId = await storedPage('across-back');
    const viaSecond = await second.admin();
    expect((await viaSecond.rest('POST', `${api}/${pageId}/publish`)).status).toBe(200);
    expect(await heard(heardByFirst, 'page.published', pageId)).toHaveLength(1);
    expect((await viaSecond.rest('PUT', `${api}/${pageId}/save`, { slug: 'across-renamed' })).status).toBe(200);
    expect(await heard(heardByFirst, 'page.slug-changed', pageId)).toEqual([expect.objectContaining({ payload: expect.objectContaining({ slug: 'across-renamed', oldSlug: 'across-back' }) })]);
    expect((await viaSecond.rest('POST', `${api}/${pageId}/unpublish`)).status).toBe(200);
    expect(await heard(heardByFirst, 'page.unpublished', pageId)).toHaveLength(1);
    expect((await admin.rest('GET', `${api}/${pageId}`)).body).toMatchObject({ slug: 'across-renamed', status: 'not-published' });
  });

  it('a refused change raises nothing on either gateway', async () => {
    const pageId = await storedPage('across-refused');
    const before = heardBySecond.length + heardByFirst.length;
    const visitor = await first.client().start();
    expect((await visitor.rest('POST', `${api}/${pageId}/publish`)).status).toBe(401);
    expect((await admin.rest('PUT', `${api}/${pageId}/save`, { slug: 'across-publish' })).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(heardBySecond.length + heardByFirst.length).toBe(before);
  });
});

import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * The site search reads a page as visitors see it: the text of the reusable blocks it shows (their
 * published copies, never a draft) is the page's text. Publishing or deleting a reusable block
 * re-indexes the pages that show it, through the durable `search-index` consumer (after the
 * request has answered), as a page's own publication does.
 */
let gateway: TestGateway;
let admin: TestClient;
let visitor: TestClient;
let serial = 0;
const api = '/api/tessera/reusable-blocks';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  visitor = await gateway.client().start();
});

afterAll(async () => {
  await gateway?.stop();
});

/** Indexing runs after the request answered: wait until the consumers have caught up. */
async function indexed(): Promise<void> {
  expect(await gateway.tessera.consumers.settle()).toBe(true);
}

async function found(term: string): Promise<number[]> {
  const reply = await visitor.rest('POST', '/api/tessera/search/search', { term, locales: ['en-gb'] });
  expect(reply.status).toBe(200);
  return reply.body.results.map((result: { pageId: number }) => result.pageId);
}

async function reusable(quote: string): Promise<number> {
  const reply = await admin.rest('POST', api, { name: `Searchable ${++serial}`, type: 'quote', props: { quote } });
  expect(reply.status).toBe(200);
  return reply.body.ReusableBlock.id;
}

/** The latest version of the block: what a save builds on and a publication names. */
const latestVersion = async (id: number): Promise<number> => (await admin.rest('GET', `${api}/${id}`)).body.versionID;
const change = async (id: number, quote: string) =>
  expect((await admin.rest('PUT', `${api}/${id}`, { name: `Searchable ${id}`, versionID: await latestVersion(id), props: { quote } })).status).toBe(200);
const publish = async (id: number) => expect((await admin.rest('POST', `${api}/${id}/publish`, { versionID: await latestVersion(id) })).status).toBe(200);

/** A published page with a text of its own and a reference to the reusable block. */
async function pageShowing(id: number): Promise<number> {
  const slug = `rb-search-${++serial}`;
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: `Shared words ${serial}`, slug, type: 'content-page', locale: 'en-gb' });
  const blocks = [
    { type: 'rich-text', key: 'own', props: { body: '<p>Lighthouse keepers</p>' } },
    { type: 'reusable', key: 'shared', props: { ref: id } },
  ];
  expect((await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, { title: `Shared words ${serial}`, blocks })).status).toBe(200);
  return created.body.pageID;
}

describe('searching the text of reusable blocks', () => {
  it('finds a page by a word only its reusable block has, and by the new word only after the change is published', async () => {
    const id = await reusable('Quetzalcoatl feathers');
    await publish(id);
    const pages = [await pageShowing(id), await pageShowing(id)];
    await indexed();
    expect(await found('quetzalcoatl')).toEqual(expect.arrayContaining(pages));
    expect(await found('lighthouse')).toEqual(expect.arrayContaining(pages));

    // A draft changes nothing a visitor can find.
    await change(id, 'Xylophonist parade');
    await indexed();
    expect(await found('xylophonist')).toEqual([]);
    expect(await found('quetzalcoatl')).toEqual(expect.arrayContaining(pages));

    await publish(id);
    await indexed();
    expect((await found('xylophonist')).sort()).toEqual([...pages].sort());
    expect(await found('quetzalcoatl')).toEqual([]);
    // The page's own text stays found.
    expect(await found('lighthouse')).toEqual(expect.arrayContaining(pages));
  });

  it('an unpublished reusable block adds nothing; its first publication makes the page findable by it', async () => {
    const id = await reusable('Zeppelinhangar');
    const page = await pageShowing(id);
    await indexed();
    expect(await found('zeppelinhangar')).toEqual([]);
    await publish(id);
    await indexed();
    expect(await found('zeppelinhangar')).toEqual([page]);
  });

  it("a whole-index rebuild includes the reusable blocks' published text", async () => {
    const id = await reusable('Marmalade tectonics');
    await publish(id);
    const page = await pageShowing(id);
    await indexed();
    // Emptied behind the consumer's back, then rebuilt by the job an administrator starts.
    await gateway.sql('delete from search_document where page_id = ?', [page]);
    expect(await found('tectonics')).toEqual([]);
    expect((await admin.rest('POST', '/api/tessera/search/index-all-pages')).status).toBe(200);
    await waitForJob();
    expect(await found('tectonics')).toEqual([page]);
  });
});

/** The whole-index job runs in the background: wait until it leaves `loading`. */
async function waitForJob(): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const status = (await admin.rest('GET', '/api/tessera/search/status')).body;
    if (status.indexingState !== 'loading') return expect(status.indexingState).toBe('success');
    if (Date.now() > deadline) throw new Error('the whole-index job did not end');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

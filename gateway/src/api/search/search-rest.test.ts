import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * SPEC §7 Search over REST: visitors search the published pages in four languages, with
 * stemming, prefix matching, highlights, filters, paging and a typo fallback, and the index
 * follows publication as it happens.
 */
let gateway: TestGateway;
let admin: TestClient;
let visitor: TestClient;
let serial = 0;
const api = '/api/tessera/page';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  visitor = await gateway.client().start();
});

afterAll(async () => {
  await gateway?.stop();
});

interface PageSpec {
  locale?: string;
  type?: string;
  title: string;
  body?: string;
  seoDescription?: string;
  slug?: string;
  publish?: boolean;
}

/** A page whose published version has the title and a rich-text block with the body. */
async function publish(spec: PageSpec): Promise<{ pageID: number; slug: string }> {
  const slug = spec.slug ?? `search-page-${++serial}`;
  const created = await admin.rest('POST', `${api}/create`, { title: spec.title, slug, type: spec.type ?? 'content-page', locale: spec.locale ?? 'en-gb' });
  expect(created.status).toBe(200);
  const stored = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/${spec.publish === false ? 'store' : 'store-and-publish'}`, {
    title: spec.title,
    blocks: spec.body ? [{ type: 'rich-text', key: 'main', props: { body: `<p>${spec.body}</p>` } }] : [],
    seoDescription: spec.seoDescription ?? null,
  });
  expect(stored.status).toBe(200);
  const page = await admin.rest('GET', `${api}/${created.body.pageID}`);
  await indexed();
  return { pageID: created.body.pageID, slug: page.body.slug };
}

/** Indexing is a durable consumer that runs after the request answered: wait until it has caught up. */
async function indexed(): Promise<void> {
  expect(await gateway.tessera.consumers.settle()).toBe(true);
}

async function search(query: Record<string, unknown>, client: TestClient = visitor) {
  const reply = await client.rest('POST', '/api/tessera/search/search', query);
  expect(reply.status).toBe(200);
  return reply.body as {
    total: number;
    totalCapped: boolean;
    approximate: boolean;
    results: Array<{ pageId: number; locale: string; slug: string; path: string; title: string; pageType: string; excerpt: string; rank: number }>;
  };
}

const ids = (found: { results: Array<{ pageId: number }> }) => found.results.map((r) => r.pageId);

function refused(reply: { status: number; body: any }, status: number, code: string, property: string | null) {
  expect({ status: reply.status, Success: reply.body.Success, Errors: reply.body.Errors }).toEqual({ status, Success: false, Errors: [{ code, property }] });
}

describe('searching in four languages', () => {
  let en: number;
  let nl: number;
  let de: number;
  let fr: number;

  beforeAll(async () => {
    en = (await publish({ locale: 'en-gb', title: 'Tips for the garden', body: 'Our gardeners planted roses along the path.', slug: 'garden-tips' })).pageID;
    nl = (await publish({ locale: 'nl-nl', title: 'Een nieuwe woning kopen', body: 'De woning heeft drie slaapkamers en een tuin.', slug: 'woning-kopen' })).pageID;
    de = (await publish({ locale: 'de-de', title: 'Ein Haus am See', body: 'Das Haus hat einen großen Garten.', slug: 'haus-am-see' })).pageID;
    fr = (await publish({ locale: 'fr-fr', title: 'Acheter une maison', body: 'La maison a un grand jardin fleuri.', slug: 'acheter-maison' })).pageID;
  });

  it('English: "gardens" finds the garden page, at its public path, with the match marked', async () => {
    const found = await search({ term: 'gardens', locales: ['en-gb'] });
    expect(found.total).toBe(1);
    expect(found.approximate).toBe(false);
    expect(found.results[0]).toEqual({
      pageId: en,
      locale: 'en-gb',
      slug: 'garden-tips',
      path: '/garden-tips',
      title: 'Tips for the garden',
      pageType: 'content-page',
      excerpt: expect.stringContaining('<mark>'),
      rank: expect.any(Number),
    });
    expect(found.results[0].rank).toBeGreaterThan(0);
  });

  it('Dutch: "woningen" finds "woning"', async () => {
    const found = await search({ term: 'woningen', locales: ['nl-nl'] });
    expect(ids(found)).toEqual([nl]);
    expect(found.results[0].path).toBe('/nl-nl/woning-kopen');
    expect(found.results[0].excerpt).toContain('<mark>woning</mark>');
  });

  it('German: "Häuser" finds "Haus"', async () => {
    const found = await search({ term: 'Häuser', locales: ['de-de'] });
    expect(ids(found)).toEqual([de]);
    expect(found.results[0].excerpt).toBe('Das <mark>Haus</mark> hat einen großen Garten.');
  });

  it('French: "maisons" finds "maison"', async () => {
    const found = await search({ term: 'maisons', locales: ['fr-fr'] });
    expect(ids(found)).toEqual([fr]);
    expect(found.results[0].path).toBe('/fr-fr/acheter-maison');
  });

  it('without locales, every locale the site offers is searched, each in its own language', async () => {
    const found = await search({ term: 'Garten' });
    expect(ids(found)).toEqual([de]);
    expect(ids(await search({ term: 'jardin' }))).toEqual([fr]);
    expect(ids(await search({ term: 'woningen', locales: ['de-de', 'fr-fr'] }))).toEqual([]);
  });

  it('the last word matches as a prefix, while the visitor is still typing', async () => {
    expect(ids(await search({ term: 'gard', locales: ['en-gb'] }))).toEqual([en]);
    expect(ids(await search({ term: 'roses gard', locales: ['en-gb'] }))).toEqual([en]);
    expect(ids(await search({ term: 'slaapk' }))).toEqual([nl]);
    // Every word must match; only the last is a prefix.
    expect(ids(await search({ term: 'gard roses', locales: ['en-gb'] }))).toEqual([]);
  });
});

describe('excerpts', () => {
  it('are safe to insert as HTML: the text is escaped, only <mark> is markup', async () => {
    await publish({ title: 'Escaping test', body: 'Watch 5 &lt; 6 &amp; "quoted" &lt;script&gt;alert(1)&lt;/script&gt; vulnerability notes' });
    const [hit] = (await search({ term: 'vulnerability' })).results;
    expect(hit.excerpt).toContain('<mark>vulnerability</mark>');
    expect(hit.excerpt).toBe('Watch 5 &lt; 6 &amp; &quot;quoted&quot; &lt;script&gt;alert(1)&lt;/script&gt; <mark>vulnerability</mark> notes');
    expect(hit.excerpt.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('come from the SEO description when the page has no body text', async () => {
    const { pageID } = await publish({ title: 'Bare page', seoDescription: 'A quiet meadow of wildflowers' });
    const [hit] = (await search({ term: 'wildflowers' })).results;
    expect(hit.pageId).toBe(pageID);
    expect(hit.excerpt).toBe('A quiet meadow of <mark>wildflowers</mark>');
  });
});

describe('filters, ranking and paging', () => {
  const matching: number[] = [];
  let inTitle: number;
  let article: number;

  beforeAll(async () => {
    inTitle = (await publish({ title: 'Lighthouse keepers', body: 'Stories from the coast.' })).pageID;
    for (let i = 0; i < 5; i += 1) matching.push((await publish({ title: `Coastal walk ${i}`, body: `Walk number ${i} passes the old lighthouse.` })).pageID);
    article = (await publish({ title: 'News from the coast', type: 'article', body: 'A new lighthouse opened.', slug: 'lighthouse-opened' })).pageID;
    await publish({ locale: 'nl-nl', title: 'Vuurtoren', body: 'De lighthouse in het Engels.' });
  });

  it('a title match ranks above body matches, and the total counts them all', async () => {
    const found = await search({ term: 'lighthouse', locales: ['en-gb'] });
    expect(found.total).toBe(7);
    expect(found.results[0].pageId).toBe(inTitle);
    expect(found.results.map((r) => r.rank)).toEqual([...found.results.map((r) => r.rank)].sort((a, b) => b - a));
  });

  it('pages through the results with count and offset', async () => {
    const all = ids(await search({ term: 'lighthouse', locales: ['en-gb'], count: 50 }));
    expect(all).toHaveLength(7);
    const first = await search({ term: 'lighthouse', locales: ['en-gb'], count: 3 });
    const second = await search({ term: 'lighthouse', locales: ['en-gb'], count: 3, offset: 3 });
    const last = await search({ term: 'lighthouse', locales: ['en-gb'], count: 3, offset: 6 });
    expect([first.total, second.total, last.total]).toEqual([7, 7, 7]);
    expect([...ids(first), ...ids(second), ...ids(last)]).toEqual(all);
    const beyond = await search({ term: 'lighthouse', locales: ['en-gb'], count: 3, offset: 30 });
    expect(beyond).toEqual({ total: 7, totalCapped: false, approximate: false, results: [] });
    expect((await search({ term: 'lighthouse', locales: ['en-gb'] })).results).toHaveLength(7);
  });

  it('filters by locale and by page type', async () => {
    expect((await search({ term: 'lighthouse' })).total).toBe(8);
    const articles = await search({ term: 'lighthouse', pageTypes: ['article'] });
    expect(ids(articles)).toEqual([article]);
    expect(articles.results[0]).toMatchObject({ pageType: 'article', slug: 'news/lighthouse-opened', path: '/news/lighthouse-opened' });
    expect((await search({ term: 'lighthouse', locales: ['nl-nl'] })).total).toBe(1);
    expect((await search({ term: 'lighthouse', locales: ['en-gb'], pageTypes: ['content-page', 'article'] })).total).toBe(7);
    expect((await search({ term: 'lighthouse', pageTypes: ['landing-page'] })).total).toBe(0);
  });
});

describe('a term that matches very many pages', () => {
  it('counts and ranks at most 1,000 matches, title matches first; the total then says "at least"', async () => {
    // 1,010 pages behind the operations' back (creating them over HTTP would take minutes), 5 with the word in the title.
    const rows = await gateway.sql<{ id: number }>(
      `insert into page (locale, slug, type, translation_group, title, ever_published, created_at, updated_at)
       select 'en-gb', 'zebra-' || g, 'content-page', gen_random_uuid(), 'Page ' || g, true, now(), now() from generate_series(1, 1010) g returning id`,
    );
    const em = gateway.tessera.orm.em.fork();
    await gateway.tessera.services.search.engine.index(
      em,
      rows.map(({ id }, i) => ({
        pageId: id,
        versionId: 1,
        locale: 'en-gb',
        pageType: 'content-page',
        slug: `zebra-${i + 1}`,
        title: i % 200 === 7 ? `Zebra crossing ${i}` : `Page ${i + 1}`,
        seoText: '',
        body: 'A zebra crossed the road.',
      })),
    );
    const first = await search({ term: 'zebra', count: 10 });
    expect(first).toMatchObject({ total: 1000, totalCapped: true, approximate: false });
    expect(first.results.slice(0, 5).map((r) => r.title)).toEqual(expect.arrayContaining(['Zebra crossing 7', 'Zebra crossing 207', 'Zebra crossing 407', 'Zebra crossing 607', 'Zebra crossing 807']));
    const last = await search({ term: 'zebra', count: 10, offset: 995 });
    expect(last).toMatchObject({ total: 1000, totalCapped: true });
    expect(last.results).toHaveLength(5);
    refused(await visitor.rest('POST', '/api/tessera/search/search', { term: 'zebra', offset: 1000 }), 422, 'V_12', 'offset');
    await gateway.sql(`delete from page where slug like 'zebra-%'`);
    expect((await search({ term: 'zebra' })).total).toBe(0);
  });
});

describe('typos', () => {
  it('when nothing matches, titles close to the term answer, marked as approximate', async () => {
    const { pageID } = await publish({ title: 'Amsterdam canal tours', body: 'Boats leave every hour.' });
    const found = await search({ term: 'amsterdm' });
    expect(found.approximate).toBe(true);
    expect(ids(found)).toContain(pageID);
    expect(found.results[0].excerpt).toBe('Boats leave every hour.');
    const dutch = await publish({ locale: 'nl-nl', title: 'Rondvaart door de grachten', body: 'Elk uur.' });
    expect(ids(await search({ term: 'rondvart', locales: ['nl-nl'] }))).toEqual([dutch.pageID]);
  });

  it('a term like nothing finds nothing', async () => {
    expect(await search({ term: 'qzxwvj' })).toEqual({ total: 0, totalCapped: false, approximate: false, results: [] });
    expect(await search({ term: '!!! ???' })).toEqual({ total: 0, totalCapped: false, approximate: false, results: [] });
  });
});

describe('the index follows publication', () => {
  it('a page is found once its publication is indexed (in the background), and gone once its unpublication is', async () => {
    const { pageID } = await publish({ title: 'Quokka sightings', body: 'Seen near the harbour.', publish: false });
    expect((await search({ term: 'quokka' })).total).toBe(0);
    expect((await admin.rest('POST', `${api}/${pageID}/publish`)).status).toBe(200);
    await indexed();
    expect(ids(await search({ term: 'quokka' }))).toEqual([pageID]);
    expect((await admin.rest('POST', `${api}/${pageID}/unpublish`)).status).toBe(200);
    await indexed();
    expect((await search({ term: 'quokka' })).total).toBe(0);
  });

  it('a new published version replaces the old text; a stored but unpublished one does not', async () => {
    const { pageID } = await publish({ title: 'Otter news', body: 'Otters were counted.' });
    const page = await admin.rest('GET', `${api}/${pageID}`);
    const latest = page.body.latestVersionID;
    const stored = await admin.rest('POST', `${api}/version/${latest}/store`, { title: 'Beaver news', blocks: [] });
    expect(stored.status).toBe(200);
    await indexed();
    expect(ids(await search({ term: 'otters' }))).toEqual([pageID]);
    expect((await search({ term: 'beaver' })).total).toBe(0);
    expect((await admin.rest('POST', `${api}/${pageID}/publish`)).status).toBe(200);
    await indexed();
    expect((await search({ term: 'otters' })).total).toBe(0);
    expect(ids(await search({ term: 'beaver' }))).toEqual([pageID]);
  });

  it('a renamed page is found at its new path; a deleted page is gone', async () => {
    const { pageID } = await publish({ title: 'Pelican colony', slug: 'pelicans' });
    expect((await admin.rest('PUT', `${api}/${pageID}/save`, { slug: 'pelican-colony' })).status).toBe(200);
    await indexed();
    expect((await search({ term: 'pelican' })).results[0]).toMatchObject({ pageId: pageID, slug: 'pelican-colony', path: '/pelican-colony' });
    expect((await admin.rest('POST', `${api}/${pageID}/delete`)).status).toBe(200);
    await indexed();
    expect((await search({ term: 'pelican' })).total).toBe(0);
  });

  it('a repeated event changes nothing (delivery is at least once)', async () => {
    const { pageID } = await publish({ title: 'Heron watch' });
    const before = await gateway.sql('select page_id, version_id, title, document::text as document from search_document where page_id = ?', [pageID]);
    await gateway.tessera.services.search.sync(pageID);
    await gateway.tessera.services.search.onEvent({ type: 'page.published', payload: { pageId: pageID }, origin: 'test', at: new Date() });
    expect(await gateway.sql('select page_id, version_id, title, document::text as document from search_document where page_id = ?', [pageID])).toEqual(before);
    expect((await search({ term: 'heron' })).total).toBe(1);
  });
});

describe('bad input', () => {
  it('answers coded errors for the field at fault', async () => {
    const post = (body: unknown) => visitor.rest('POST', '/api/tessera/search/search', body);
    refused(await post({}), 422, 'V_01', 'term');
    refused(await post({ term: '   ' }), 422, 'V_01', 'term');
    refused(await post({ term: 42 }), 422, 'V_12', 'term');
    refused(await post({ term: 'x'.repeat(201) }), 422, 'V_14', 'term');
    for (const count of [0, 51, 2.5, '2.5', true, -1]) refused(await post({ term: 'garden', count }), 422, 'V_12', 'count');
    // Digits as text are the number, as a search form sends them (docs/rest-api.md).
    expect((await post({ term: 'garden', count: '10', offset: '0' })).status).toBe(200);
    for (const offset of [-1, 1.5, 'a', 1000]) refused(await post({ term: 'garden', offset }), 422, 'V_12', 'offset');
    refused(await post({ term: 'garden', locales: 'en-gb' }), 422, 'V_12', 'locales');
    refused(await post({ term: 'garden', locales: ['english'] }), 422, 'V_12', 'locales.0');
    refused(await post({ term: 'garden', locales: ['es-es'] }), 422, 'V_12', 'locales');
    refused(await post({ term: 'garden', pageTypes: ['no-such-type'] }), 422, 'V_12', 'pageTypes');
    refused(await post({ term: 'garden', pageTypes: [7] }), 422, 'V_12', 'pageTypes.0');
    refused(await post({ term: 'garden', sort: 'title' }), 422, 'V_12', 'sort');
  });

  it('a locale the site no longer offers is refused', async () => {
    await gateway.sql(`insert into setting (key, value) values ('availableLocales', '["en-gb","nl-nl"]') on conflict (key) do update set value = excluded.value`);
    try {
      refused(await visitor.rest('POST', '/api/tessera/search/search', { term: 'maison', locales: ['fr-fr'] }), 422, 'V_12', 'locales');
      expect((await search({ term: 'maisons' })).total).toBe(0);
    } finally {
      await gateway.sql(`delete from setting where key = 'availableLocales'`);
    }
  });

  it('like every REST write, the search needs the CSRF proof of the visitor session', async () => {
    const bare = gateway.client();
    refused(await bare.rest('POST', '/api/tessera/search/search', { term: 'garden' }), 403, 'V_04', 'csrf');
  });
});

import { errors } from '@elastic/elasticsearch';
import Mock from '@elastic/elasticsearch-mock';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createSearchEngine } from './create-search-engine';
import { elasticsearchEngine, ElasticsearchSearchEngine } from './elasticsearch-search-engine';
import { PostgresSearchEngine } from './postgres-search-engine';
import type { SearchDocument, SearchQuery } from './search-engine';

/**
 * The Elasticsearch engine against the official client with a mock transport under it (no
 * cluster runs here): the requests it sends, and how the answers map to search results.
 */
interface Sent {
  method: string;
  path: string;
  querystring: Record<string, string>;
  body: any;
}

const em = {} as EntityManager;
let mock: Mock;
let sent: Sent[];
let engine: ElasticsearchSearchEngine;

const notFound = () => new errors.ResponseError({ body: { error: { type: 'index_not_found_exception' } }, statusCode: 404, headers: {}, warnings: null, meta: {} as never });

function answer(method: string | string[], path: string | string[], reply: (request: Sent) => unknown) {
  mock.add({ method, path }, (params) => {
    const request = params as unknown as Sent;
    sent.push(request);
    return reply(request) as Record<string, unknown>;
  });
}

beforeEach(() => {
  mock = new Mock();
  sent = [];
  engine = elasticsearchEngine('http://es.test:9200', 'tessera-pages', mock.getConnection());
  answer('HEAD', '/tessera-pages', () => notFound());
  answer('PUT', '/tessera-pages', () => ({ acknowledged: true, index: 'tessera-pages' }));
});

const doc = (pageId: number, locale: string, title: string, body = ''): SearchDocument => ({
  pageId,
  versionId: pageId * 10,
  locale,
  pageType: 'content-page',
  slug: `page-${pageId}`,
  title,
  seoText: `SEO ${title}`,
  body,
});

const query = (term: string, extra: Partial<SearchQuery> = {}): SearchQuery => ({ term, locales: ['de-de'], pageTypes: null, count: 10, offset: 0, ...extra });

const searchReply = (total: number, hits: unknown[]) => ({
  took: 1,
  timed_out: false,
  _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
  hits: { total: { value: total, relation: 'eq' }, max_score: 1, hits },
});

describe('choosing the engine', () => {
  it('Elasticsearch when a URL is configured, PostgreSQL otherwise', () => {
    expect(createSearchEngine({ elasticsearchUrl: 'http://es.test:9200', elasticsearchIndex: 'x' })).toBeInstanceOf(ElasticsearchSearchEngine);
    expect(createSearchEngine({ elasticsearchIndex: 'x' })).toBeInstanceOf(PostgresSearchEngine);
  });
});

describe('indexing', () => {
  it('creates the index once, with a field set per language and its analyzer, then upserts by page id', async () => {
    answer('POST', '/_bulk', (request) => ({ took: 1, errors: false, items: request.body.filter((_: unknown, i: number) => i % 2 === 0).map(() => ({ index: { status: 200 } })) }));
    await engine.index(em, [doc(7, 'de-de', 'Ein Haus', 'Das Haus am See'), doc(8, 'nl-nl', 'Woning', 'De woning')]);
    await engine.index(em, [doc(7, 'de-de', 'Ein Haus', 'Neu')]);

    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['HEAD /tessera-pages', 'PUT /tessera-pages', 'POST /_bulk', 'POST /_bulk']);
    const created = sent[1].body;
    expect(created.mappings.dynamic).toBe('strict');
    for (const language of ['english', 'dutch', 'german', 'french']) {
      for (const part of ['title', 'seo', 'body']) expect(created.mappings.properties[`${part}_${language}`]).toEqual({ type: 'text', analyzer: language });
    }
    expect(created.mappings.properties.locale).toEqual({ type: 'keyword' });

    const bulk = sent[2];
    expect(bulk.querystring).toMatchObject({ refresh: 'wait_for' });
    expect(bulk.body[0]).toEqual({ index: { _index: 'tessera-pages', _id: '7' } });
    expect(bulk.body[1]).toEqual({
      pageId: 7,
      versionId: 70,
      locale: 'de-de',
      pageType: 'content-page',
      slug: 'page-7',
      title: 'Ein Haus',
      indexedAt: expect.any(String),
      title_german: 'Ein Haus',
      seo_german: 'SEO Ein Haus',
      body_german: 'Das Haus am See',
    });
    expect(bulk.body[3]).toMatchObject({ locale: 'nl-nl', title_dutch: 'Woning', body_dutch: 'De woning' });
    expect(bulk.body[3]).not.toHaveProperty('title_german');
  });

  it('an index another instance just created is fine', async () => {
    mock.clear({ method: 'PUT', path: '/tessera-pages' });
    answer(
      'PUT',
      '/tessera-pages',
      () => new errors.ResponseError({ body: { error: { type: 'resource_already_exists_exception' } }, statusCode: 400, headers: {}, warnings: null, meta: {} as never }),
    );
    answer('POST', '/_bulk', () => ({ took: 1, errors: false, items: [{ index: { status: 201 } }] }));
    await expect(engine.index(em, [doc(1, 'en-gb', 'One')])).resolves.toBeUndefined();
  });

  it('a refused document fails the call (a job then ends in error; a failed event is logged)', async () => {
    answer('POST', '/_bulk', () => ({ took: 1, errors: true, items: [{ index: { status: 400, error: { type: 'mapper_parsing_exception', reason: 'bad' } } }] }));
    await expect(engine.index(em, [doc(1, 'en-gb', 'One')])).rejects.toThrow(/mapper_parsing_exception/);
  });
});

describe('removing', () => {
  it('removes pages by id; one that is not there is fine (events come at least once)', async () => {
    answer('POST', '/_bulk', () => ({ took: 1, errors: true, items: [{ delete: { status: 200 } }, { delete: { status: 404, result: 'not_found' } }] }));
    await engine.remove(em, [3, 4]);
    const bulk = sent.find((r) => r.path === '/_bulk')!;
    expect(bulk.body).toEqual([{ delete: { _index: 'tessera-pages', _id: '3' } }, { delete: { _index: 'tessera-pages', _id: '4' } }]);
  });

  it('remove-all goes a batch at a time (delete by query with max_docs)', async () => {
    answer('POST', '/tessera-pages/_delete_by_query', () => ({ took: 3, deleted: 200, total: 200, failures: [] }));
    expect(await engine.removeSome(em, 200)).toBe(200);
    const request = sent.find((r) => r.path.endsWith('_delete_by_query'))!;
    expect({ ...request.querystring, ...request.body }).toMatchObject({ max_docs: expect.anything(), refresh: 'true', conflicts: 'proceed', query: { match_all: {} } });
    expect(Number({ ...request.querystring, ...request.body }.max_docs)).toBe(200);
  });

  it("index-all's sweep drops the pages of a range that are no longer on the site", async () => {
    answer('POST', '/tessera-pages/_delete_by_query', () => ({ took: 3, deleted: 1, total: 1, failures: [] }));
    await engine.retainOnly(em, { after: 100, upTo: 300 }, [101, 250]);
    await engine.retainOnly(em, { after: 300, upTo: null }, []);
    const [first, last] = sent.filter((r) => r.path.endsWith('_delete_by_query'));
    expect(first.body.query).toEqual({ bool: { filter: [{ range: { pageId: { gt: 100, lte: 300 } } }], must_not: [{ ids: { values: ['101', '250'] } }] } });
    expect(last.body.query.bool.filter).toEqual([{ range: { pageId: { gt: 300 } } }]);
  });

  it('counts the documents', async () => {
    answer(['GET', 'POST'], '/tessera-pages/_count', () => ({ count: 42, _shards: {} }));
    expect(await engine.count(em)).toBe(42);
  });
});

describe('searching', () => {
  const hit = (pageId: number, locale: string, score: number, highlight?: Record<string, string[]>) => ({
    _index: 'tessera-pages',
    _id: String(pageId),
    _score: score,
    _source: { pageId, locale, slug: `page-${pageId}`, title: `Title <${pageId}>`, pageType: 'content-page' },
    ...(highlight ? { highlight } : {}),
  });

  it('asks for every word (the last as a prefix) in the locales’ language fields, title first; maps hits and highlights', async () => {
    answer('POST', '/tessera-pages/_search', () =>
      searchReply(12, [hit(5, 'de-de', 3.5, { body_german: ['Das \u0002Haus\u0003 <script>x</script> am See', 'ein \u0002Häuschen\u0003'] }), hit(6, 'en-gb', 1.25)]),
    );
    const found = await engine.search(em, query('Häuser am', { locales: ['de-de', 'en-gb'], pageTypes: ['article'], count: 2, offset: 4 }));

    const request = sent.find((r) => r.path.endsWith('_search'))!;
    expect(request.body).toMatchObject({
      from: 4,
      size: 2,
      track_total_hits: 1000,
      query: {
        bool: {
          must: [
            {
              multi_match: {
                query: 'Häuser am',
                type: 'bool_prefix',
                operator: 'and',
                fields: ['title_german^5', 'seo_german^2', 'body_german^1', 'title_english^5', 'seo_english^2', 'body_english^1'],
              },
            },
          ],
          filter: [{ terms: { locale: ['de-de', 'en-gb'] } }, { terms: { pageType: ['article'] } }],
        },
      },
      highlight: { pre_tags: ['\u0002'], post_tags: ['\u0003'] },
    });
    expect(Object.keys(request.body.highlight.fields)).toEqual(['body_german', 'seo_german', 'body_english', 'seo_english']);

    expect(found).toEqual({
      total: 12,
      totalCapped: false,
      approximate: false,
      hits: [
        {
          pageId: 5,
          locale: 'de-de',
          slug: 'page-5',
          title: 'Title <5>',
          pageType: 'content-page',
          rank: 3.5,
          excerpt: 'Das <mark>Haus</mark> &lt;script&gt;x&lt;/script&gt; am See … ein <mark>Häuschen</mark>',
        },
        { pageId: 6, locale: 'en-gb', slug: 'page-6', title: 'Title <6>', pageType: 'content-page', rank: 1.25, excerpt: 'Title &lt;6&gt;' },
      ],
    });
  });

  it('when nothing matches, a fuzzy title search answers, marked approximate', async () => {
    let calls = 0;
    answer('POST', '/tessera-pages/_search', () => (++calls === 1 ? searchReply(0, []) : searchReply(1, [hit(9, 'de-de', 0.8, { body_german: ['Erste Worte'] })])));
    const found = await engine.search(em, query('Amsterdm'));
    const [exact, fuzzy] = sent.filter((r) => r.path.endsWith('_search'));
    expect(exact.body.query.bool.must[0].multi_match.type).toBe('bool_prefix');
    expect(fuzzy.body.query.bool.must[0]).toEqual({ multi_match: { query: 'Amsterdm', operator: 'and', fuzziness: 'AUTO', fields: ['title_german'] } });
    expect(found).toMatchObject({ total: 1, approximate: true, hits: [{ pageId: 9, excerpt: 'Erste Worte' }] });
  });

  it('counts up to the window of 1,000; beyond, the total says "at least"', async () => {
    answer('POST', '/tessera-pages/_search', () => ({ ...searchReply(0, [hit(1, 'de-de', 1)]), hits: { total: { value: 1000, relation: 'gte' }, max_score: 1, hits: [hit(1, 'de-de', 1)] } }));
    expect(await engine.search(em, query('Haus', { offset: 995, count: 10 }))).toMatchObject({ total: 1000, totalCapped: true });
    expect(sent.find((r) => r.path.endsWith('_search'))!.body).toMatchObject({ from: 995, size: 5 });
  });

  it('past the first page there is no fallback, and a blank term asks nothing', async () => {
    answer('POST', '/tessera-pages/_search', () => searchReply(0, []));
    expect(await engine.search(em, query('zzz', { offset: 10 }))).toEqual({ total: 0, totalCapped: false, hits: [], approximate: false });
    expect(sent.filter((r) => r.path.endsWith('_search'))).toHaveLength(1);
    expect(await engine.search(em, query('  '))).toEqual({ total: 0, totalCapped: false, hits: [], approximate: false });
    expect(sent.filter((r) => r.path.endsWith('_search'))).toHaveLength(1);
  });
});

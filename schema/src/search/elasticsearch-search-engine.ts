import { Client, errors } from '@elastic/elasticsearch';
import type { EntityManager } from '@mikro-orm/postgresql';
import { markedExcerpt, markStart, markStop, openingExcerpt } from './excerpt';
import { languageOf, searchWindow, type SearchDocument, type SearchEngine, type SearchHits, type SearchQuery } from './search-engine';

/*
 * The cluster engine (ELASTICSEARCH_URL): one index of published pages. Each page's text goes
 * into the fields of its own language (`title_german`, `body_german`…), analysed by that
 * language's analyzer, so a query over the asked locales' fields stems per language just as the
 * PostgreSQL engine does. Same answers: every word must match (the last as a prefix), title
 * before SEO text before body, a fuzzy title search when nothing matches, <mark> highlights.
 */

const languages = ['english', 'dutch', 'german', 'french', 'simple'] as const;
type Language = (typeof languages)[number];

/** Boosts mirroring the PostgreSQL weights (A 1.0, B 0.4, C 0.2). */
const boosts = { title: 5, seo: 2, body: 1 };

interface Source {
  pageId: number;
  locale: string;
  slug: string;
  title: string;
  pageType: string;
}

export function indexDefinition(index: string) {
  const text = (language: Language) => ({ type: 'text' as const, analyzer: language });
  return {
    index,
    settings: { number_of_shards: 1 },
    mappings: {
      dynamic: 'strict' as const,
      properties: {
        pageId: { type: 'integer' as const },
        versionId: { type: 'integer' as const },
        locale: { type: 'keyword' as const },
        pageType: { type: 'keyword' as const },
        slug: { type: 'keyword' as const },
        title: { type: 'keyword' as const, index: false },
        indexedAt: { type: 'date' as const },
        ...Object.fromEntries(languages.flatMap((language) => ['title', 'seo', 'body'].map((part) => [`${part}_${language}`, text(language)]))),
      },
    },
  };
}

export function documentBody(document: SearchDocument, indexedAt = new Date()) {
  const language = languageOf(document.locale);
  return {
    pageId: document.pageId,
    versionId: document.versionId,
    locale: document.locale,
    pageType: document.pageType,
    slug: document.slug,
    title: document.title,
    indexedAt: indexedAt.toISOString(),
    [`title_${language}`]: document.title,
    [`seo_${language}`]: document.seoText,
    [`body_${language}`]: document.body,
  };
}

export class ElasticsearchSearchEngine implements SearchEngine {
  readonly name = 'elasticsearch' as const;
  private ready: Promise<void> | undefined;

  constructor(
    private readonly client: Client,
    private readonly indexName: string,
  ) {}

  /** Creates the index with its mappings on first use (another instance may just have done so). */
  private ensureIndex(): Promise<void> {
    this.ready ??= (async () => {
      if (await this.client.indices.exists({ index: this.indexName })) return;
      try {
        await this.client.indices.create(indexDefinition(this.indexName));
      } catch (error) {
        if (!(error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception')) throw error;
      }
    })().catch((error) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  async index(_em: EntityManager, documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.ensureIndex();
    const indexedAt = new Date();
    const response = await this.client.bulk({
      // Visible to searches before the call returns: a page is findable once its publish answers.
      refresh: 'wait_for',
      operations: documents.flatMap((document) => [{ index: { _index: this.indexName, _id: String(document.pageId) } }, documentBody(document, indexedAt)]),
    });
    this.requireBulk(response, []);
  }

  async remove(_em: EntityManager, pageIds: number[]): Promise<void> {
    if (pageIds.length === 0) return;
    await this.ensureIndex();
    const response = await this.client.bulk({ refresh: 'wait_for', operations: pageIds.map((id) => ({ delete: { _index: this.indexName, _id: String(id) } })) });
    // Removing what is not there is fine: events arrive at least once.
    this.requireBulk(response, [404]);
  }

  private requireBulk(response: { errors: boolean; items: Array<Record<string, { status: number; error?: { type?: string; reason?: string | null } } | undefined>> }, tolerated: number[]): void {
    if (!response.errors) return;
    const failed = response.items.map((item) => Object.values(item)[0]).filter((result) => result && result.error && !tolerated.includes(result.status));
    if (failed.length > 0) throw new Error(`Elasticsearch refused ${failed.length} document(s): ${failed[0]?.error?.type} ${failed[0]?.error?.reason ?? ''}`);
  }

  async removeSome(_em: EntityManager, limit: number): Promise<number> {
    await this.ensureIndex();
    const response = await this.client.deleteByQuery({ index: this.indexName, query: { match_all: {} }, max_docs: limit, refresh: true, conflicts: 'proceed' });
    return response.deleted ?? 0;
  }

  async retainOnly(_em: EntityManager, range: { after: number; upTo: number | null }, keep: number[]): Promise<void> {
    await this.ensureIndex();
    await this.client.deleteByQuery({
      index: this.indexName,
      refresh: true,
      conflicts: 'proceed',
      query: {
        bool: {
          filter: [{ range: { pageId: { gt: range.after, ...(range.upTo === null ? {} : { lte: range.upTo }) } } }],
          must_not: [{ ids: { values: keep.map(String) } }],
        },
      },
    });
  }

  async count(_em: EntityManager): Promise<number> {
    await this.ensureIndex();
    return (await this.client.count({ index: this.indexName })).count;
  }

  async search(_em: EntityManager, query: SearchQuery): Promise<SearchHits> {
    if (query.term.trim() === '' || query.locales.length === 0) return { total: 0, totalCapped: false, hits: [], approximate: false };
    await this.ensureIndex();
    const searched = [...new Set(query.locales.map(languageOf))];
    const exact = await this.run(query, searched, {
      multi_match: {
        query: query.term,
        type: 'bool_prefix',
        operator: 'and',
        fields: searched.flatMap((language) => [`title_${language}^${boosts.title}`, `seo_${language}^${boosts.seo}`, `body_${language}^${boosts.body}`]),
      },
    });
    if (exact.total > 0 || query.offset > 0) return exact;
    const near = await this.run(query, searched, {
      multi_match: { query: query.term, operator: 'and', fuzziness: 'AUTO', fields: searched.map((language) => `title_${language}`) },
    });
    return near.total > 0 ? { ...near, approximate: true } : exact;
  }

  private async run(query: SearchQuery, searched: string[], match: object): Promise<SearchHits> {
    const response = await this.client.search<Source>({
      index: this.indexName,
      from: query.offset,
      size: Math.max(0, Math.min(query.count, searchWindow - query.offset)),
      // Counted exactly up to the window, as the PostgreSQL engine does; beyond it "at least".
      track_total_hits: searchWindow,
      _source: ['pageId', 'locale', 'slug', 'title', 'pageType'],
      query: {
        bool: {
          must: [match],
          filter: [{ terms: { locale: query.locales } }, ...(query.pageTypes ? [{ terms: { pageType: query.pageTypes } }] : [])],
        },
      },
      sort: [{ _score: { order: 'desc' } }, { pageId: { order: 'asc' } }],
      highlight: {
        pre_tags: [markStart],
        post_tags: [markStop],
        fields: Object.fromEntries(
          searched.flatMap((language) => [
            [`body_${language}`, { fragment_size: 160, number_of_fragments: 2, no_match_size: 200 }],
            [`seo_${language}`, { fragment_size: 160, number_of_fragments: 1, no_match_size: 200 }],
          ]),
        ),
      },
    });
    const counted = typeof response.hits.total === 'number' ? { value: response.hits.total, relation: 'eq' } : (response.hits.total ?? { value: 0, relation: 'eq' });
    const hits = response.hits.hits.map((hit) => {
      const source = hit._source!;
      const language = languageOf(source.locale);
      const fragments = hit.highlight?.[`body_${language}`] ?? hit.highlight?.[`seo_${language}`];
      return {
        pageId: source.pageId,
        locale: source.locale,
        slug: source.slug,
        title: source.title,
        pageType: source.pageType,
        excerpt: fragments ? markedExcerpt(fragments.join(' … ')) : openingExcerpt(source.title),
        rank: hit._score ?? 0,
      };
    });
    return { total: Math.min(counted.value, searchWindow), totalCapped: counted.relation === 'gte', hits, approximate: false };
  }
}

/** The engine for a cluster at `url`; `Connection` lets tests put a mock transport under the real client. */
export function elasticsearchEngine(url: string, index: string, Connection?: ConstructorParameters<typeof Client>[0]['Connection']): ElasticsearchSearchEngine {
  return new ElasticsearchSearchEngine(new Client({ node: url, ...(Connection ? { Connection } : {}) }), index);
}

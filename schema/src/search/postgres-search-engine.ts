import type { EntityManager } from '@mikro-orm/postgresql';
import { angleStandIns, markedExcerpt, markStart, markStop, openingExcerpt } from './excerpt';
import { languageOf, localeLanguages, searchWindow, termWords, type SearchDocument, type SearchEngine, type SearchHits, type SearchQuery } from './search-engine';

/*
 * The default engine: PostgreSQL full-text search over `search_document`. Each page's tsvector is
 * built in its locale's configuration (english, dutch, german, french: "Häuser" finds "Haus"),
 * weighted title A, SEO text B, body C. A term matches when every word does, the last one as a
 * prefix (the visitor may still be typing). When nothing matches, titles similar to the term
 * (pg_trgm word similarity) answer instead, for typos.
 *
 * The work of one search is bounded whatever the term: at most `searchWindow` + 1 matches are
 * read, title/SEO matches first (their own small tsvector `head` and GIN index), then body
 * matches, and only those are counted and ranked. GIN indexes on `document`, `head` and the
 * title's trigrams serve the three lookups.
 *
 * The table is partitioned by locale. Every read names the locales it wants with `locale = ?` or
 * `locale in (…)`, and every join back to a row carries the locale, so the planner reads only
 * those partitions (a page's locale never changes, so (page_id, locale) is as unique as page_id).
 */

/**
 * Rows a partition needs before ANALYZE records "one locale" as a fixed count of distinct values
 * rather than a fraction of the rows (it takes a count past 10% of the rows for a fraction).
 */
const statisticsRows = 11;

/** How similar (0..1) a title's best-matching stretch must be to the term for the typo fallback. */
export const typoSimilarity = 0.45;

/** Up to two fragments of context around the matches, for long text. */
const headlineOptions = `StartSel=${markStart}, StopSel=${markStop}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
/** Short text is shown whole (fragments would trim its first and last words). */
const shortText = { length: 240, options: `StartSel=${markStart}, StopSel=${markStop}, HighlightAll=true` };

/** The row's configuration, for ranking and headlines (the WHERE names it per locale, for the index). */
const rowConfig = (alias: string) =>
  `(case ${alias}.locale ${Object.entries(localeLanguages)
    .map(([locale, language]) => `when '${locale}' then '${language}'`)
    .join(' ')} else 'simple' end)::regconfig`;

/** `'w1' & 'w2' & 'w3':*` — words are letters and digits only, so quoting them is safe. */
export function tsqueryText(words: string[]): string {
  return words.map((word, i) => `'${word}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

interface HitRow {
  total: number;
  page_id: number | null;
  locale: string;
  slug: string;
  title: string;
  page_type: string;
  rank: number;
  excerpt: string;
}

export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgresql' as const;
  /** Locales whose partition has planner statistics (checked once per process). */
  private readonly localeStatistics = new Set<string>();

  async index(em: EntityManager, documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const rows = documents.map((d) => ({
      page_id: d.pageId,
      version_id: d.versionId,
      locale: d.locale,
      page_type: d.pageType,
      slug: d.slug,
      title: d.title,
      seo_text: d.seoText,
      body: d.body,
      cfg: languageOf(d.locale),
    }));
    await em.execute(
      `insert into search_document (page_id, version_id, locale, page_type, slug, title, seo_text, body, head, document, indexed_at)
       select x.page_id, x.version_id, x.locale, x.page_type, x.slug, x.title, x.seo_text, x.body,
              h.head, h.head || setweight(to_tsvector(x.cfg::regconfig, x.body), 'C'), now()
         from jsonb_to_recordset(?::jsonb) as x(page_id int, version_id int, locale text, page_type text, slug text, title text, seo_text text, body text, cfg text)
        cross join lateral (
          select setweight(to_tsvector(x.cfg::regconfig, x.title), 'A') || setweight(to_tsvector(x.cfg::regconfig, x.seo_text), 'B') as head
        ) h
       on conflict (page_id, locale) do update set
         version_id = excluded.version_id, page_type = excluded.page_type, slug = excluded.slug, title = excluded.title,
         seo_text = excluded.seo_text, body = excluded.body, head = excluded.head, document = excluded.document, indexed_at = excluded.indexed_at`,
      [JSON.stringify(rows)],
    );
    await this.ensureStatistics(em, [...new Set(documents.map((d) => d.locale))]);
  }

  /**
   * Gives a locale's partition planner statistics once it holds `statisticsRows` rows. Without
   * them the planner guesses that `locale = ?` picks a handful of rows and reads the whole
   * partition through the primary key (page_id, locale) instead of a GIN index; with them it
   * knows the partition is all one locale, which stays true however the partition grows. The
   * embedded PostgreSQL has no autovacuum to gather them, hence this one ANALYZE per partition.
   */
  private async ensureStatistics(em: EntityManager, locales: string[]): Promise<void> {
    for (const locale of locales.filter((l) => !this.localeStatistics.has(l))) {
      const [state] = await em.execute<{ partition: string | null; rows: number; n_distinct: number | null }[]>(
        `select p.partition, (select count(*)::int from (select 1 from search_document where locale = ? limit ?) x) as rows,
                (select s.n_distinct from pg_stats s where s.schemaname = current_schema() and s.tablename = p.partition and s.attname = 'locale') as n_distinct
           from (select (select d.tableoid::regclass::text from search_document d where d.locale = ? limit 1) as partition) p`,
        [locale, statisticsRows, locale],
      );
      if (state.partition === null) continue;
      const known = state.n_distinct !== null && Number(state.n_distinct) > 0;
      if (!known) {
        if (Number(state.rows) < statisticsRows) continue;
        await em.execute(`analyze ${state.partition}`);
      }
      this.localeStatistics.add(locale);
    }
  }

  async remove(em: EntityManager, pageIds: number[]): Promise<void> {
    if (pageIds.length === 0) return;
    await em.execute(`delete from search_document where page_id in (${placeholders(pageIds)})`, pageIds);
  }

  async removeSome(em: EntityManager, limit: number): Promise<number> {
    const rows = await em.execute<{ n: number }[]>(
      `with gone as (delete from search_document where page_id in (select page_id from search_document order by page_id limit ?) returning 1)
       select count(*)::int as n from gone`,
      [limit],
    );
    return Number(rows[0].n);
  }

  async retainOnly(em: EntityManager, range: { after: number; upTo: number | null }, keep: number[]): Promise<void> {
    await em.execute(
      `delete from search_document where page_id > ?${range.upTo === null ? '' : ' and page_id <= ?'}
         and page_id not in (select value::int from jsonb_array_elements_text(?::jsonb))`,
      [range.after, ...(range.upTo === null ? [] : [range.upTo]), JSON.stringify(keep)],
    );
  }

  async count(em: EntityManager): Promise<number> {
    const rows = await em.execute<{ n: number }[]>('select count(*)::int as n from search_document');
    return Number(rows[0].n);
  }

  async search(em: EntityManager, query: SearchQuery): Promise<SearchHits> {
    const words = termWords(query.term);
    if (words.length === 0 || query.locales.length === 0) return { total: 0, totalCapped: false, hits: [], approximate: false };
    const exact = await this.fullText(em, query, tsqueryText(words));
    if (exact.total > 0 || query.offset > 0) return exact;
    const near = await this.similarTitles(em, query, words.join(' '));
    return near.total > 0 ? near : exact;
  }

  /** Restricts `d` to the wanted page types (every type when none are named). */
  private typeFilter(query: SearchQuery): { sql: string; params: string[] } {
    if (!query.pageTypes) return { sql: '', params: [] };
    return { sql: ` and d.page_type in (${placeholders(query.pageTypes)})`, params: query.pageTypes };
  }

  private async fullText(em: EntityManager, query: SearchQuery, tsquery: string): Promise<SearchHits> {
    const types = this.typeFilter(query);
    // One select per locale, its configuration spelled out (for the GIN index) and its locale
    // compared for equality (so it reads that locale's partition alone).
    const matching = (column: 'head' | 'document', extra = '') =>
      query.locales
        .map((locale) => `select d.page_id, d.locale from search_document d where d.locale = ? and d.${column} @@ to_tsquery('${languageOf(locale)}', ?)${types.sql}${extra}`)
        .join(' union all ');
    const matchParams = query.locales.flatMap((locale) => [locale, tsquery, ...types.params]);
    const wanted = `d.locale in (${placeholders(query.locales)})`;
    // The CTEs are planned for all their rows (so by index, never a scan of the table that a
    // LIMIT would make look cheap) and run lazily, only as far as the LIMIT reading them asks.
    const sql = `with head_matches as materialized (
       ${matching('head')}
     ), head as materialized (
       select page_id, locale from head_matches limit ?
     ), body_matches as materialized (
       ${matching('document', ' and d.page_id not in (select page_id from head)')}
     ), body as materialized (
       select page_id, locale from body_matches limit (select ? - count(*) from head)
     ), m as materialized (
       select d.page_id, d.locale, d.slug, d.title, d.page_type, ts_rank(d.document, to_tsquery(${rowConfig('d')}, ?)) as rank
         from search_document d
        where ${wanted} and (d.page_id, d.locale) in (select page_id, locale from head union all select page_id, locale from body)
     )
     select t.total, r.* from (select count(*)::int as total from m) t
     left join lateral (
       select p.*, ts_headline(${rowConfig('p')}, x.text, to_tsquery(${rowConfig('p')}, ?), case when length(x.text) <= ? then ? else ? end) as excerpt
         from (select * from m order by rank desc, page_id limit ? offset ?) p
         join search_document d on d.page_id = p.page_id and d.locale = p.locale and ${wanted}
         cross join lateral (select translate(coalesce(nullif(d.body, ''), nullif(d.seo_text, ''), d.title), '<>', ?) as text) x
        order by p.rank desc, p.page_id
     ) r on true`;
    const params = [
      ...matchParams,
      searchWindow + 1,
      ...matchParams,
      searchWindow + 1,
      tsquery,
      ...query.locales,
      tsquery,
      shortText.length,
      shortText.options,
      headlineOptions,
      Math.max(0, Math.min(query.count, searchWindow - query.offset)),
      query.offset,
      ...query.locales,
      angleStandIns,
    ];
    const rows = await this.withIndexes(em, (tx) => tx.execute<HitRow[]>(sql, params));
    return this.present(rows, false, markedExcerpt);
  }

  /** Titles whose best-matching stretch is like the term, for a term with a typo. */
  private async similarTitles(em: EntityManager, query: SearchQuery, term: string): Promise<SearchHits> {
    const types = this.typeFilter(query);
    return this.withIndexes(em, async (tx) => {
      // `<%` compares against this threshold; set for this transaction only.
      await tx.execute(`select set_config('pg_trgm.word_similarity_threshold', ?, true)`, [String(typoSimilarity)]);
      const rows = await tx.execute<HitRow[]>(
        `with m as materialized (
           select d.page_id, d.locale, d.slug, d.title, d.page_type, word_similarity(?, d.title) as rank
             from search_document d
            where d.locale in (${placeholders(query.locales)}) and ? <% d.title${types.sql}
            limit ?
         )
         select t.total, r.* from (select count(*)::int as total from m) t
         left join lateral (
           select p.*, left(coalesce(nullif(d.body, ''), nullif(d.seo_text, ''), d.title), 400) as excerpt
             from (select * from m order by rank desc, page_id limit ? offset ?) p
             join search_document d on d.page_id = p.page_id and d.locale = p.locale and d.locale in (${placeholders(query.locales)})
            order by p.rank desc, p.page_id
         ) r on true`,
        [term, ...query.locales, term, ...types.params, searchWindow + 1, Math.max(0, Math.min(query.count, searchWindow - query.offset)), query.offset, ...query.locales],
      );
      return this.present(rows, true, (text) => openingExcerpt(text));
    });
  }

  /**
   * Runs a search with sequential scans ruled out, in a transaction of its own. The planner does
   * not count the cost of reading a tsvector kept out of line (TOAST), so for a term it expects
   * few matches of it takes reading every row for cheap; the GIN indexes are always the way here.
   */
  private withIndexes<T>(em: EntityManager, run: (tx: EntityManager) => Promise<T>): Promise<T> {
    return em.transactional(async (tx) => {
      await tx.execute(`select set_config('enable_seqscan', 'off', true)`);
      return run(tx);
    });
  }

  private present(rows: HitRow[], approximate: boolean, excerpt: (text: string) => string): SearchHits {
    const counted = rows.length > 0 ? Number(rows[0].total) : 0;
    const hits = rows
      .filter((row) => row.page_id !== null)
      .map((row) => ({
        pageId: row.page_id!,
        locale: row.locale,
        slug: row.slug,
        title: row.title,
        pageType: row.page_type,
        excerpt: excerpt(row.excerpt ?? ''),
        rank: Number(row.rank),
      }));
    return { total: Math.min(counted, searchWindow), totalCapped: counted > searchWindow, hits, approximate };
  }
}

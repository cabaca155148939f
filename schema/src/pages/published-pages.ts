import type { EntityManager } from '@mikro-orm/postgresql';
import { reusableBlockType, reusableRefOf, type Block } from '@tessera/content-model';
import { resolveReusableBlocks } from '@tessera/read-model';
import { publishedReusableBlocks } from '../reusable-blocks/published-reusable-blocks';

/*
 * What the search feature may ask of the pages feature: the published content of pages, read in
 * bulk for indexing. It never reads the page tables itself.
 */

/**
 * A page as visitors see it: its identity and the content of its published version, each
 * reference to a reusable block replaced by that block's published copy (as the site shows it).
 */
export interface PublishedPageContent {
  pageId: number;
  locale: string;
  slug: string;
  type: string;
  versionId: number;
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[];
  blocks: Block[];
  typeData: Record<string, unknown>;
}

interface Row {
  page_id: number;
  locale: string;
  slug: string;
  type: string;
  version_id: number;
  title: string;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: unknown;
  blocks: unknown;
  type_data: unknown;
}

const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

function present(row: Row): PublishedPageContent {
  const keywords = json(row.seo_keywords);
  const blocks = json(row.blocks);
  const typeData = json(row.type_data);
  return {
    pageId: row.page_id,
    locale: row.locale,
    slug: row.slug,
    type: row.type,
    versionId: row.version_id,
    title: row.title,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    seoKeywords: Array.isArray(keywords) ? keywords.filter((k): k is string => typeof k === 'string') : [],
    blocks: Array.isArray(blocks) ? (blocks as Block[]) : [],
    typeData: typeData && typeof typeData === 'object' ? (typeData as Record<string, unknown>) : {},
  };
}

const columns = `p.id as page_id, p.locale, p.slug, p.type, v.id as version_id, v.title, v.seo_title, v.seo_description, v.seo_keywords, v.blocks, v.type_data`;

/**
 * The pages with their references to reusable blocks replaced by the published copies (one
 * statement for all of them). Those rows are share-locked as the pages' are, so a publication of
 * one waits, and its event re-indexes the pages after this read is written.
 */
async function withReusableBlocks(em: EntityManager, pages: PublishedPageContent[]): Promise<PublishedPageContent[]> {
  const ids = pages.flatMap((page) => page.blocks.map(reusableRefOf)).filter((id): id is number => id !== null);
  if (ids.length === 0) return pages;
  const found = await publishedReusableBlocks(em, ids, { share: true });
  return pages.map((page) => ({ ...page, blocks: resolveReusableBlocks(page.blocks, found) }));
}

/**
 * Published pages with an id above `afterId`, by id, at most `limit`. In a transaction, their rows
 * stay share-locked until it ends, so none is republished, unpublished or deleted meanwhile: what
 * the caller derives from them is never older than a change that commits after it.
 */
export async function publishedPagesAfter(em: EntityManager, afterId: number, limit: number): Promise<PublishedPageContent[]> {
  const rows = await em.execute<Row[]>(
    `select ${columns} from page p join page_version v on v.id = p.published_version_id
      where p.id > ? order by p.id limit ? for share of p`,
    [afterId, limit],
  );
  return withReusableBlocks(em, rows.map(present));
}

/** One page's published content (share-locked as above), or null when it is not on the site. */
export async function publishedPage(em: EntityManager, pageId: number): Promise<PublishedPageContent | null> {
  const rows = await em.execute<Row[]>(`select ${columns} from page p join page_version v on v.id = p.published_version_id where p.id = ? for share of p`, [pageId]);
  return rows.length > 0 ? (await withReusableBlocks(em, [present(rows[0])]))[0] : null;
}

/** The pages whose published version shows the reusable block: what its publication changes on the site. */
export async function publishedPageIdsShowing(em: EntityManager, reusableBlockId: number): Promise<number[]> {
  const reference = JSON.stringify([{ type: reusableBlockType, props: { ref: reusableBlockId } }]);
  const rows = await em.execute<Array<{ id: number }>>(`select p.id from page p join page_version v on v.id = p.published_version_id where v.blocks @> ?::jsonb order by p.id`, [reference]);
  return rows.map((row) => Number(row.id));
}

export async function countPublishedPages(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ n: string }[]>('select count(*) as n from page where published_version_id is not null');
  return Number(rows[0].n);
}

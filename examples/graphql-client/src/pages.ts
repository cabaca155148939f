import type { Request } from './client';
import { PageBySlugDocument, PublishedPagesDocument, type PageBySlugQuery, type PublishedPagesQuery } from './generated/graphql';

export type PublishedPage = PublishedPagesQuery['sitemapPages'][number];

/** Every published page, read in batches of `batchSize` (keyset paging on pageID). */
export async function listPublishedPages(request: Request, batchSize = 1_000): Promise<PublishedPage[]> {
  const pages: PublishedPage[] = [];
  for (;;) {
    const afterId = pages.at(-1)?.pageID ?? 0;
    const { sitemapPages } = await request(PublishedPagesDocument, { afterId, limit: batchSize });
    pages.push(...sitemapPages);
    if (sitemapPages.length < batchSize) return pages;
  }
}

/** A block of a page version, as SPEC §3 describes it (`blocks` is JSON in the schema). */
export interface Block {
  type: string;
  key: string;
  props: Record<string, unknown>;
}

const isBlock = (value: unknown): value is Block => typeof value === 'object' && value !== null && typeof (value as Block).type === 'string' && typeof (value as Block).key === 'string';

export type PageAnswer = PageBySlugQuery['pageBySlug'];

/** A published page by its public path; `blocks` narrowed from JSON to the block shape. */
export async function readPage(request: Request, path: string): Promise<{ answer: PageAnswer; blocks: Block[] }> {
  const { pageBySlug } = await request(PageBySlugDocument, { slug: path });
  const raw = pageBySlug.page?.pageVersion.blocks;
  return { answer: pageBySlug, blocks: Array.isArray(raw) ? raw.filter(isBlock) : [] };
}

import type { Request } from './client';
import { blockTypeIds, type TesseraBlock } from './generated/blocks';
import { EditorPagesDocument, PageBySlugDocument, PublishedPagesDocument, type EditorPagesQuery, type PageBySlugQuery, type PublishedPagesQuery } from './generated/graphql';

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

export type EditorPage = EditorPagesQuery['pages']['items'][number];

/** Every page as the admin's overview lists it, drafts included, 100 a call (needs a token with create-page). */
export async function listEditorPages(request: Request): Promise<EditorPage[]> {
  const pages: EditorPage[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const { pages: batch } = await request(EditorPagesDocument, { query: { pageIndex, pageSize: 100, columnToSort: 'createdAt', sortOrder: 'asc' } });
    pages.push(...batch.items);
    if (pages.length >= batch.totalItems || batch.items.length === 0) return pages;
  }
}

const knownTypes: ReadonlySet<string> = new Set(blockTypeIds);

/**
 * A block of one of the installation's block types (`blocks` is JSON in the schema). Its props are
 * typed by ./generated/blocks.ts, which `npm run tessera -- blocks:types` writes from the
 * installation's config; a block of a type added since is left out rather than mistyped.
 */
const isBlock = (value: unknown): value is TesseraBlock =>
  typeof value === 'object' && value !== null && knownTypes.has((value as TesseraBlock).type) && typeof (value as TesseraBlock).key === 'string';

/** A block's headline, read from its typed props: its title, heading or quote, when it has one. */
export function headlineOf(block: TesseraBlock): string | undefined {
  switch (block.type) {
    case 'hero':
    case 'call-to-action':
    case 'file-download':
      return block.props.title;
    case 'quote':
      return block.props.quote;
    case 'video':
      return block.props.title ?? block.props.url;
    case 'image':
      return block.props.caption;
    default:
      return block.props.heading;
  }
}

export type PageAnswer = PageBySlugQuery['pageBySlug'];

/** A published page by its public path; `blocks` narrowed from JSON to the block shape. */
export async function readPage(request: Request, path: string): Promise<{ answer: PageAnswer; blocks: TesseraBlock[] }> {
  const { pageBySlug } = await request(PageBySlugDocument, { slug: path });
  const raw = pageBySlug.page?.pageVersion.blocks;
  return { answer: pageBySlug, blocks: Array.isArray(raw) ? raw.filter(isBlock) : [] };
}

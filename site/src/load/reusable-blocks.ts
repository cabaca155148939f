import { resolveReusableBlocks, type PublishedReusableBlock } from '@tessera/read-model';
import { reusableRefOf, type Block, type BlockFile, type BlockImage } from '@tessera/content-model';
import { PublishedReusableBlocksDocument } from '../generated/graphql';
import type { SiteData } from '../data/site-data';

/** The published copies of these reusable blocks: from the read model in-process, else one GraphQL read. */
async function publishedOf(data: SiteData, ids: number[]): Promise<Map<number, PublishedReusableBlock>> {
  const found = data.pages
    ? await data.pages.reusableBlocks(ids)
    : (await data.execute(PublishedReusableBlocksDocument, { ids })).publishedReusableBlocks.map((block) => ({
        id: block.id,
        type: block.type,
        props: block.props,
        __images: block.images as Record<string, BlockImage>,
        __files: block.files as Record<string, BlockFile>,
      }));
  return new Map(found.map((block) => [block.id, block]));
}

/**
 * A page's blocks with each reference to a reusable block replaced by its published copy (one
 * read for the whole page; an unpublished or deleted one shows nothing), and the ids referred to:
 * the page is kept under their cache keys, so a publication or deletion empties it.
 */
export async function withReusableBlocks(data: SiteData, blocks: Block[]): Promise<{ blocks: Block[]; reusableBlockIds: number[] }> {
  const ids = [...new Set(blocks.map(reusableRefOf).filter((id): id is number => id !== null))];
  if (ids.length === 0) return { blocks, reusableBlockIds: [] };
  return { blocks: resolveReusableBlocks(blocks, await publishedOf(data, ids)), reusableBlockIds: ids };
}

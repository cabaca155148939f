import { reusableBlockType, type BlockFile, type BlockImage, type EditorBlockType } from '@tessera/content-model';
import type { EditorReusableBlocksQuery } from '../../generated/graphql';
import type { EditorBlock } from '../state/editor-store';

/*
 * A page's references to reusable blocks, as the editor turns blocks into them and back: the key
 * and anchor point stay, so links to the block keep working either way.
 */

export type EditorReusableBlock = EditorReusableBlocksQuery['reusableBlocks'][number];

/** The block as a reference to the reusable block `id` (what "Save as reusable block" leaves in the page). */
export function referenceTo(block: Pick<EditorBlock, 'key' | 'anchorPoint'>, id: number): EditorBlock {
  return { type: reusableBlockType, key: block.key, anchorPoint: block.anchorPoint, props: { ref: id }, __images: {}, __files: {} };
}

/**
 * The reference as a normal block holding a copy of the reusable block's published content
 * ("Detach"): later changes of the reusable block no longer reach it. Null while nothing is
 * published, since the page shows nothing for it then.
 */
export function detached(reference: EditorBlock, reusable: EditorReusableBlock): EditorBlock | null {
  if (!reusable.published) return null;
  const { props, images, files } = structuredClone(reusable.published);
  return {
    type: reusable.type,
    key: reference.key,
    anchorPoint: reference.anchorPoint,
    props,
    __images: images as Record<string, BlockImage>,
    __files: files as Record<string, BlockFile>,
  };
}

/** The reusable blocks whose name or block type contain every word of the query, by name. */
export function matchingReusableBlocks(blocks: readonly EditorReusableBlock[], types: ReadonlyMap<string, EditorBlockType>, query: string): EditorReusableBlock[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = (block: EditorReusableBlock) => `${block.name} ${types.get(block.type)?.label ?? block.type}`.toLowerCase();
  return blocks.filter((block) => words.every((word) => text(block).includes(word))).sort((a, b) => a.name.localeCompare(b.name));
}

export type ReusableState = 'published' | 'changed' | 'draft';

/** What a reusable block's badge says: published as it is, published with newer draft changes, or never published. */
export function reusableState(block: { published: unknown; hasUnpublishedChanges: boolean }): ReusableState {
  if (!block.published) return 'draft';
  return block.hasUnpublishedChanges ? 'changed' : 'published';
}

/** The badge's colour for each state: dark enough for its small text on white (axe's contrast rule). */
export const reusableStateColor: Record<ReusableState, string> = { published: 'teal.9', changed: 'red.9', draft: 'gray.8' };

import type { EditorVersionFieldsFragment } from '../../generated/graphql';
import type { BlockImage, EditorBlock, OpenedVersion } from './editor-store';

/*
 * A version as the API answers it (blocks and SEO image are JSON) turned into what the editor
 * store holds. The server validated all of it on store; anything that is not even shaped like a
 * block is left out rather than breaking the editor.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function blocksOf(raw: unknown): EditorBlock[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((block): block is EditorBlock => isRecord(block) && typeof block.type === 'string');
}

function seoImageOf(raw: unknown): BlockImage[] | null {
  return Array.isArray(raw) ? raw.filter((image): image is BlockImage => isRecord(image) && typeof image.fileID === 'number') : null;
}

/** The store's view of a fetched version: the base of the next store and its content. */
export function openedVersionOf(version: EditorVersionFieldsFragment): OpenedVersion {
  return {
    versionId: version.id,
    title: version.title,
    seoTitle: version.seoTitle ?? '',
    seoDescription: version.seoDescription ?? '',
    seoKeywords: version.seoKeywords,
    seoImage: seoImageOf(version.seoImage),
    typeData: version.typeData,
    blocks: blocksOf(version.blocks),
  };
}

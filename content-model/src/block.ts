/*
 * The JSON a page version's blocks are made of (SPEC §3), as the server stores it, the site
 * renders it and the editor edits it. Defined once here.
 */

/** SPEC §3 block image cropParams: Cropper.js's getData() as the preview-crop URL takes it. */
export interface CropParams {
  x: number;
  y: number;
  width: number;
  height: number;
  rotate: number;
  scaleX: number;
  scaleY: number;
}

/** SPEC §3 block image: a reference to a media file plus how this block shows it. cropParams null: the whole image. */
export interface BlockImage {
  hash: string;
  fileName: string;
  altText: string;
  /** Id of the media file. */
  fileID: number;
  cropParams: CropParams | null;
}

/** SPEC §3 block file (with the library file's id, so the editor can find it again). */
export interface BlockFile {
  hash: string;
  fileName: string;
  fileID?: number;
}

/** One block of a page version, as SPEC §3 names its parts. */
export interface Block<Props = Record<string, unknown>> {
  type: string;
  /** Unique within the version, path-safe ([A-Za-z0-9_-]); the block's id in URLs (block_images_{key}). */
  key: string;
  props: Props;
  anchorPoint: string;
  /** Image slot name (dotted path of the image field inside props) → image. */
  __images: Record<string, BlockImage>;
  __files: Record<string, BlockFile>;
}

/** SPEC §5 link types, in the order a link field offers them. */
export const linkTypes = ['external', 'internal', 'anchor', 'mailto', 'tel'] as const;
/** One of the link types a link field's value can have. */
export type LinkType = (typeof linkTypes)[number];

/** The value of a link field. */
export interface LinkValue {
  type: LinkType;
  href: string;
  label?: string;
  openInNewTab?: boolean;
}

/**
 * The block type of a reference to a reusable block: its only prop is `ref`, the reusable
 * block's id. The server checks that it exists, the site shows the reusable block's published
 * version in its place (nothing when there is none), and the editor shows it read-only.
 */
export const reusableBlockType = 'reusable';

/** The reusable block a block refers to, or null when it is no reference. */
export function reusableRefOf(block: { type: string; props: unknown }): number | null {
  if (block.type !== reusableBlockType || !block.props || typeof block.props !== 'object') return null;
  const ref = (block.props as { ref?: unknown }).ref;
  return typeof ref === 'number' && Number.isInteger(ref) && ref > 0 ? ref : null;
}

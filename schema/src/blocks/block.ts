/** SPEC §3 block image: a reference to a media file plus how this block shows it. */
export interface CropParams {
  x: number;
  y: number;
  width: number;
  height: number;
  rotate: number;
  scaleX: number;
  scaleY: number;
}

export interface BlockImage {
  hash: string;
  fileName: string;
  altText: string;
  /** Id of the media file (the media library issue adds the table it points into). */
  fileID: number;
  cropParams: CropParams | null;
}

export interface BlockFile {
  hash: string;
  fileName: string;
  fileID?: number;
}

/** One block of a page version, as SPEC §3 names its parts. */
export interface Block {
  type: string;
  /** Unique within the version; the block's id in URLs (block_images_{key}). */
  key: string;
  props: Record<string, unknown>;
  anchorPoint: string;
  /** Image slot name (dotted path of the image field inside props) → image. */
  __images: Record<string, BlockImage>;
  __files: Record<string, BlockFile>;
}

export const linkTypes = ['external', 'internal', 'anchor', 'mailto', 'tel'] as const;
export type LinkType = (typeof linkTypes)[number];

/** The value of a link field. */
export interface LinkValue {
  type: LinkType;
  href: string;
  label?: string;
  openInNewTab?: boolean;
}

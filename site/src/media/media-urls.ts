import { siteImageAspects, siteImageFormats, siteImageWidths } from '@tessera/read-model';
import { isFocalPoint, objectPosition, type BlockFile, type BlockImage } from '@tessera/content-model';

/**
 * Widths of the renditions a block image offers (the browser picks by `sizes`), and their
 * formats: the media library's list of what visitors may fetch, so the two cannot drift apart.
 */
export const imageWidths = siteImageWidths;
export type ImageFormat = (typeof siteImageFormats)[number];
type ImageWidth = (typeof siteImageWidths)[number];
type ImageAspect = (typeof siteImageAspects)[number];

const medialib = '/api/tessera/medialib';

/**
 * SPEC §7: a block image with crop params is served by preview-crop, otherwise by
 * preview-image; `w` and `format` ask the media library for a rendition, and `aspect` cuts an
 * uncropped image to that shape around its focal point (a crop the editor made wins).
 */
export function imageUrl(image: BlockImage, width?: ImageWidth, format?: ImageFormat, aspect?: ImageAspect): string {
  const query = new URLSearchParams({ imageID: String(image.fileID) });
  const crop = image.cropParams;
  if (crop) {
    for (const key of ['x', 'y', 'width', 'height', 'rotate', 'scaleX', 'scaleY'] as const) query.set(key, String(crop[key]));
  }
  if (width) query.set('w', String(width));
  if (format) query.set('format', format);
  if (aspect && !crop) query.set('aspect', aspect);
  return `${medialib}/${crop ? 'preview-crop' : 'preview-image'}?${query.toString()}`;
}

export function srcSet(image: BlockImage, format: ImageFormat): string {
  return imageWidths.map((width) => `${imageUrl(image, width, format)} ${width}w`).join(', ');
}

/** SPEC §7 block files: `get-page-file/{pageID}/block_files_{blockKey}/{hash}/{fileName}`. */
export function blockFileUrl(pageID: number, blockKey: string, file: BlockFile): string {
  return `${medialib}/get-page-file/${pageID}/block_files_${encodeURIComponent(blockKey)}/${encodeURIComponent(file.hash)}/${encodeURIComponent(file.fileName)}`;
}

/**
 * The intrinsic size to reserve, when known: a crop says it (a quarter turn swaps the sides);
 * an uncropped image has its file's shown size when the page loader added it (`addImageSizes`).
 */
export function intrinsicSize(image: BlockImage & { width?: number; height?: number }): { width: number; height: number } | null {
  const crop = image.cropParams;
  if (!crop || !(crop.width > 0) || !(crop.height > 0)) return image.width && image.height ? { width: image.width, height: image.height } : null;
  const quarterTurn = Math.abs(Math.round(crop.rotate / 90)) % 2 === 1;
  const width = Math.round(quarterTurn ? crop.height : crop.width);
  const height = Math.round(quarterTurn ? crop.width : crop.height);
  return { width, height };
}

/**
 * Where the picture sits in its box when the box has another shape (`object-fit: cover`): at the
 * file's focal point. Not for a crop the editor made: the point is on the whole image.
 */
export function focalPosition(image: BlockImage & { focalPoint?: unknown }): string | undefined {
  return !image.cropParams && isFocalPoint(image.focalPoint) ? objectPosition(image.focalPoint) : undefined;
}

/** A stored value that looks like a block image (site content keeps them as JSON). */
export function asBlockImage(value: unknown): BlockImage | null {
  const candidate = value as Partial<BlockImage> | null;
  return candidate && typeof candidate === 'object' && typeof candidate.fileID === 'number' && typeof candidate.hash === 'string' ? (candidate as BlockImage) : null;
}

import type { CropParams } from './crop/crop-params';
import { renditionWidths, type RenditionFormat, type RenditionWidth } from '@tessera/content-model';

/** The widths the server renders for srcset (content-model's, the server's list). */
export { renditionWidths, type RenditionFormat, type RenditionWidth };

const base = '/api/tessera/medialib';

/** The smallest rendition at least `pixels` wide (the largest when none is). */
export function renditionWidthFor(pixels: number): RenditionWidth {
  return renditionWidths.find((width) => width >= pixels) ?? renditionWidths[renditionWidths.length - 1];
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, String(value));
  return search.toString();
}

/** `preview-image?imageID=`: the whole image, optionally a rendition width and format. */
export function previewImageUrl(fileID: number, options: { w?: RenditionWidth; format?: RenditionFormat } = {}): string {
  return `${base}/preview-image?${query({ imageID: fileID, w: options.w, format: options.format })}`;
}

/** `preview-crop`: the image cut by cropParams (SPEC §7), optionally a rendition width and format. */
export function cropPreviewUrl(fileID: number, crop: CropParams, options: { w?: RenditionWidth; format?: RenditionFormat } = {}): string {
  return `${base}/preview-crop?${query({
    imageID: fileID,
    x: crop.x,
    y: crop.y,
    width: crop.width,
    height: crop.height,
    rotate: crop.rotate,
    scaleX: crop.scaleX,
    scaleY: crop.scaleY,
    w: options.w,
    format: options.format,
  })}`;
}

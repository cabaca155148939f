import type { BlockImage } from '@tessera/content-model';

/*
 * Where the editor shows a chosen image from (SPEC §7 media URLs; the forms admin-media's
 * media-urls.ts documents): the crop when the image has one, otherwise the whole image, at a
 * rendition width the server makes.
 */

const base = '/api/tessera/medialib';

/** The rendition widths a thumbnail may ask for. */
export type ThumbnailWidth = 160 | 320 | 480;

/** The URL of a chosen image's preview, cropped as the site will show it, `width` pixels wide. */
export function imagePreviewUrl(image: Pick<BlockImage, 'fileID' | 'cropParams'>, width: ThumbnailWidth): string {
  const crop = image.cropParams;
  if (!crop) return `${base}/preview-image?${new URLSearchParams({ imageID: String(image.fileID), w: String(width) })}`;
  const params = { imageID: image.fileID, x: crop.x, y: crop.y, width: crop.width, height: crop.height, rotate: crop.rotate, scaleX: crop.scaleX, scaleY: crop.scaleY, w: width };
  return `${base}/preview-crop?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]))}`;
}

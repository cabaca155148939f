import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { CropParams } from '../blocks/block';
import type { Storage } from '../storage/storage';
import { CodedError } from '../errors/coded-error';
import { blobKey, renditionsKey } from './media-library';
import type { ServedFileFacts } from './served-files';

/** Widths a `srcset` may ask for; any other is V_12, so the cache cannot be filled with every width. */
export const renditionWidths = [160, 320, 480, 640, 768, 1024, 1280, 1600, 1920, 2560] as const;
export const renditionFormats = ['webp', 'avif', 'jpeg', 'png'] as const;
export type RenditionFormat = (typeof renditionFormats)[number];

export interface RenditionRequest {
  crop?: CropParams | null;
  width?: number;
  format?: RenditionFormat;
}

const contentTypes: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

function sourceFormat(file: ServedFileFacts['file']): string {
  return file.contentType.replace('image/', '');
}

/**
 * Cropper.js data (SPEC §3 cropParams) applied the way Cropper shows it: the image is turned
 * upright (EXIF), rotated by `rotate` degrees onto its bounding box, mirrored for negative scales,
 * then the box x, y, width, height (natural pixels) is cut out, clipped to the image.
 */
function box(crop: CropParams, width: number, height: number): sharp.Region {
  const left = Math.max(0, Math.round(crop.x));
  const top = Math.max(0, Math.round(crop.y));
  const right = Math.min(width, Math.round(crop.x + crop.width));
  const bottom = Math.min(height, Math.round(crop.y + crop.height));
  if (right - left < 1 || bottom - top < 1) throw new CodedError('V_12', 'cropParams', 400);
  return { left, top, width: right - left, height: bottom - top };
}

async function cropped(path: string, crop: CropParams, animated: boolean): Promise<sharp.Sharp> {
  if (!crop.rotate) {
    // Upright and mirrored, then cut: one pipeline (extract after autoOrient cuts the turned image).
    const metadata = await sharp(path).metadata();
    const turned = (metadata.orientation ?? 1) >= 5;
    const region = box(crop, turned ? metadata.height! : metadata.width!, turned ? metadata.width! : metadata.height!);
    let pipeline = sharp(path, { failOn: 'error', animated }).autoOrient();
    if (crop.scaleX < 0) pipeline = pipeline.flop();
    if (crop.scaleY < 0) pipeline = pipeline.flip();
    return pipeline.extract(region);
  }
  const upright = sharp(path, { failOn: 'error', animated }).autoOrient();
  let pipeline = crop.rotate ? upright.rotate(crop.rotate, { background: { r: 255, g: 255, b: 255, alpha: 0 } }) : upright;
  if (crop.scaleX < 0) pipeline = pipeline.flop();
  if (crop.scaleY < 0) pipeline = pipeline.flip();
  // Rotation and extraction in one pipeline would extract first: settle the turned image first.
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).extract(box(crop, info.width, info.height));
}

/**
 * A served image: upright, without metadata (EXIF with GPS goes), cropped and scaled as asked,
 * in the asked format. Made once and kept under `renditions/` by its parameters; the next
 * request reads the kept file. Returns its storage key and type.
 */
export async function rendition(storage: Storage, file: ServedFileFacts['file'], request: RenditionRequest): Promise<{ key: string; contentType: string }> {
  const animated = file.kind === 'gif';
  const format = request.format ?? sourceFormat(file);
  const params = JSON.stringify([request.crop ?? null, request.width ?? null, format]);
  const key = `${renditionsKey(file.hash)}/${createHash('sha256').update(params).digest('hex').slice(0, 24)}.${format}`;
  const contentType = contentTypes[format] ?? 'application/octet-stream';
  if ((await storage.size(key)) !== null) return { key, contentType };
  const source = await storage.localFile(blobKey(file.hash));
  let pipeline = request.crop ? await cropped(source, request.crop, false) : sharp(source, { failOn: 'error', animated }).autoOrient();
  if (request.width) pipeline = pipeline.resize({ width: request.width, withoutEnlargement: true });
  pipeline =
    format === 'webp' ? pipeline.webp({ quality: 80 }) : format === 'avif' ? pipeline.avif({ quality: 55, effort: 2 }) : format === 'png' ? pipeline.png() : format === 'gif' ? pipeline.gif() : pipeline.jpeg({ quality: 85, mozjpeg: true });
  const temporary = await storage.temporaryFile();
  await pipeline.toFile(temporary);
  await storage.adopt(key, temporary);
  return { key, contentType };
}

import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type sharp from 'sharp';
import type { CropParams, RenditionAspect, RenditionFormat } from '@tessera/content-model';
import type { Services } from '../context';
import { cutCrop } from './cut-crop';
import { aspectValue, focalWindow } from './focal-window';
import { openImage } from './image-work';
import { blobKey, renditionsKey } from './media-library';
import type { ServedFileFacts } from './served-file-facts';

export interface RenditionRequest {
  /** Normalised (crop.ts): the numbers name the rendition. */
  crop?: CropParams | null;
  width?: number;
  format?: RenditionFormat;
  /** Cut the whole image to this aspect ratio around its focal point (not with a crop: the crop wins). */
  aspect?: RenditionAspect;
}

/** Where a rendition goes: kept in storage with the file (what the site shows), or the bounded preview cache. */
export type RenditionPlace = 'kept' | 'preview';

/** A made rendition: its key, and its bytes when it lives in the preview cache rather than storage. */
export interface Rendition {
  key: string;
  contentType: string;
  bytes?: Buffer;
  /** Its stored size, when known without another look at the store. */
  size?: number;
}

const contentTypes: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

function sourceFormat(file: ServedFileFacts['file']): string {
  return file.contentType.replace('image/', '');
}

/**
 * mozjpeg makes the srcset widths (at most 2560 px) about a tenth smaller; at full size (the crop
 * editor's image, a saved crop) it costs seconds a picture (3.3 s for 6 megapixels, ten times
 * plain libjpeg-turbo), which would hold a worker of the image line that long.
 */
function encoded(pipeline: sharp.Sharp, format: string, scaled: boolean): sharp.Sharp {
  if (format === 'webp') return pipeline.webp({ quality: 80 });
  if (format === 'avif') return pipeline.avif({ quality: 55, effort: 2 });
  if (format === 'png') return pipeline.png();
  if (format === 'gif') return pipeline.gif();
  return pipeline.jpeg({ quality: 85, mozjpeg: scaled });
}

/** The upright image, cropped and scaled as asked, in the asked format, without metadata (EXIF with GPS goes). */
async function made(services: Pick<Services, 'imageWork'>, source: string, file: ServedFileFacts['file'], request: RenditionRequest, format: string): Promise<sharp.Sharp> {
  const { crop, width, aspect } = request;
  let pipeline = crop
    ? await cutCrop(source, crop, { maxPixels: services.imageWork.options.maxCropPixels, targetWidth: width })
    : aspect
      ? await cutAroundFocalPoint(source, file, aspect)
      : openImage(source, { animated: file.kind === 'gif' }).autoOrient();
  if (width) pipeline = pipeline.resize({ width, withoutEnlargement: true });
  return encoded(pipeline, format, width !== undefined);
}

/** The whole upright image cut to `aspect` around the file's focal point (its middle without one), before any resize. */
async function cutAroundFocalPoint(source: string, file: ServedFileFacts['file'], aspect: RenditionAspect): Promise<sharp.Sharp> {
  const metadata = await openImage(source).metadata();
  const sideways = (metadata.orientation ?? 1) >= 5;
  const width = sideways ? metadata.height! : metadata.width!;
  const height = sideways ? metadata.width! : metadata.height!;
  return openImage(source)
    .autoOrient()
    .extract(focalWindow(width, height, aspectValue(aspect), file.focalPoint ?? null));
}

/**
 * What a rendition is kept under: its parameters. An unturned mirrored crop used to be cut before
 * it was mirrored (it showed the other side of the box); it is named apart, so that what was kept
 * that way is not served again (it goes with its file).
 */
function renditionParams(file: ServedFileFacts['file'], request: RenditionRequest, format: string): string {
  const crop = request.crop;
  const mirroredFirst = !!crop && crop.rotate === 0 && (crop.scaleX < 0 || crop.scaleY < 0);
  // A cut to another aspect ratio depends on the focal point: a new point names new renditions.
  const focal = !crop && request.aspect ? [request.aspect, file.focalPoint ?? null] : [];
  return JSON.stringify([crop ?? null, request.width ?? null, format, ...(mirroredFirst ? ['mirrored first'] : []), ...focal]);
}

/**
 * A served image, made once through the image work line and then read: kept in storage under
 * `renditions/` by its parameters (`kept`), or held in the bounded preview cache (`preview`:
 * crops only a signed-in user asked for, which must not fill the disk).
 */
export async function rendition(
  services: Pick<Services, 'storage' | 'imageWork' | 'previewCache'>,
  file: ServedFileFacts['file'],
  request: RenditionRequest,
  place: RenditionPlace,
): Promise<Rendition> {
  const format = request.format ?? sourceFormat(file);
  const key = `${renditionsKey(file.hash)}/${createHash('sha256')
    .update(renditionParams(file, request, format))
    .digest('hex')
    .slice(0, 24)}.${format}`;
  const contentType = contentTypes[format] ?? 'application/octet-stream';
  if (place === 'preview') {
    const cached = services.previewCache.get(key);
    if (cached) return { key, contentType, bytes: cached };
  } else {
    const size = await services.storage.size(key);
    if (size !== null) return { key, contentType, size };
  }
  // The source is lent for the work only (a bucket's copy sits in the bounded local cache).
  return services.imageWork.runOnce(`${place}:${key}`, () =>
    services.storage.withLocalFile(blobKey(file.hash), async (source) => {
      const pipeline = await made(services, source, file, request, format);
      if (place === 'preview') {
        const bytes = await pipeline.toBuffer();
        services.previewCache.set(key, bytes);
        return { key, contentType, bytes };
      }
      const temporary = await services.storage.temporaryFile();
      try {
        await pipeline.toFile(temporary);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await services.storage.adopt(key, temporary);
      return { key, contentType };
    }),
  );
}

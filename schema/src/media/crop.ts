import type { CropParams } from '@tessera/content-model';

/**
 * Cropper.js data as a rendition is named by: whole pixels of the upright image, a turn in whole
 * degrees from 0 to 359, a flip as ±1. Numbers that differ by less show the same picture, so they
 * name the same rendition (x=0.001 and x=0.002 are one crop, 360° is 0°, -90° is 270°).
 */
export function normaliseCrop(crop: CropParams): CropParams {
  return {
    x: Math.round(crop.x) || 0,
    y: Math.round(crop.y) || 0,
    width: Math.round(crop.width),
    height: Math.round(crop.height),
    rotate: ((Math.round(crop.rotate) % 360) + 360) % 360 || 0,
    scaleX: crop.scaleX < 0 ? -1 : 1,
    scaleY: crop.scaleY < 0 ? -1 : 1,
  };
}

/** A normalised crop as text, to compare and to key by. */
export function cropKey(crop: CropParams): string {
  return [crop.x, crop.y, crop.width, crop.height, crop.rotate, crop.scaleX, crop.scaleY].join(',');
}

/** The keys of crops as a site names them (block images, SEO image, site content), normalised. */
export function cropKeys(crops: Iterable<CropParams>): Set<string> {
  return new Set([...crops].map((crop) => cropKey(normaliseCrop(crop))));
}

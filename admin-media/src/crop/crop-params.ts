import type { CropParams } from '@tessera/content-model';

export type { CropParams };

/** What Cropper.js's getData() answers (rotate and scales are absent when those options are off). */
export interface CropperData {
  x: number;
  y: number;
  width: number;
  height: number;
  rotate?: number;
  scaleX?: number;
  scaleY?: number;
}

/**
 * Cropper's data as stored with a block image and sent to preview-crop: whole pixels of the
 * upright image, a box of at least 1×1, a turn between 0 and 359 degrees, and a flip as ±1 (the
 * only scales the server accepts).
 */
export function cropParamsFrom(data: CropperData): CropParams {
  const rotate = (Math.round(data.rotate ?? 0) % 360) + 360;
  return {
    x: Math.round(data.x),
    y: Math.round(data.y),
    width: Math.max(1, Math.round(data.width)),
    height: Math.max(1, Math.round(data.height)),
    rotate: rotate % 360,
    scaleX: (data.scaleX ?? 1) < 0 ? -1 : 1,
    scaleY: (data.scaleY ?? 1) < 0 ? -1 : 1,
  };
}

/** Whether the crop leaves the image as it is (the whole of it, not turned or flipped). */
export function isWholeImage(params: CropParams, image: { width: number | null; height: number | null }): boolean {
  return (
    params.x <= 0 &&
    params.y <= 0 &&
    params.width >= (image.width ?? Infinity) + params.x &&
    params.height >= (image.height ?? Infinity) + params.y &&
    params.rotate === 0 &&
    params.scaleX === 1 &&
    params.scaleY === 1
  );
}

/** The name a saved crop of `fileName` starts from: `photo.jpg` → `photo-crop.jpg`. */
export function cropCopyName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? `${fileName.slice(0, dot)}-crop${fileName.slice(dot)}` : `${fileName}-crop`;
}

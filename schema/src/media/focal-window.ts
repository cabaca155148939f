import type { FocalPoint } from '@tessera/content-model';

/** A rectangle of the upright image, in whole pixels (sharp's `extract` region). */
export interface Window {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** `16:9`, `1.91:1`: width to height. */
export function aspectValue(aspect: string): number {
  const [width, height] = aspect.split(':').map(Number);
  return width / height;
}

/**
 * The largest window of the asked aspect ratio that fits a `width` × `height` image, placed so the
 * focal point is as near its middle as the edges allow (the middle of the image without one).
 * Only the side that is too long is cut; the window never leaves the image.
 */
export function focalWindow(width: number, height: number, aspect: number, focal: FocalPoint | null): Window {
  const point = focal ?? { x: 0.5, y: 0.5 };
  const wide = width / height > aspect;
  const cutWidth = wide ? Math.max(1, Math.min(width, Math.round(height * aspect))) : width;
  const cutHeight = wide ? height : Math.max(1, Math.min(height, Math.round(width / aspect)));
  const place = (centre: number, cut: number, whole: number) => Math.min(whole - cut, Math.max(0, Math.round(centre - cut / 2)));
  return { left: place(point.x * width, cutWidth, width), top: place(point.y * height, cutHeight, height), width: cutWidth, height: cutHeight };
}

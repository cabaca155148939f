import { z } from 'zod';

/**
 * An image's focal point (issue 24): where its subject is, as fractions of the upright image's
 * width and height (0 the left or top edge, 1 the right or bottom). Renditions cut to another
 * aspect ratio keep it in view, and the site's pictures place it with `object-position`.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

/** Steps a focal point is kept in: finer than any picture shows, so near-equal points are one. */
export const focalPointSteps = 1000;

const fraction = z.number({ required_error: 'V_01', invalid_type_error: 'V_12' }).finite('V_12').min(0, 'V_12').max(1, 'V_12');

/** A focal point as the server takes it: x and y numbers in [0, 1], nothing else (messages are codes). */
export const focalPointSchema = z.object({ x: fraction, y: fraction }, { invalid_type_error: 'V_12' }).strict('V_12').transform(roundFocalPoint);

/** The point on the grid it is kept in (0.12345 → 0.123). */
export function roundFocalPoint(point: FocalPoint): FocalPoint {
  return { x: Math.round(point.x * focalPointSteps) / focalPointSteps, y: Math.round(point.y * focalPointSteps) / focalPointSteps };
}

/** Whether a value is a usable focal point (a stored JSON value read back, a field's value). */
export function isFocalPoint(value: unknown): value is FocalPoint {
  const point = value as Partial<FocalPoint> | null;
  const inRange = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1;
  return !!point && typeof point === 'object' && inRange(point.x) && inRange(point.y);
}

/** CSS `object-position` of a focal point, in whole-ish percentages (`30% 62.5%`). */
export function objectPosition(point: FocalPoint): string {
  const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;
  return `${percent(point.x)} ${percent(point.y)}`;
}

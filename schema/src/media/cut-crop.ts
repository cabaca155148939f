import type sharp from 'sharp';
import type { CropParams } from '@tessera/content-model';
import { CodedError } from '../errors/coded-error';
import { openImage } from './image-work';

/*
 * Cropper.js data (SPEC §3 cropParams) applied the way Cropper shows it: the image is turned
 * upright (EXIF), mirrored for negative scales, rotated by `rotate` degrees onto its bounding box,
 * and the box x, y, width, height of that is cut out, clipped to it. Rotating the whole image and
 * then cutting decodes and turns every pixel (gigabytes for a large PNG); here the box is traced
 * back to the part of the image it shows, only that part is decoded and turned, and the turn is
 * placed on the very pixel grid the whole image's turn uses, so at full size the result is the
 * same, pixel for pixel (crop-renditions.test.ts compares it with the long way).
 */

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

type Matrix = readonly [number, number, number, number];

interface Raw {
  data: Buffer;
  info: sharp.OutputInfo;
}

/** libvips (transform.c) rounds an affine transform's output area half away from zero. */
const roundAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/** Clockwise by `degrees` in image coordinates: the matrix of sharp's (libvips') rotate. */
function turnMatrix(degrees: number): Matrix {
  const radians = (degrees * Math.PI) / 180;
  return [Math.cos(radians), -Math.sin(radians), Math.sin(radians), Math.cos(radians)];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[1] * y, m[2] * x + m[3] * y];
}

function bounds(m: Matrix, rect: Rect): { minX: number; minY: number; maxX: number; maxY: number } {
  const corners = [apply(m, rect.left, rect.top), apply(m, rect.left + rect.width, rect.top), apply(m, rect.left, rect.top + rect.height), apply(m, rect.left + rect.width, rect.top + rect.height)];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** Where libvips puts the turned image of a `width` × `height` rectangle at the origin, and its size. */
function turnedArea(m: Matrix, width: number, height: number): Rect {
  const b = bounds(m, { left: 0, top: 0, width, height });
  return { left: roundAway(b.minX), top: roundAway(b.minY), width: roundAway(b.maxX - b.minX), height: roundAway(b.maxY - b.minY) };
}

/** The crop's box on the turned image, clipped to it (an empty box is V_12). */
function clippedBox(crop: CropParams, width: number, height: number): Rect {
  const left = Math.max(0, crop.x);
  const top = Math.max(0, crop.y);
  const right = Math.min(width, crop.x + crop.width);
  const bottom = Math.min(height, crop.y + crop.height);
  if (right - left < 1 || bottom - top < 1) throw new CodedError('V_12', 'cropParams', 400);
  return { left, top, width: right - left, height: bottom - top };
}

/** The part of the mirrored image a quarter turn brings into the box: an exact mapping. */
function quarterTurnSource(box: Rect, rotate: number, width: number, height: number): Rect {
  const right = box.left + box.width;
  const bottom = box.top + box.height;
  if (rotate === 90) return { left: box.top, top: height - right, width: box.height, height: box.width };
  if (rotate === 180) return { left: width - right, top: height - bottom, width: box.width, height: box.height };
  if (rotate === 270) return { left: width - bottom, top: box.left, width: box.height, height: box.width };
  return box;
}

/**
 * The part of the mirrored image whose turn covers the box (output pixel (X, Y) of the whole
 * image's turn is the point `turned.left + X` of the turn), with two pixels around it for the
 * bilinear interpolation, clipped to the image. Null when the box shows only background.
 */
function angledSource(box: Rect, m: Matrix, turned: Rect, width: number, height: number): Rect | null {
  const back: Matrix = [m[0], m[2], m[1], m[3]];
  const b = bounds(back, { left: turned.left + box.left - 1, top: turned.top + box.top - 1, width: box.width + 2, height: box.height + 2 });
  const left = Math.max(0, Math.floor(b.minX) - 2);
  const top = Math.max(0, Math.floor(b.minY) - 2);
  const right = Math.min(width, Math.ceil(b.maxX) + 2);
  const bottom = Math.min(height, Math.ceil(b.maxY) + 2);
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null;
}

/** The same rectangle of the image before it was mirrored. */
function unmirrored(rect: Rect, crop: CropParams, width: number, height: number): Rect {
  return { ...rect, left: crop.scaleX < 0 ? width - rect.left - rect.width : rect.left, top: crop.scaleY < 0 ? height - rect.top - rect.height : rect.top };
}

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
/** Room around the source for the interpolation at its edges, filled as libvips fills outside an image. */
const padding = 2;

function fromRaw(image: Raw): sharp.Sharp {
  return openImage(image.data, { raw: { width: image.info.width, height: image.info.height, channels: image.info.channels } });
}

/**
 * Turns the padded source (mirrored, scaled by `scale`) on the whole image's pixel grid and cuts
 * the box: `idx`/`idy` put the source where it lies in the image, and a whole-pixel `odx`/`ody`
 * brings its turn next to the origin of its own output area without moving the grid.
 */
async function turnAndCut(padded: Raw, source: Rect, scale: number, m: Matrix, turned: Rect, box: Rect): Promise<sharp.Sharp> {
  const idx = source.left * scale - padding;
  const idy = source.top * scale - padding;
  const [shiftX, shiftY] = apply(m, idx, idy);
  const odx = -Math.round(shiftX);
  const ody = -Math.round(shiftY);
  const own = turnedArea(m, padded.info.width, padded.info.height);
  const rotated = await fromRaw(padded).affine([m[0], m[1], m[2], m[3]], { background: transparent, interpolator: 'bilinear', idx, idy, odx, ody }).raw().toBuffer({ resolveWithObject: true });
  const x = box.left + turned.left - own.left + odx;
  const y = box.top + turned.top - own.top + ody;
  const inside = {
    left: Math.max(0, x),
    top: Math.max(0, y),
    right: Math.min(rotated.info.width, x + box.width),
    bottom: Math.min(rotated.info.height, y + box.height),
  };
  if (inside.right <= inside.left || inside.bottom <= inside.top) return emptyBox(box, rotated.info.channels);
  const cut = fromRaw(rotated).extract({ left: inside.left, top: inside.top, width: inside.right - inside.left, height: inside.bottom - inside.top });
  if (inside.right - inside.left === box.width && inside.bottom - inside.top === box.height) return cut;
  // The box reaches past the turned source where the whole image's turn shows background only
  // (extend would come after a resize in one pipeline: the cut is settled first).
  const extended = await fromRaw(await cut.raw().toBuffer({ resolveWithObject: true }))
    .extend({ left: inside.left - x, top: inside.top - y, right: x + box.width - inside.right, bottom: y + box.height - inside.bottom, background: transparent })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return fromRaw(extended);
}

function emptyBox(box: Rect, channels: number): sharp.Sharp {
  return openImage(Buffer.alloc(box.width * box.height * channels), { raw: { width: box.width, height: box.height, channels: channels as 1 | 2 | 3 | 4 } });
}

/** Scales a rectangle, keeping at least one pixel. */
const scaled = (rect: Rect, scale: number): Rect =>
  scale === 1
    ? rect
    : { left: Math.round(rect.left * scale), top: Math.round(rect.top * scale), width: Math.max(1, Math.round(rect.width * scale)), height: Math.max(1, Math.round(rect.height * scale)) };

/**
 * How much smaller than the image a turned crop is made: a srcset width is turned from a source
 * already shrunk to it (turning 1024 px of a 3000 px box costs a ninth, and the result is shrunk
 * anyway); full size is made full size. What it holds at once, the source and the source turned,
 * may be at most `maxPixels` (ML_06 past it).
 */
function workScale(source: Rect, box: Rect, m: Matrix, maxPixels: number, targetWidth: number | undefined): number {
  const scale = targetWidth ? Math.min(1, targetWidth / box.width) : 1;
  const held = scaled(source, scale);
  const turned = turnedArea(m, held.width + 2 * padding, held.height + 2 * padding);
  if (held.width * held.height + turned.width * turned.height > maxPixels) throw new CodedError('ML_06', 'cropParams');
  return scale;
}

/**
 * The crop of the image at `path` (a normalised crop: whole pixels, 0–359 degrees), ready for
 * resizing and encoding. Unturned, it streams; turned, only the part under the box is decoded and
 * turned, at most `maxPixels` in all, shrunk first when the caller will make it `targetWidth`
 * wide (then it is the same picture, not the same pixels, as the long way).
 */
export async function cutCrop(path: string, crop: CropParams, limits: { maxPixels: number; targetWidth?: number }): Promise<sharp.Sharp> {
  const metadata = await openImage(path).metadata();
  const sideways = (metadata.orientation ?? 1) >= 5;
  const width = sideways ? metadata.height! : metadata.width!;
  const height = sideways ? metadata.width! : metadata.height!;
  const quarter = crop.rotate % 90 === 0;
  const m = turnMatrix(crop.rotate);
  const turned = quarter ? { left: 0, top: 0, width: crop.rotate % 180 ? height : width, height: crop.rotate % 180 ? width : height } : turnedArea(m, width, height);
  const box = clippedBox(crop, turned.width, turned.height);
  const source = quarter ? quarterTurnSource(box, crop.rotate, width, height) : angledSource(box, m, turned, width, height);
  if (!source) return emptyBox(box, 4);
  const scale = crop.rotate === 0 ? 1 : workScale(source, box, m, limits.maxPixels, limits.targetWidth);

  let part = openImage(path)
    .autoOrient()
    .extract(unmirrored(source, crop, width, height));
  if (scale < 1) part = part.resize(scaled(source, scale).width, scaled(source, scale).height, { fit: 'fill' });
  if (crop.scaleX < 0) part = part.flop();
  if (crop.scaleY < 0) part = part.flip();
  // Unturned: cut and mirrored in one streaming pipeline.
  if (crop.rotate === 0) return part;
  // A quarter turn moves pixels exactly, from the part settled in memory (rotate comes before a resize).
  if (quarter) return fromRaw(await part.raw().toBuffer({ resolveWithObject: true })).rotate(crop.rotate);
  const padded = await part.extend({ top: padding, left: padding, bottom: padding, right: padding, background: transparent }).raw().toBuffer({ resolveWithObject: true });
  const scaledTurn = scale === 1 ? turned : turnedArea(m, width * scale, height * scale);
  return turnAndCut(padded, source, scale, m, scaledTurn, scaled(box, scale));
}

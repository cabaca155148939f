import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { renditionAspects, renditionFormats, renditionWidths } from '@tessera/content-model';
import { requireVisibleFile, serveFile } from '../serve-file';

const width = z.coerce
  .number({ invalid_type_error: 'V_12' })
  .refine((value) => (renditionWidths as readonly number[]).includes(value), 'V_12')
  .optional();
const format = z.enum(renditionFormats, { message: 'V_12' }).optional();
const aspect = z.enum(renditionAspects, { message: 'V_12' }).optional();
const number = z.coerce.number({ invalid_type_error: 'V_12', required_error: 'V_01' }).finite('V_12');

/**
 * SPEC §7 `preview-image?imageID=`: the whole image (optionally a srcset width and format), or,
 * with `aspect=16:9` (one of `renditionAspects`), cut to that shape around its focal point.
 */
export const previewImage = defineOperation({
  name: 'previewImage',
  access: 'public',
  input: z.object({ imageID: entityId(), w: width, format, aspect }),
  async run(ctx, input) {
    const facts = await requireVisibleFile(ctx, input.imageID);
    return serveFile(ctx, facts, { width: input.w, format: input.format, aspect: input.aspect });
  },
});

/**
 * SPEC §7 `preview-crop`: the image cut by Cropper.js's data; bad numbers are V_12 (400), never a
 * failure. Visitors get only the crops the site shows (serve-file.ts).
 */
export const previewCrop = defineOperation({
  name: 'previewCrop',
  access: 'public',
  input: z.object({
    imageID: entityId(),
    x: number,
    y: number,
    width: number.pipe(z.number().positive('V_12').max(100_000, 'V_12')),
    height: number.pipe(z.number().positive('V_12').max(100_000, 'V_12')),
    rotate: number.pipe(z.number().min(-360, 'V_12').max(360, 'V_12')).default(0),
    scaleX: number.pipe(z.number().refine((v) => v === 1 || v === -1, 'V_12')).default(1),
    scaleY: number.pipe(z.number().refine((v) => v === 1 || v === -1, 'V_12')).default(1),
    w: width,
    format,
  }),
  async run(ctx, { imageID, w, format: asked, ...crop }) {
    const facts = await requireVisibleFile(ctx, imageID);
    return serveFile(ctx, facts, { crop, width: w, format: asked });
  },
});

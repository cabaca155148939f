import { z } from 'zod';
import { hasPermission } from '../../auth/authorize';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { blockFileOf } from '../../pages/file-usage';
import { entityId } from '../../validation/parse-input';
import { MediaFile } from '../media.entities';
import { renditionFormats, renditionWidths } from '../renditions';
import { serveFile } from '../serve-file';

/**
 * SPEC §7 `get-page-file/{pageID}/{group}/{hash}/{fileName}`: a block's image (cropped as the
 * block says) or file, as the published page shows it; editors also reach the latest version.
 * Anything the page does not hold is a 404, so the URL cannot fetch other files.
 */
export const getPageFile = defineOperation({
  name: 'getPageFile',
  access: 'public',
  input: z.object({
    pageID: entityId(),
    group: z.string().max(200, 'V_12'),
    hash: z.string().max(128, 'V_12'),
    fileName: z.string().max(255, 'V_12'),
    w: z.coerce.number().refine((value) => (renditionWidths as readonly number[]).includes(value), 'V_12').optional(),
    format: z.enum(renditionFormats, { message: 'V_12' }).optional(),
  }),
  async run(ctx, input) {
    const latest = hasPermission(ctx.viewer, 'create-page');
    const reference = await blockFileOf(ctx.em, input.pageID, input.group, input.hash, input.fileName, latest);
    const file = reference?.fileID ? await ctx.em.findOne(MediaFile, { id: reference.fileID }) : reference ? await ctx.em.findOne(MediaFile, { hash: reference.hash }) : null;
    if (!reference || !file) throw new CodedError('V_12', 'path', 404);
    return serveFile(ctx, file, { crop: reference.cropParams, width: input.w, format: input.format });
  },
});

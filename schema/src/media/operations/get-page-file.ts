import { z } from 'zod';
import { hasPermission } from '../../auth/authorize';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import type { Ctx } from '../../context';
import { blockFileOf, type BlockFileReference } from '../../pages/file-usage';
import { entityId } from '../../validation/parse-input';
import { MediaFile } from '../media.entities';
import { renditionFormats, renditionWidths } from '@tessera/content-model';
import { serveFile } from '../serve-file';
import { cacheKeys } from '@tessera/read-model';
import type { ServedFileFacts } from '../served-file-facts';

/** The served facts of the file a block points at: by id, or by its bytes for a block file stored without one. */
async function factsOf(ctx: Ctx, reference: BlockFileReference | null): Promise<ServedFileFacts | null> {
  if (reference?.fileID) return ctx.services.servedFiles.lookup(ctx.em, reference.fileID);
  const file = reference ? await ctx.em.findOne(MediaFile, { hash: reference.hash }) : null;
  return file ? { file } : null;
}

/**
 * SPEC §7 `get-page-file/{pageID}/{group}/{hash}/{fileName}`: a block's image (cropped as the
 * block says) or file, as the published page shows it; editors also reach the latest version.
 * Anything the page does not hold is a 404, so the URL cannot fetch other files. A block that
 * refers to a reusable block holds what that block's published copy holds; the answer then
 * carries the reusable block's cache key too, so its next publication purges it.
 */
export const getPageFile = defineOperation({
  name: 'getPageFile',
  access: 'public',
  input: z.object({
    pageID: entityId(),
    group: z.string().max(200, 'V_12'),
    hash: z.string().max(128, 'V_12'),
    fileName: z.string().max(255, 'V_12'),
    w: z.coerce
      .number()
      .refine((value) => (renditionWidths as readonly number[]).includes(value), 'V_12')
      .optional(),
    format: z.enum(renditionFormats, { message: 'V_12' }).optional(),
  }),
  async run(ctx, input) {
    const latest = hasPermission(ctx.viewer, 'create-page');
    const reference = await blockFileOf(ctx.em, input.pageID, input.group, input.hash, input.fileName, latest);
    const facts = await factsOf(ctx, reference);
    if (!reference || !facts) throw new CodedError('V_12', 'path', 404);
    const through = [cacheKeys.page(input.pageID), ...(reference.reusableBlockId === null ? [] : [cacheKeys.reusable(reference.reusableBlockId)])];
    return serveFile(ctx, facts, { crop: reference.cropParams, width: input.w, format: input.format }, through);
  },
});

import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { siteContentUsingFiles } from '../../site-content/file-usage';
import { entityId } from '../../validation/parse-input';
import { requireFile } from '../media-library';

/**
 * The certificates and team members that show the file (active or not), as a delete would name
 * them in ML_04: asked by the delete dialog before it offers the delete.
 */
export const listSiteContentByFile = defineOperation({
  name: 'listSiteContentByFile',
  access: 'manage-media',
  input: z.object({ fileID: entityId() }).strict(),
  async run(ctx, input) {
    await requireFile(ctx.em, input.fileID, { property: 'fileID' });
    return { items: await siteContentUsingFiles(ctx.em, [input.fileID]) };
  },
});

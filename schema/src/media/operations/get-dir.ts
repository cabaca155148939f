import { z } from 'zod';
import { blankAsAbsent } from '../../validation/parse-input';
import { defineOperation } from '../../operations/define-operation';
import { resolveDirectory } from '../media-library';
import { MediaDirectory, MediaFile } from '../media.entities';
import { folderPath } from '../media.inputs';
import { presentFile, presentFolder } from '../media.view';

/** A folder's folders and files, by name. */
export const getDir = defineOperation({
  name: 'getDir',
  access: 'manage-media',
  input: z.object({ path: z.preprocess(blankAsAbsent, folderPath('path').default('/')) }).strict(),
  async run(ctx, input) {
    const path = await resolveDirectory(ctx.em, input.path, 'path');
    const [folders, files] = await Promise.all([
      ctx.em.find(MediaDirectory, { parent: path }, { orderBy: { name: 'asc' } }),
      ctx.em.find(MediaFile, { directory: path }, { orderBy: { fileName: 'asc' } }),
    ]);
    return { path, folders: folders.map(presentFolder), files: files.map(presentFile) };
  },
});

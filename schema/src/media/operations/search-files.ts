import { z } from 'zod';
import { blankAsAbsent } from '../../validation/parse-input';
import { likePattern } from '../../db/like-pattern';
import { defineOperation } from '../../operations/define-operation';
import { resolveDirectory } from '../media-library';
import { MediaFile } from '../media.entities';
import { folderPath } from '../media.inputs';
import { presentFile } from '../media.view';

const maxResults = 200;

/** Files whose name contains the term, in a folder and everything below it (the trigram index serves it). */
export const searchFiles = defineOperation({
  name: 'searchFiles',
  access: 'manage-media',
  input: z
    .object({
      searchTerm: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(1, 'V_16').max(255, 'V_14'),
      directory: z.preprocess(blankAsAbsent, folderPath('directory').default('/')),
    })
    .strict(),
  async run(ctx, input) {
    const directory = await resolveDirectory(ctx.em, input.directory, 'directory');
    const within = directory === '/' ? {} : { $or: [{ directory }, { directory: { $like: `${likePattern(directory).slice(1, -1)}/%` } }] };
    const files = await ctx.em.find(MediaFile, { $and: [within, { fileName: { $ilike: likePattern(input.searchTerm) } }] }, { orderBy: { fileName: 'asc', id: 'asc' }, limit: maxResults });
    return files.map(presentFile);
  },
});

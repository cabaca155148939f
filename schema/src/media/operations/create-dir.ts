import { z } from 'zod';
import { blankAsAbsent } from '../../validation/parse-input';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { lockFolder, mediaChanged, nameTaken, resolveDirectory } from '../media-library';
import { joinPath } from '../media-path';
import { MediaDirectory } from '../media.entities';
import { folderPath, itemName } from '../media.inputs';
import { presentFolder } from '../media.view';

/** A new folder in `path`; a file or folder of that name there already is ML_03. */
export const createDir = defineOperation({
  name: 'createDir',
  access: 'manage-media',
  input: z.object({ path: z.preprocess(blankAsAbsent, folderPath('path').default('/')), folderName: itemName('folderName') }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const parent = await resolveDirectory(tx.em, input.path, 'path');
      await lockFolder(tx, parent);
      if (await nameTaken(tx.em, parent, input.folderName)) throw new CodedError('ML_03', 'folderName');
      const directory = tx.em.create(MediaDirectory, { path: joinPath(parent, input.folderName), parent, name: input.folderName });
      tx.em.persist(directory);
      recordAudit(tx, { action: 'media.folder-created', subject: { type: 'media-folder', id: directory.path } });
      mediaChanged(tx, { action: 'folder-created', paths: [directory.path] });
      return presentFolder(directory);
    }),
});

import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { mediaChanged, requireFile } from '../media-library';
import { folderPath, itemName } from '../media.inputs';
import { presentFile } from '../media.view';
import { placeFile } from '../place-file';

/** Moves a file to another folder and/or renames it; a taken name there is ML_02. */
export const moveFile = defineOperation({
  name: 'moveFile',
  access: 'manage-media',
  input: z.object({ id: entityId(), newPath: folderPath('newPath'), newFileName: itemName('newFileName') }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const file = await requireFile(tx.em, input.id, { lock: true });
      const from = { path: file.directory, fileName: file.fileName };
      if (await placeFile(tx, file, { path: input.newPath, fileName: input.newFileName })) {
        file.updatedAt = new Date();
        recordAudit(tx, { action: 'media.file-moved', subject: { type: 'media-file', id: file.id }, details: { from, to: { path: file.directory, fileName: file.fileName } } });
        mediaChanged(tx, { action: 'file-moved', fileIds: [file.id], paths: [from.path, file.directory] });
      }
      return presentFile(file);
    }),
});

import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId, flag } from '../../validation/parse-input';
import { mediaChanged, requireFile } from '../media-library';
import { folderPath, itemName } from '../media.inputs';
import { presentFile } from '../media.view';
import { placeFile } from '../place-file';

/** Edits a file's folder, name, default alt text and shared flag (SPEC §7 `edit-file`). */
export const editFile = defineOperation({
  name: 'editFile',
  access: 'manage-media',
  input: z.object({
    id: entityId(),
    newPath: folderPath('newPath'),
    newFileName: itemName('newFileName'),
    defaultAltText: z.string({ invalid_type_error: 'V_12' }).trim().max(500, 'V_14').nullish().transform((v) => v ?? ''),
    shared: flag(),
  }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const file = await requireFile(tx.em, input.id, { lock: true });
      const before = { path: file.directory, fileName: file.fileName, defaultAltText: file.defaultAltText, shared: file.shared };
      await placeFile(tx, file, { path: input.newPath, fileName: input.newFileName });
      file.defaultAltText = input.defaultAltText;
      if (input.shared !== undefined) file.shared = input.shared;
      const changed = Object.entries(before).filter(([key, value]) => (key === 'path' ? file.directory : file[key as 'fileName' | 'defaultAltText' | 'shared']) !== value).map(([key]) => key);
      if (changed.length > 0) {
        file.updatedAt = new Date();
        recordAudit(tx, { action: 'media.file-edited', subject: { type: 'media-file', id: file.id }, details: { changed } });
        mediaChanged(tx, { action: 'file-edited', fileIds: [file.id], paths: [...new Set([before.path, file.directory])] });
      }
      return presentFile(file);
    }),
});

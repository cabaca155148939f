import { z } from 'zod';
import { focalPointSchema } from '@tessera/content-model';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId, flag } from '../../validation/parse-input';
import { mediaChanged, requireFile } from '../media-library';
import { folderPath, itemName } from '../media.inputs';
import { presentFile } from '../media.view';
import { placeFile } from '../place-file';

/** Two focal points as text, to see whether one changed. */
const pointText = (point: { x: number; y: number } | null) => (point ? `${point.x},${point.y}` : '');

/**
 * Edits a file's folder, name, default alt text and shared flag (SPEC §7 `edit-file`), and an
 * image's focal point (`focalPoint`: left out keeps it, null clears it; not for other kinds).
 */
export const editFile = defineOperation({
  name: 'editFile',
  access: 'manage-media',
  input: z
    .object({
      id: entityId(),
      newPath: folderPath('newPath'),
      newFileName: itemName('newFileName'),
      defaultAltText: z
        .string({ invalid_type_error: 'V_12' })
        .trim()
        .max(500, 'V_14')
        .nullish()
        .transform((v) => v ?? ''),
      shared: flag(),
      focalPoint: focalPointSchema.nullish(),
    })
    .strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const file = await requireFile(tx.em, input.id, { lock: true });
      const before = { path: file.directory, fileName: file.fileName, defaultAltText: file.defaultAltText, shared: file.shared, focalPoint: pointText(file.focalPoint) };
      if (input.focalPoint && file.kind !== 'image' && file.kind !== 'gif') throw new CodedError('V_12', 'focalPoint');
      await placeFile(tx, file, { path: input.newPath, fileName: input.newFileName });
      file.defaultAltText = input.defaultAltText;
      if (input.shared !== undefined) file.shared = input.shared;
      if (input.focalPoint !== undefined) file.focalPoint = input.focalPoint;
      const after = { path: file.directory, fileName: file.fileName, defaultAltText: file.defaultAltText, shared: file.shared, focalPoint: pointText(file.focalPoint) };
      const changed = Object.entries(before)
        .filter(([key, value]) => after[key as keyof typeof after] !== value)
        .map(([key]) => key);
      if (changed.length > 0) {
        file.updatedAt = new Date();
        recordAudit(tx, { action: 'media.file-edited', subject: { type: 'media-file', id: file.id }, details: { changed } });
        mediaChanged(tx, { action: 'file-edited', fileIds: [file.id], paths: [...new Set([before.path, file.directory])] });
      }
      return presentFile(file);
    }),
});

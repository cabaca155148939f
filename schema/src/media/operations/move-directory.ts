import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { lockFolder, mediaChanged, nameTaken, resolveDirectory } from '../media-library';
import { isWithin, parentOf } from '../media-path';
import { folderPath } from '../media.inputs';

/**
 * Moves or renames a folder: `newPath` is its new full path. Everything below moves with it in
 * one transaction. A taken name is ML_02; a folder cannot move into itself (V_12).
 */
export const moveDirectory = defineOperation({
  name: 'moveDirectory',
  access: 'manage-media',
  input: z.object({ oldPath: folderPath('oldPath'), newPath: folderPath('newPath') }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      if (input.oldPath === '/' || input.newPath === '/') throw new CodedError('V_12', input.oldPath === '/' ? 'oldPath' : 'newPath');
      const oldPath = await resolveDirectory(tx.em, input.oldPath, 'oldPath');
      const target = parentOf(input.newPath);
      const parent = await resolveDirectory(tx.em, target.parent, 'newPath');
      const newPath = parent === '/' ? `/${target.name}` : `${parent}/${target.name}`;
      if (newPath === oldPath) return { path: newPath };
      if (isWithin(newPath.toLowerCase(), oldPath.toLowerCase()) && newPath.toLowerCase() !== oldPath.toLowerCase()) throw new CodedError('V_12', 'newPath');
      await lockFolder(tx, parentOf(oldPath).parent);
      await lockFolder(tx, parent);
      if (await nameTaken(tx.em, parent, target.name, { folderPath: oldPath })) throw new CodedError('ML_02', 'newPath');
      const cut = oldPath.length + 1;
      // Every folder and file below moves in the same statements: one prefix swap each.
      await tx.em.execute(
        `update media_directory set path = ? || substr(path, ?), parent = case when path = ? then ? else ? || substr(parent, ?) end,
                name = case when path = ? then ? else name end
          where path = ? or left(path, ?) = ?`,
        [newPath, cut, oldPath, parent, newPath, cut, oldPath, target.name, oldPath, cut, `${oldPath}/`],
      );
      const [moved] = await tx.em.execute<{ count: string }[]>(
        `with moved as (update media_file set directory = ? || substr(directory, ?), updated_at = now() where directory = ? or left(directory, ?) = ? returning id)
         select count(*)::text as count from moved`,
        [newPath, cut, oldPath, cut, `${oldPath}/`],
      );
      recordAudit(tx, { action: 'media.folder-moved', subject: { type: 'media-folder', id: newPath }, details: { from: oldPath, to: newPath, files: Number(moved.count) } });
      mediaChanged(tx, { action: 'folder-moved', paths: [oldPath, newPath] });
      return { path: newPath };
    }),
});

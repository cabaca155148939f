import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { likePattern } from '../../db/like-pattern';
import { blobKey, filesWithin, forgetUnusedBlobs, lockFolder, mediaChanged, refuseIfUsed, resolveDirectory } from '../media-library';
import { recordStorageKeys } from '../../storage/write-record';
import { MediaDirectory, MediaFile } from '../media.entities';
import { folderPath } from '../media.inputs';
import { parentOf } from '../media-path';

/** Deletes a folder with everything in it, unless pages use a file in it (ML_04 lists them). */
export const deleteDirectory = defineOperation({
  name: 'deleteDirectory',
  access: 'manage-media',
  input: z.object({ path: folderPath('path') }).strict(),
  async run(ctx, input) {
    if (input.path === '/') throw new CodedError('V_12', 'path');
    const hashes = await inTransaction(ctx, async (tx) => {
      const path = await resolveDirectory(tx.em, input.path, 'path');
      await lockFolder(tx, parentOf(path).parent);
      const files = await filesWithin(tx.em, path);
      await refuseIfUsed(tx.em, files, 'path');
      const below = `${likePattern(path).slice(1, -1)}/%`;
      await tx.em.nativeDelete(MediaFile, { id: { $in: files.map((file) => file.id) } });
      await recordStorageKeys(
        tx,
        files.map((file) => blobKey(file.hash)),
      );
      await tx.em.nativeDelete(MediaDirectory, { $or: [{ path }, { path: { $like: below } }] });
      recordAudit(tx, { action: 'media.folder-deleted', subject: { type: 'media-folder', id: path }, details: { files: files.length } });
      mediaChanged(tx, { action: 'folder-deleted', fileIds: files.map((file) => file.id), paths: [path] });
      return files.map((file) => file.hash);
    });
    await forgetUnusedBlobs(ctx, hashes);
    return true;
  },
});

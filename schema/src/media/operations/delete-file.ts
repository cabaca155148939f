import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { blobKey, forgetUnusedBlobs, mediaChanged, refuseIfUsed, requireFile } from '../media-library';
import { recordStorageKeys } from '../../storage/write-record';

/** Deletes a file that no page uses (ML_04 lists the pages that do); its bytes go when no other file has them. */
export const deleteFile = defineOperation({
  name: 'deleteFile',
  access: 'manage-media',
  input: z.object({ id: entityId() }).strict(),
  async run(ctx, { id }) {
    const hash = await inTransaction(ctx, async (tx) => {
      const file = await requireFile(tx.em, id, { lock: true });
      await refuseIfUsed(tx.em, [file], 'id');
      tx.em.remove(file);
      // With the delete: bytes a killed process did not get to remove are swept later.
      await recordStorageKeys(tx, [blobKey(file.hash)]);
      recordAudit(tx, { action: 'media.file-deleted', subject: { type: 'media-file', id }, details: { path: file.directory, fileName: file.fileName } });
      mediaChanged(tx, { action: 'file-deleted', fileIds: [id], paths: [file.directory] });
      return file.hash;
    });
    await forgetUnusedBlobs(ctx, [hash]);
    return true;
  },
});

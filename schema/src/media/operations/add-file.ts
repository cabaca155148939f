import { basename } from 'node:path';
import { rm } from 'node:fs/promises';
import { z } from 'zod';
import { blankAsAbsent } from '../../validation/parse-input';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { imageInfo } from '../image-info';
import { addToFolder, blobKey, forgetUnusedBlobs, hashFile, lockBlob, mediaLimits, nameTaken, resolveDirectory } from '../media-library';
import { checkName } from '../media-path';
import { folderPath, uploadedFile } from '../media.inputs';
import { presentFile } from '../media.view';
import { sniffFile } from '../sniff';
import { recordStorageWrites } from '../../storage/write-record';

/**
 * Adds one uploaded file to a folder (SPEC §7: one request per file). The type comes from the
 * bytes; the bytes move into storage only once complete and accepted, and the temporary file is
 * gone whatever happens. A name already in the folder is ML_03, also when two uploads race.
 */
export const addFile = defineOperation({
  name: 'addFile',
  access: 'manage-media',
  input: z.object({ path: z.preprocess(blankAsAbsent, folderPath('path').default('/')), f: uploadedFile }),
  async run(ctx, { path, f: upload }) {
    let adopted: string | null = null;
    try {
      if (upload.size > mediaLimits.maxBytes) throw new CodedError('ML_01', 'f');
      if (upload.size === 0) throw new CodedError('V_17', 'f');
      const fileName = checkName(basename(upload.fileName.replace(/\\/g, '/')).trim(), 'f');
      const type = await sniffFile(upload.path, upload.size);
      if (!type) throw new CodedError('ML_05', 'f');
      const image = type.kind === 'image' || type.kind === 'gif' ? await imageInfo(ctx.services.imageWork, upload.path, upload.size) : null;
      // Checked before the bytes are hashed and moved, so a plain mistake costs nothing.
      const directory = await resolveDirectory(ctx.em, path, 'path');
      if (await nameTaken(ctx.em, directory, fileName)) throw new CodedError('ML_03', 'f');
      const hash = await hashFile(upload.path);
      // Recorded (committed) before the bytes are put: a process killed after putting them and
      // before its row commits leaves bytes the sweep knows to look at.
      await recordStorageWrites(ctx, [blobKey(hash)]);
      const file = await inTransaction(ctx, async (tx) => {
        // The bytes go in place and the row that uses them commits under the hash's lock, so
        // a delete of another file with the same bytes cannot remove them in between.
        await lockBlob(tx, hash);
        // Only bytes this upload brought may go again on failure; others' stay.
        if (await ctx.services.storage.adopt(blobKey(hash), upload.path)) adopted = hash;
        return addToFolder(
          tx,
          { directory, fileName, kind: type.kind, contentType: type.contentType, hash, size: upload.size, width: image?.width ?? null, height: image?.height ?? null },
          { action: 'media.file-added', details: { kind: type.kind, size: upload.size } },
          'f',
        );
      });
      adopted = null;
      return { file: presentFile(file), warnings: image?.warnings ?? [] };
    } finally {
      await rm(upload.path, { force: true });
      // Bytes moved in for a file that was then refused go again, unless another file has them.
      if (adopted) await forgetUnusedBlobs(ctx, [adopted]);
    }
  },
});

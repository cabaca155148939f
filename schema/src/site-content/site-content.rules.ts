import type { TxCtx } from '../db/unit-of-work';
import type { BlockImage } from '@tessera/content-model';
import { CodedError } from '../errors/coded-error';
import { checkImageReference } from '../media/file-references';

/**
 * A certificate's or team member's image must be an image of the media library (V_12 on
 * `image.fileID` or `image.hash` otherwise). The file stays share-locked until the transaction
 * ends, so a delete of it waits and then sees this use (ML_04).
 */
export async function requireLibraryImage(tx: TxCtx, image: BlockImage | null | undefined): Promise<void> {
  const errors = await checkImageReference(tx, image, 'image');
  if (errors.length > 0) throw new CodedError(errors);
}

import type { TxCtx } from '../db/unit-of-work';
import { CodedError } from '../errors/coded-error';
import { lockFolder, nameTaken, resolveDirectory } from './media-library';
import type { MediaFile } from './media.entities';

/**
 * Moves and/or renames a file inside the caller's unit of work; a file or folder of the new
 * name in the target folder is ML_02. Returns whether anything changed.
 */
export async function placeFile(tx: TxCtx, file: MediaFile, target: { path: string; fileName: string }): Promise<boolean> {
  const directory = await resolveDirectory(tx.em, target.path, 'newPath');
  if (directory === file.directory && target.fileName === file.fileName) return false;
  await lockFolder(tx, directory);
  if (await nameTaken(tx.em, directory, target.fileName, { fileId: file.id })) throw new CodedError('ML_02', 'newFileName');
  file.directory = directory;
  file.fileName = target.fileName;
  return true;
}

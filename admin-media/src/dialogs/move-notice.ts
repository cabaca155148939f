import type { TFunction } from 'i18next';
import type { DragItem } from '../browser/dnd';
import { samePath } from '../paths/media-path';

/** What the move dialog did, for its notice: a new name in the same folder is a rename, not a move. */
export interface MoveOutcome {
  item: DragItem;
  /** The folder it is in now. */
  folder: string;
  name: string;
}

const folderLabel = (t: TFunction, path: string) => (path === '/' ? t('media.root') : path.slice(path.lastIndexOf('/') + 1));

export function moveNotice(t: TFunction, { item, folder, name }: MoveOutcome): string {
  const oldName = item.kind === 'file' ? item.file.fileName : item.folder.folderName;
  const oldFolder = item.kind === 'file' ? item.file.path : item.folder.parent;
  if (samePath(folder, oldFolder)) return t('media.moveNotice.renamed', { name: oldName, newName: name });
  if (name === oldName) return t(item.kind === 'file' ? 'media.move.fileMoved' : 'media.move.folderMoved', { name, folder: folderLabel(t, folder) });
  return t('media.moveNotice.movedRenamed', { name: oldName, newName: name, folder: folderLabel(t, folder) });
}

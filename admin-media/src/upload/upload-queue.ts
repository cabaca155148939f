import type { ErrorEntry } from '@tessera/admin-kit';
import type { MediaFileFieldsFragment as MediaFile } from '../generated/graphql';

/** One file on its way to the library: each has its own request, progress and cancel (SPEC §9). */
export interface UploadItem {
  key: string;
  fileName: string;
  size: number;
  /** The folder it goes to. */
  path: string;
  /** Share sent, 0 to 1. */
  progress: number;
  /** refused: stopped by the checks before sending; failed: refused by the server or the connection. */
  status: 'uploading' | 'done' | 'refused' | 'failed' | 'cancelled';
  errors: ErrorEntry[];
  /** The server's advice on a kept file (past the recommended size), by its code. */
  warnings: string[];
  file: MediaFile | null;
}

export type UploadAction =
  | { type: 'added'; items: UploadItem[] }
  | { type: 'progressed'; key: string; progress: number }
  | { type: 'finished'; key: string; file: MediaFile; warnings: string[] }
  | { type: 'failed'; key: string; errors: ErrorEntry[] }
  | { type: 'cancelled'; key: string }
  | { type: 'clearedFinished' }
  /** A kept file was renamed or moved since: its line shows its name and folder now. */
  | { type: 'fileChanged'; file: MediaFile };

export const isFinished = (item: UploadItem) => item.status !== 'uploading';

function update(items: UploadItem[], key: string, change: (item: UploadItem) => UploadItem): UploadItem[] {
  // Only an upload still under way changes: a late progress event cannot undo its end.
  return items.map((item) => (item.key === key && item.status === 'uploading' ? change(item) : item));
}

export function uploadQueueReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'added':
      return [...items, ...action.items];
    case 'progressed':
      return update(items, action.key, (item) => ({ ...item, progress: Math.min(1, Math.max(item.progress, action.progress)) }));
    case 'finished':
      return update(items, action.key, (item) => ({ ...item, status: 'done', progress: 1, file: action.file, warnings: action.warnings }));
    case 'failed':
      return update(items, action.key, (item) => ({ ...item, status: 'failed', errors: action.errors }));
    case 'cancelled':
      return update(items, action.key, (item) => ({ ...item, status: 'cancelled' }));
    case 'clearedFinished':
      return items.filter((item) => !isFinished(item));
    case 'fileChanged':
      return items.map((item) => (item.file?.id === action.file.id ? { ...item, file: action.file, fileName: action.file.fileName, path: action.file.path } : item));
  }
}

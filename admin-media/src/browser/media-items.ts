import type { ReactNode } from 'react';
import type { MediaFileFieldsFragment as MediaFile, MediaFolderFieldsFragment as MediaFolder } from '../generated/graphql';

/** What the grid and the list view of a folder (or of search results) take. */
export interface MediaItemsProps {
  folders: MediaFolder[];
  files: MediaFile[];
  /** Search results: each file says which folder it is in. */
  withFileFolders?: boolean;
  /** Files and folders can be dragged onto folders (the library, not the picker). */
  draggable?: boolean;
  /** The picker's choice: that file shows pressed. */
  selectedId?: number | null;
  onOpenFolder(folder: MediaFolder): void;
  /** A click on a file (the library: its details; the picker: choose it). */
  onOpenFile(file: MediaFile): void;
  /** A double click (the picker: take it at once). */
  onActivateFile?(file: MediaFile): void;
  /** The accessible name of a file's main button. */
  fileLabel(file: MediaFile): string;
  fileMenu?(file: MediaFile): ReactNode;
  folderMenu?(folder: MediaFolder): ReactNode;
}

import type { FocalPoint } from '@tessera/content-model';
import { joinPath } from './media-path';
import type { MediaDirectory, MediaFile, MediaKind, VideoLink } from './media.entities';

export interface MediaFileView {
  id: number;
  /** The folder the file is in. */
  path: string;
  fileName: string;
  kind: MediaKind;
  contentType: string;
  size: number | null;
  width: number | null;
  height: number | null;
  defaultAltText: string;
  shared: boolean;
  hash: string;
  video: VideoLink | null;
  /** Where an image's subject is (0–1), null when not set. */
  focalPoint: FocalPoint | null;
  /** Where the bytes are served (relative to the site); null for a hosted video. */
  previewUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface MediaFolderView {
  /** The folder's own path. */
  path: string;
  folderName: string;
  /** The folder that holds it. */
  parent: string;
}

export function presentFile(file: MediaFile): MediaFileView {
  return {
    id: file.id,
    path: file.directory,
    fileName: file.fileName,
    kind: file.kind,
    contentType: file.contentType,
    size: file.size === null ? null : Number(file.size),
    width: file.width,
    height: file.height,
    defaultAltText: file.defaultAltText,
    shared: file.shared,
    hash: file.hash,
    video: file.video,
    focalPoint: file.focalPoint,
    previewUrl: file.kind === 'video' ? null : `/api/tessera/medialib/preview-image?imageID=${file.id}`,
    createdAt: file.createdAt,
    updatedAt: file.updatedAt,
  };
}

export function presentFolder(directory: Pick<MediaDirectory, 'path' | 'name' | 'parent'>): MediaFolderView {
  return { path: directory.path, folderName: directory.name, parent: directory.parent };
}

export function fullPathOf(file: MediaFile): string {
  return joinPath(file.directory, file.fileName);
}

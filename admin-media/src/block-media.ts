import type { BlockFile as StoredBlockFile, BlockImage, CropParams } from '@tessera/content-model';
import type { MediaFileFieldsFragment as MediaFile } from './generated/graphql';
import type { AcceptKind } from './upload/upload-check';

export type { BlockImage };

/** SPEC §3 block file, as the picker hands it over: always with the library file's id, so the editor can find it again. */
export type BlockFile = StoredBlockFile & { fileID: number };

export function blockImageOf(file: Pick<MediaFile, 'id' | 'hash' | 'fileName' | 'defaultAltText'>, cropParams: CropParams | null = null): BlockImage {
  return { hash: file.hash, fileName: file.fileName, altText: file.defaultAltText, fileID: file.id, cropParams };
}

export function blockFileOf(file: Pick<MediaFile, 'id' | 'hash' | 'fileName'>): BlockFile {
  return { hash: file.hash, fileName: file.fileName, fileID: file.id };
}

/**
 * Which library files a slot can take: an image slot takes images and gifs, a file slot any
 * file with bytes (a hosted video has none to serve).
 */
export function accepts(accept: AcceptKind, file: Pick<MediaFile, 'kind'>): boolean {
  return accept === 'image' ? file.kind === 'image' || file.kind === 'gif' : file.kind !== 'video';
}

/** Stills can be cropped; a gif would lose its animation, so it is used whole. */
export function canCrop(file: Pick<MediaFile, 'kind'>): boolean {
  return file.kind === 'image';
}

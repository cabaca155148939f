import type { MediaFile } from './media.entities';

/*
 * What serving a media file knows about it, as types alone: the context's `ServedFiles` names
 * them without importing the cache that fills them (served-files.ts).
 */

/** How the public site shows a file: whether it does at all, and which crops of it. */
export interface PublicUse {
  /** On a published page (a block or the SEO image), or the image of active site content. */
  shown: boolean;
  /** The normalised crops (crop.ts `cropKey`) those name: the only crops a visitor may fetch. */
  crops: ReadonlySet<string>;
}

/** What serving a file needs to know about it. */
export interface ServedFileFacts {
  file: Pick<MediaFile, 'id' | 'hash' | 'kind' | 'contentType' | 'fileName' | 'shared' | 'size' | 'focalPoint'>;
  /** How the site shows it; read once, when first asked. */
  publicUse?: PublicUse;
  /** Visitors' whole answers about this file, by the URL asked (see `ServedFileCache.keep`). */
  answers?: Map<string, KeptAnswer>;
}

/** A visitor's answer, whole: the headers the gateway sent with it and the bytes. */
export interface KeptAnswer {
  headers: Record<string, string | number | string[]>;
  bytes: Buffer;
}

import { Entity, Index, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import type { FocalPoint } from '@tessera/content-model';

export const mediaKinds = ['image', 'gif', 'document', 'video'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** A hosted video: the id parsed from the link, the player's embed URL and a thumbnail. */
export interface VideoLink {
  provider: 'youtube' | 'vimeo';
  id: string;
  url: string;
  embedUrl: string;
  thumbnailUrl: string | null;
}

/** A folder of the library. The root `/` is implied; every other folder is a row. */
@Entity({ tableName: 'media_directory' })
@Unique({ name: 'media_directory_path_folded_unique', expression: 'create unique index "media_directory_path_folded_unique" on "media_directory" (lower("path"))' })
export class MediaDirectory {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Full path, `/photos/2026`. */
  @Property({ type: 'string', length: 1024 })
  path!: string;

  /** Path of the folder that holds it (`/` at the top). */
  @Index({ name: 'media_directory_parent_index', expression: 'create index "media_directory_parent_index" on "media_directory" ("parent" text_pattern_ops)' })
  @Property({ type: 'string', length: 1024 })
  parent!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

/**
 * A file of the library: its folder and name, what it is (decided from its bytes) and where its
 * bytes are (by content hash, so the same bytes are stored once). A video is a link, no bytes.
 */
@Entity({ tableName: 'media_file' })
@Unique({ name: 'media_file_name_folded_unique', expression: 'create unique index "media_file_name_folded_unique" on "media_file" ("directory", lower("file_name"))' })
@Index({ name: 'media_file_directory_index', expression: 'create index "media_file_directory_index" on "media_file" ("directory" text_pattern_ops)' })
@Index({ name: 'media_file_search', expression: 'create index "media_file_search" on "media_file" using gin ("file_name" gin_trgm_ops)' })
export class MediaFile {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Path of the folder it is in (`/` at the top). */
  @Property({ type: 'string', length: 1024 })
  directory!: string;

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  @Property({ type: 'string', length: 16 })
  kind!: MediaKind;

  @Property({ type: 'string', length: 128 })
  contentType!: string;

  /** sha256 of the bytes (hex); for a video, of its link. */
  @Index()
  @Property({ type: 'string', length: 64 })
  hash!: string;

  @Property({ type: 'bigint', nullable: true })
  size: number | null = null;

  @Property({ type: 'integer', nullable: true })
  width: number | null = null;

  @Property({ type: 'integer', nullable: true })
  height: number | null = null;

  @Property({ type: 'string', length: 500 })
  defaultAltText: string & Opt = '';

  /** Shared files may be shown outside the pages that use them (the preview URLs are public). */
  @Property({ type: 'boolean' })
  shared: boolean & Opt = false;

  @Property({ type: 'json', nullable: true })
  video: VideoLink | null = null;

  /** Where the subject of an image is (0–1 of its upright width and height); null: its middle. */
  @Property({ type: 'json', nullable: true })
  focalPoint: FocalPoint | null = null;

  @Property({ type: 'integer', nullable: true })
  createdBy: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();
}

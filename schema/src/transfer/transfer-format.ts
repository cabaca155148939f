import { z } from 'zod';

/*
 * The export's format: a directory with `manifest.json`, one NDJSON file per kind of record (one
 * JSON object a line, in the order below, which is also the order an import needs: what is
 * referred to comes before what refers to it) and the media bytes under `files/<sha256>`.
 * Records carry the source installation's ids; an import maps them to its own.
 */

export const transferFormat = 'tessera-content-export';
export const transferFormatVersion = 1;

/** The record files, in import order. */
export const transferFiles = ['media-folders', 'media', 'tags', 'reusable-blocks', 'pages', 'menus', 'site-texts', 'skills', 'certificates', 'team-members'] as const;
export type TransferFile = (typeof transferFiles)[number];
export const recordFileName = (file: TransferFile) => `${file}.ndjson`;

/**
 * The longest line an import reads (a page with all its versions is one line). A longer one is
 * refused (V_14) and skipped without being held in memory.
 */
export const maxRecordBytes = 4 * 1024 * 1024;

/** Bytes are named by their SHA-256 (hex): no name from the export ever becomes a path. */
export const bytesFileName = (hash: string) => `files/${hash}`;
export const isBytesFileName = (name: string) => /^files\/[0-9a-f]{64}$/.test(name);

const id = z.number().int().positive();
const text = (max: number) => z.string().max(max);
const json = z.record(z.unknown());

export const manifestSchema = z.object({
  format: z.literal(transferFormat),
  version: z.literal(transferFormatVersion),
  sourceInstallation: z.string().min(1).max(64),
  createdAt: z.string(),
  publishedOnly: z.boolean(),
  counts: z.record(z.number().int().nonnegative()),
});
export type TransferManifest = z.infer<typeof manifestSchema>;

export const folderRecord = z.object({ path: z.string().min(2).max(1024) }).strict();

export const mediaRecord = z
  .object({
    id,
    directory: text(1024),
    fileName: text(255),
    kind: z.enum(['image', 'gif', 'document', 'video']),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
    size: z.number().int().nonnegative().nullable(),
    defaultAltText: text(500),
    shared: z.boolean(),
    focalPoint: z.object({ x: z.number(), y: z.number() }).nullable(),
    /** A video's link; null for a file with bytes. */
    videoUrl: text(2048).nullable(),
    /** Where the bytes are in the export (`files/<hash>`); null for a video. */
    bytes: z.string().max(80).nullable(),
  })
  .strict();

export const tagRecord = z.object({ id, name: text(64), isPrivate: z.boolean() }).strict();

const reusableContent = z.object({ props: json, images: json, files: json }).strict();
export const reusableBlockRecord = z.object({ id, name: text(120), type: text(64), latest: reusableContent, published: reusableContent.nullable(), latestIsPublished: z.boolean() }).strict();

export const pageVersionRecord = z
  .object({
    number: z.number().int().positive(),
    title: text(255),
    blocks: z.array(z.unknown()).max(1000),
    seoTitle: text(255).nullable(),
    seoDescription: z.string().max(10_000).nullable(),
    seoKeywords: z.array(z.string().max(255)).max(100),
    seoImage: z.array(z.unknown()).max(1).nullable(),
    typeData: json,
  })
  .strict();

export const pageRecord = z
  .object({
    id,
    locale: text(5),
    slug: text(255),
    type: text(64),
    translationGroup: z.string().uuid(),
    /** The number of the published version (one of `versions`), or null. */
    publishedVersion: z.number().int().positive().nullable(),
    tags: z.array(id).max(1000),
    versions: z.array(pageVersionRecord).min(1).max(10_000),
  })
  .strict();

/** Menu items come parents first: `parentId` names an item of an earlier line. */
export const menuRecord = z
  .object({ id, locale: text(5), parentId: id.nullable(), position: z.number().int().nonnegative(), label: text(255), pageId: id.nullable(), url: text(2048).nullable() })
  .strict();

export const siteTextRecord = z.object({ key: text(64), locale: text(5), value: json }).strict();

/** The site's lists (site-content): shown by the team, skills and certificates blocks. */
const listed = { id, active: z.boolean(), position: z.number().int().nonnegative() };
export const skillRecord = z.object({ ...listed, name: text(128) }).strict();
export const certificateRecord = z.object({ ...listed, title: text(255), subtext: text(1024).nullable(), image: json.nullable() }).strict();
export const teamMemberRecord = z
  .object({
    ...listed,
    name: text(255),
    function: text(255).nullable(),
    description: text(5000).nullable(),
    specialties: z.array(text(64)).max(30),
    linkedinUrl: text(2048).nullable(),
    quote: text(1000).nullable(),
    skills: z.array(id).max(1000),
    image: json.nullable(),
  })
  .strict();

export type FolderRecord = z.infer<typeof folderRecord>;
export type MediaRecord = z.infer<typeof mediaRecord>;
export type TagRecord = z.infer<typeof tagRecord>;
export type ReusableBlockRecord = z.infer<typeof reusableBlockRecord>;
export type PageRecord = z.infer<typeof pageRecord>;
export type PageVersionRecord = z.infer<typeof pageVersionRecord>;
export type MenuRecord = z.infer<typeof menuRecord>;
export type SiteTextRecord = z.infer<typeof siteTextRecord>;
export type SkillRecord = z.infer<typeof skillRecord>;
export type CertificateRecord = z.infer<typeof certificateRecord>;
export type TeamMemberRecord = z.infer<typeof teamMemberRecord>;

export const recordSchemas = {
  'media-folders': folderRecord,
  media: mediaRecord,
  tags: tagRecord,
  'reusable-blocks': reusableBlockRecord,
  pages: pageRecord,
  menus: menuRecord,
  'site-texts': siteTextRecord,
  skills: skillRecord,
  certificates: certificateRecord,
  'team-members': teamMemberRecord,
} as const satisfies Record<TransferFile, z.ZodTypeAny>;

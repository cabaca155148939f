/*
 * The numbers the server enforces and the admin shows (SPEC §3, §5): one definition for both.
 */

/** The most blocks a page version holds. */
export const maxBlocks = 200;
/** The longest slug a page can have (the stored column's size). */
export const maxSlugLength = 255;
/** The longest href a link keeps. */
export const maxHref = 2048;
/** The longest label a link keeps. */
export const maxLinkLabel = 200;
/** The longest e-mail address (RFC 5321). */
export const maxEmailLength = 254;
/** A block's key, type id and anchor point. */
export const maxBlockKey = 64;
export const maxBlockType = 64;
export const maxAnchorPoint = 64;
/** A block image's or file's parts. */
export const maxFileHash = 128;
export const maxFileName = 255;
export const maxAltText = 500;
/** Site texts (SPEC §5): the links a footer holds, and the items of the training list. */
export const maxFooterLinks = 20;
export const maxTrainingItems = 50;
/** A reusable block's name, and the most references to reusable blocks one page version holds. */
export const maxReusableBlockName = 120;
export const maxReusableRefs = 50;
/**
 * The most reusable blocks one user may make (their share): no one editor can fill the
 * installation for the others, and the total grows only with the accounts an administrator makes.
 */
export const maxReusableBlocksPerUser = 100;

/** The tag searches answer at most this many (the admin's lists say when there may be more). */
export const tagSearchLimit = 20;
/** SPEC §5 and §9: a profile image is a JPEG or PNG of at most 2 MB and 1024×1024 pixels. */
export const profileImageLimits = { maxBytes: 2 * 1024 * 1024, maxSide: 1024, types: ['image/jpeg', 'image/png'] } as const;
/** The widths the server renders for srcset (SPEC §7 media URLs); any other is refused with V_12. */
export const renditionWidths = [160, 320, 480, 640, 768, 1024, 1280, 1600, 1920, 2560] as const;
export type RenditionWidth = (typeof renditionWidths)[number];
/** Formats a rendition may be asked in (`format=`). */
export const renditionFormats = ['webp', 'avif', 'jpeg', 'png'] as const;
export type RenditionFormat = (typeof renditionFormats)[number];
/**
 * Aspect ratios (width:height) a whole image may be cut to around its focal point (`aspect=`):
 * a short list, so the renditions of a file stay few.
 */
export const renditionAspects = ['1:1', '4:3', '3:2', '16:9', '1.91:1', '3:4', '2:3', '9:16'] as const;
export type RenditionAspect = (typeof renditionAspects)[number];
/** The two whole-index jobs of SPEC §4 "Search indexing", in the order the admin shows them. */
export const searchJobKinds = ['removal', 'indexing'] as const;
export type SearchJobKind = (typeof searchJobKinds)[number];

/**
 * The audit log (issue 34): how long its entries may be kept when not for ever (a trail shorter
 * than a month cannot answer "who did this last month", and a short one set by mistake would
 * destroy what it is for), the most entries one CSV export holds, and the longest page.
 */
export const auditLogLimits = { retentionMinDays: 30, retentionMaxDays: 3650, exportMaxRows: 1_000_000, maxPageSize: 100 } as const;

import { createHash } from 'node:crypto';
import { reusableRefOf, type Block, type BlockFile, type BlockImage, type FocalPoint } from '@tessera/content-model';

/*
 * The public site's read model as an interface: what an uncached page reads, in the shapes the
 * site renders. The schema implements it over PostgreSQL (schema `pages/site-read-model.ts`,
 * one statement each); the gateway hands the implementation to the site (`PageReads`); the
 * GraphQL reads the site can use instead answer the same shapes.
 */

/** A published translation, as the locale switch and hreflang link it. */
export interface SiteAlternate {
  locale: string;
  slug: string;
  path: string;
}

/** What a version shows: its content, as stored. */
export interface PublicVersionSource {
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[];
  seoImage: BlockImage[] | null;
  blocks: Block[];
  typeData: Record<string, unknown>;
}

/** What visitors get (SPEC §3 public view): published content only. */
export interface PublicPageView {
  slug: string;
  type: string;
  locale: string;
  /** The surrogate key naming the page and its translations (an opaque digest of the group, for the caches). */
  translationsKey: string;
  /** The published version's content (its type data as the page type's `props`). */
  pageVersion: Omit<PublicVersionSource, 'typeData'> & {
    pageID: number;
    pageType: { id: string; label: string; header: readonly string[]; footer: readonly string[]; props: Record<string, unknown> };
    publishedAt: Date | null;
  };
}

export type PublishedPageRead =
  | { kind: 'page'; status: 200 | 404; page: PublicPageView; alternates: SiteAlternate[] }
  | { kind: 'redirect'; location: string }
  /** No published page and no redirect at this address. */
  | { kind: 'none' };

export interface PreviewRead {
  kind: 'preview';
  page: { slug: string; locale: string; type: string };
  version: PublicVersionSource & { pageID: number };
  alternates: SiteAlternate[];
}

/** The preview of a version was refused: 401 without a session, 403 without create-page. */
export interface PreviewRefused {
  kind: 'refused';
  status: 401 | 403;
}

export interface ImageSize {
  id: number;
  width: number;
  height: number;
  /** The image's focal point, null when not set (the site places pictures by it). */
  focalPoint: FocalPoint | null;
}

/** A reusable block's published content: what a page shows in place of its reference. */
export interface PublishedReusableBlock {
  id: number;
  type: string;
  props: Record<string, unknown>;
  __images: Record<string, BlockImage>;
  __files: Record<string, BlockFile>;
}

/**
 * A page's unsaved draft, checked and sanitized as a store would (POST page/{id}/preview): what
 * the site renders as the public page would look, without storing anything.
 */
export interface DraftPage {
  page: { id: number; locale: string; slug: string; type: string };
  version: PublicVersionSource;
}

/**
 * The reads of an uncached page, each one statement. A refusal of the API (an unknown version)
 * rejects with the catalogue's code; the implementation says how (the gateway: SiteDataError).
 */
export interface PageReads {
  /** The published page at an address, where a renamed page went, or nothing. */
  published(address: { locale: string; slug: string }, defaultLocale: string): Promise<PublishedPageRead>;
  /** A version of any state with its page, for someone who may create pages. */
  preview(versionId: number, defaultLocale: string): Promise<PreviewRead | PreviewRefused>;
  /** The shown sizes and focal points of these images (only those a visitor may fetch, for a visitor). */
  imageSizes(ids: number[]): Promise<ImageSize[]>;
  /** The published copies of the reusable blocks a page refers to. */
  reusableBlocks(ids: number[]): Promise<PublishedReusableBlock[]>;
  /** The digests (`addressHash`) of every address that may have a page. */
  addresses(): Promise<number[]>;
}

/**
 * A 32-bit digest of an address (`locale/slug`), the same here and in PostgreSQL (schema
 * `readAddressHashes`): the first four bytes of its MD5, as a signed integer. Only for telling
 * that nothing can be at an address; a collision costs one lookup, never a wrong answer.
 */
export function addressHash(locale: string, slug: string): number {
  return createHash('md5').update(`${locale}/${slug}`).digest().readInt32BE(0);
}

/**
 * A page's blocks with each reference replaced by the published reusable block it names (the
 * reference's key and anchor kept, so media URLs and anchors stay the page's own); a reference to
 * an unpublished or unknown one is left out. `found` is what `reusableBlocks` answered, by id.
 */
export function resolveReusableBlocks(blocks: Block[], found: Map<number, PublishedReusableBlock>): Block[] {
  return blocks.flatMap((block) => {
    const ref = reusableRefOf(block);
    if (ref === null) return [block];
    const reusable = found.get(ref);
    return reusable ? [{ type: reusable.type, key: block.key, anchorPoint: block.anchorPoint, props: reusable.props, __images: reusable.__images, __files: reusable.__files }] : [];
  });
}

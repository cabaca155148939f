import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import { actingUserId, type Ctx } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { blockImageSchema, type BlockImage, isSlug, maxSlugLength, type PageTypeConfig } from '@tessera/content-model';
import { validateBlocks, validateTypeData } from '../blocks/validate-blocks';
import { CodedError, type ErrorEntry } from '../errors/coded-error';
import { checkMediaReferences } from '../media/file-references';
import { checkReusableReferences } from '../reusable-blocks/published-reusable-blocks';
import { recordFileUsage } from './file-usage';
import { isPageInMenus } from '../menus/page-in-menus';
import { isPageSlug } from '@tessera/read-model';
import { type Page, PageVersion } from './page.entities';

export function pageTypeOf(ctx: Ctx, id: string): PageTypeConfig {
  const type = ctx.services.config.pageTypes.find((t) => t.id === id);
  if (!type) throw new CodedError('V_12', 'type');
  return type;
}

/**
 * A slug as stored: lowercase segments of letters, digits and dashes, without slashes at the
 * ends, starting with the page type's prefix (added when missing: `launch` → `news/launch`).
 * `current` is the page's own slug, kept as it is even when a newer rule would refuse it, so a
 * page from before a rule can still be saved without renaming it.
 */
export function normalizeSlug(raw: string, pageType: PageTypeConfig, options: { current?: string } = {}): string {
  const slug = raw
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
  if (slug === options.current) return slug;
  if (!isSlug(slug)) throw new CodedError('V_12', 'slug');
  const prefix = pageType.slugPrefix;
  const full = prefix && slug !== prefix && !slug.startsWith(`${prefix}/`) ? `${prefix}/${slug}` : slug;
  if (full.length > maxSlugLength) throw new CodedError('V_14', 'slug');
  if (!isPageSlug(full)) throw new CodedError('V_12', 'slug');
  return full;
}

/**
 * Runs the flush that gives a page its slug. `slugTaken` is checked first, but two writes of the
 * same slug at the same moment both pass it; the loser then hits the (locale, slug) unique index,
 * which is the same V_06 and not a server error. (The transaction is rolled back by the throw.)
 */
export async function claimingSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new CodedError('V_06', 'slug');
    throw error;
  }
}

export const slugInput = () => z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(1, 'V_01').max(maxSlugLength, 'V_14');
export const titleInput = () =>
  z
    .string({ required_error: 'V_01', invalid_type_error: 'V_12' })
    .trim()
    .min(1, 'V_01')
    .max(255, 'V_14')
    // One line: the search index joins title and slug with a newline.
    .refine((title) => !/[\u0000-\u001f\u007f]/.test(title), 'V_12');

/** A requester's comment for the reviewers: optional (null or left out is none), at most 2,000 characters. */
export const requestCommentInput = () =>
  z
    .string({ invalid_type_error: 'V_12' })
    .trim()
    .max(2000, 'V_14')
    .nullish()
    .transform((v) => v ?? '');

/** A reviewer's feedback on accepting or rejecting: optional either way (SPEC §4); blank is none. */
export const reviewerFeedbackInput = () =>
  z
    .string({ invalid_type_error: 'V_12' })
    .trim()
    .max(2000, 'V_14')
    .nullish()
    .transform((feedback) => feedback || null);

/**
 * What reading a version answers besides its content (page.view.ts presentVersion). A client
 * may post the version it loaded back with its changes (SPEC §3 names `id`, `pageID`,
 * `hasPublicationRequest` among a version's fields): these are taken in the form a read gives
 * them and ignored, except that `id` and `pageID` must be the edited version's (versionReadBackRefusals).
 */
const versionReadOnlyFields = {
  id: z.number({ invalid_type_error: 'V_12' }).int('V_12').optional(),
  pageID: z.number({ invalid_type_error: 'V_12' }).int('V_12').optional(),
  number: z.number({ invalid_type_error: 'V_12' }).int('V_12').optional(),
  basedOn: z.number({ invalid_type_error: 'V_12' }).int('V_12').nullish(),
  hasPublicationRequest: z.boolean({ invalid_type_error: 'V_12' }).optional(),
  createdAt: z.string({ invalid_type_error: 'V_12' }).datetime({ offset: true, message: 'V_12' }).optional(),
  createdBy: z.number({ invalid_type_error: 'V_12' }).int('V_12').nullish(),
};

/** The editable content of a version. */
const versionContent = z.object({
  title: titleInput(),
  blocks: z.unknown(),
  seoTitle: z
    .string()
    .trim()
    .max(255, 'V_14')
    .nullish()
    .transform((v) => v || null),
  seoDescription: z
    .string()
    .trim()
    .max(1000, 'V_14')
    .nullish()
    .transform((v) => v || null),
  seoKeywords: z.array(z.string().trim().min(1, 'V_16').max(64, 'V_14')).max(30, 'V_14').default([]),
  seoImage: z
    .array(blockImageSchema)
    .max(1, 'V_12')
    .nullish()
    .transform((v) => v ?? null),
  typeData: z.record(z.unknown()).default({}),
});

/** What a store sends: the content, with (as read) the version's read-only fields. */
export const versionContentInput = versionContent.extend(versionReadOnlyFields).strict();

/**
 * A version posted back must be the one it is stored on: another `id` or another page's
 * `pageID` says the client edits something else than the path names (V_12 on the field).
 */
export function versionReadBackRefusals(content: { id?: number; pageID?: number }, edited: PageVersion): ErrorEntry[] {
  const refusals: ErrorEntry[] = [];
  if (content.id !== undefined && content.id !== edited.id) refusals.push({ code: 'V_12', property: 'id' });
  if (content.pageID !== undefined && content.pageID !== edited.page.id) refusals.push({ code: 'V_12', property: 'pageID' });
  return refusals;
}

export type VersionContent = z.output<typeof versionContent>;

/**
 * The content with its blocks and typeData validated against the configuration, or a CodedError
 * with every problem at once. (Not content-model's `checkContent`, which lists advisory warnings
 * and refuses nothing.)
 */
export function validContent(ctx: Ctx, pageType: PageTypeConfig, content: VersionContent, options: { requireFilled?: boolean } = {}) {
  const errors: ErrorEntry[] = [];
  const blocks = validateBlocks(content.blocks ?? [], ctx.services.config, options);
  const typeData = validateTypeData(content.typeData, pageType.fields);
  errors.push(...blocks.errors, ...typeData.errors);
  if (errors.length > 0) throw new CodedError(errors);
  return { ...content, blocks: blocks.blocks, typeData: typeData.typeData };
}

/**
 * Adds a version on top of the page's latest and makes it the latest; records which media files
 * it uses, once they are known to be files of the library (V_12 on the slot otherwise), and that its
 * references name reusable blocks that exist (V_12 on `ref`). The
 * caller holds the page lock and flushes.
 */
export async function appendVersion(tx: TxCtx, page: Page, content: ReturnType<typeof validContent> & { seoImage: BlockImage[] | null }): Promise<PageVersion> {
  const unknownReferences = [...(await checkMediaReferences(tx, content.blocks, content.seoImage)), ...(await checkReusableReferences(tx, content.blocks))];
  if (unknownReferences.length > 0) throw new CodedError(unknownReferences);
  const viewerId = actingUserId(tx.viewer);
  const version = tx.em.create(PageVersion, {
    page,
    number: (page.latestVersion?.number ?? 0) + 1,
    basedOn: page.latestVersion?.id ?? null,
    title: content.title,
    blocks: content.blocks,
    seoTitle: content.seoTitle,
    seoDescription: content.seoDescription,
    seoKeywords: content.seoKeywords,
    seoImage: content.seoImage,
    typeData: content.typeData,
    createdBy: viewerId,
    createdAt: new Date(),
  });
  tx.em.persist(version);
  page.latestVersion = version;
  page.title = content.title;
  page.updatedAt = new Date();
  page.updatedBy = viewerId;
  await tx.em.flush();
  await recordFileUsage(tx, page);
  return version;
}

/**
 * A version may go live (or be put up for review) only when it passes the full check: a page
 * created from its type's placeholders and never stored would otherwise publish empty blocks.
 */
export function requireComplete(ctx: Ctx, page: Page, version: PageVersion): void {
  const blocks = validateBlocks(version.blocks, ctx.services.config);
  const typeData = validateTypeData(version.typeData, pageTypeOf(ctx, page.type).fields);
  const errors = [...blocks.errors, ...typeData.errors];
  if (errors.length > 0) throw new CodedError(errors);
}

export function eventPayload(page: Page, extra: Record<string, unknown> = {}) {
  return { pageId: page.id, locale: page.locale, slug: page.slug, translationGroup: page.translationGroup, type: page.type, ...extra };
}

/**
 * The payload of an event that changes what a page's menu entry shows (published or not, its
 * path): with `inMenu`, so the caches empty the pages showing the menu only when it holds the page.
 */
export async function menuAwareEventPayload(tx: TxCtx, page: Page, extra: Record<string, unknown> = {}) {
  return eventPayload(page, { inMenu: await isPageInMenus(tx.em, page.id), ...extra });
}

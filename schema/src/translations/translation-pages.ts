import type { PageTypeConfig } from '@tessera/content-model';
import { recordAudit } from '../audit/record-audit';
import type { Ctx } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { CodedError, type ErrorEntry } from '../errors/coded-error';
import { Page, type PageVersion } from '../pages/page.entities';
import { findPage, pageVersionByNumber } from '../pages/page-lookup';
import { appendVersion, pageTypeOf, validContent, versionContentInput } from '../pages/page-rules';
import { parseInput } from '../validation/parse-input';
import { batchedTranslationFacts, memberOf, sourceMemberOf } from './translation-facts';
import type { TranslatableContent } from './translatable-units';

/*
 * The pages a translation step works on: a translation, its source and the source version it is
 * translated from; and the one way a step changes a translation (a new draft version).
 */

const populate = ['latestVersion', 'publishedVersion', 'openRequest'] as const;

/** A page with its latest and published version, or PM_01 on `property`. */
export async function loadPage(ctx: Ctx, id: number, property = 'pageId', lock = false): Promise<Page> {
  const page = await findPage(ctx.em, id, lock ? { lock: 'write' } : {});
  if (!page) throw new CodedError('PM_01', property);
  await ctx.em.populate(page, populate, lock ? { refresh: true } : {});
  return page;
}

/** The version a translation is made from now: the source's published version, else its latest. */
export function currentSourceVersion(source: Page): PageVersion {
  const version = source.publishedVersion ?? source.latestVersion;
  if (!version) throw new CodedError('PM_01', 'pageId');
  return version;
}

/** A translation and the page it was translated from (translation-facts.ts), or V_07 when the page is no translation. */
export async function translationWithSource(ctx: Ctx, pageId: number): Promise<{ page: Page; source: Page }> {
  const page = await loadPage(ctx, pageId);
  const facts = await batchedTranslationFacts(ctx, page.translationGroup);
  const member = memberOf(facts, page.translationGroup, page.id);
  const sourceMember = member && sourceMemberOf(facts, member);
  if (!sourceMember) throw new CodedError('V_07', 'pageId');
  return { page, source: await loadPage(ctx, sourceMember.id) };
}

/** A source version by number, or PM_01 on `property`. */
export async function sourceVersionByNumber(ctx: Ctx, sourcePageId: number, number: number, property: string): Promise<PageVersion> {
  const version = await pageVersionByNumber(ctx.em, sourcePageId, number);
  if (!version) throw new CodedError('PM_01', property);
  return version;
}

/** The content checked as a store checks it (lengths, block schemas, rich text sanitized), or the refusals. */
export function checkedContent(ctx: Ctx, pageType: PageTypeConfig, content: TranslatableContent): { content: ReturnType<typeof validContent> } | { refusals: ErrorEntry[] } {
  try {
    return { content: validContent(ctx, pageType, parseInput(versionContentInput, content)) };
  } catch (error) {
    if (error instanceof CodedError) return { refusals: error.errors };
    throw error;
  }
}

export function pageTypeOfPage(ctx: Ctx, page: Page): PageTypeConfig {
  return pageTypeOf(ctx, page.type);
}

/**
 * Appends checked content as the translation's new latest version (a draft: nothing is
 * published) and records that it is now made from `sourceVersion` of `source`. The caller holds
 * the page locked.
 */
export async function storeTranslationDraft(tx: TxCtx, page: Page, content: ReturnType<typeof validContent>, source: { page: Page; version: number; how: string }): Promise<PageVersion> {
  const version = await appendVersion(tx, page, content);
  page.translationSourcePage = tx.em.getReference(Page, source.page.id);
  page.translationSourceVersion = source.version;
  await tx.em.flush();
  recordAudit(tx, {
    action: 'page.stored',
    subject: { type: 'page', id: page.id },
    details: { version: version.number, translatedBy: source.how, source: source.page.id, sourceVersion: source.version },
  });
  return version;
}

import { z } from 'zod';
import type { Ctx } from '../../context';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { ReleaseItem } from '../../releases/release.entities';
import { requireLocale } from '../../settings/site-settings';
import { entityId, localeInput } from '../../validation/parse-input';
import { translatableUnits, type TranslatableUnit } from '../translatable-units';
import { batchedTranslationFacts, memberOf, sourceMemberOf } from '../translation-facts';
import { currentSourceVersion, loadPage, pageTypeOfPage, sourceVersionByNumber } from '../translation-pages';
import { pageIdList, requireValid } from '../translation-rules';
import { xliffFile, xliffHead, xliffTail, type XliffPage } from '../xliff';

interface ExportedSource {
  pageId: number;
  versionNumber: number;
}

/** A release's pages (their version in the release) that are sources, not translations themselves. */
async function releaseSources(ctx: Ctx, releaseId: number): Promise<ExportedSource[]> {
  const items = await ctx.em.find(ReleaseItem, { release: releaseId, kind: 'page-version' }, { populate: ['page', 'pageVersion'], orderBy: { id: 'asc' } });
  const sources: ExportedSource[] = [];
  for (const item of items) {
    if (!item.page || !item.pageVersion) continue;
    const facts = await batchedTranslationFacts(ctx, item.page.translationGroup);
    const member = memberOf(facts, item.page.translationGroup, item.page.id);
    if (member && !sourceMemberOf(facts, member)) sources.push({ pageId: item.page.id, versionNumber: item.pageVersion.number });
  }
  return sources;
}

/** One <file>: the source version's units, each with the translation's current text as target. */
async function exportedPage(ctx: Ctx, source: ExportedSource, targetLocale: string): Promise<XliffPage> {
  const page = await loadPage(ctx, source.pageId, 'pageIds');
  const version = await sourceVersionByNumber(ctx, page.id, source.versionNumber, 'pageIds');
  const pageType = pageTypeOfPage(ctx, page);
  const sourceUnits = translatableUnits(ctx.services.config, pageType, version);
  const facts = await batchedTranslationFacts(ctx, page.translationGroup);
  const translation = (facts.members.get(page.translationGroup) ?? []).find((member) => member.locale === targetLocale);
  let targets = new Map<string, TranslatableUnit>();
  if (translation) {
    const translated = await loadPage(ctx, translation.id);
    targets = new Map(translatableUnits(ctx.services.config, pageType, translated.latestVersion!).map((unit) => [unit.id, unit]));
  }
  return {
    sourcePageId: page.id,
    sourceVersion: source.versionNumber,
    units: sourceUnits.map((unit) => ({ id: unit.id, format: unit.format, source: unit.value, target: targets.get(unit.id)?.value ?? null })),
  };
}

async function* xliffOf(ctx: Ctx, sources: ExportedSource[], sourceLocale: string, targetLocale: string): AsyncGenerator<string> {
  yield xliffHead(sourceLocale, targetLocale);
  for (const source of sources) {
    yield xliffFile(await exportedPage(ctx, source, targetLocale));
  }
  yield xliffTail;
}

/**
 * XLIFF 2.0 of source pages for a translation into `targetLocale` (xliff.ts): the pages named,
 * in their published version (else their latest), or a release's source pages in the version
 * the release holds. All must be in one locale (an XLIFF document has one source language).
 */
export const exportXliff = defineOperation({
  name: 'exportXliff',
  access: 'create-page',
  input: z
    .object({
      pageIds: pageIdList().optional(),
      releaseId: entityId().optional(),
      targetLocale: localeInput(),
    })
    .strict(),
  async run(ctx, input) {
    if (!input.pageIds?.length && input.releaseId === undefined) throw new CodedError('V_01', 'pageIds');
    await requireLocale(ctx, input.targetLocale, 'targetLocale');
    const sources: ExportedSource[] = [];
    if (input.releaseId !== undefined) sources.push(...(await releaseSources(ctx, input.releaseId)));
    for (const pageId of input.pageIds ?? []) {
      const page = await loadPage(ctx, pageId, 'pageIds');
      sources.push({ pageId, versionNumber: currentSourceVersion(page).number });
    }
    if (sources.length === 0) throw new CodedError('V_07', 'releaseId');
    const locales = new Set<string>();
    for (const source of sources) locales.add((await loadPage(ctx, source.pageId, 'pageIds')).locale);
    requireValid(locales.size === 1, 'pageIds');
    const [sourceLocale] = locales;
    requireValid(sourceLocale !== input.targetLocale, 'targetLocale');
    const fileName = `tessera-${sourceLocale}-${input.targetLocale}-${new Date().toISOString().slice(0, 10)}.xlf`;
    return { fileName, body: xliffOf(ctx, sources, sourceLocale, input.targetLocale) };
  },
});

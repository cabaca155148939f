import { z } from 'zod';
import type { ErrorEntry } from '../../errors/coded-error';
import { CodedError } from '../../errors/coded-error';
import { inTransaction, type TxCtx } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import type { Page } from '../../pages/page.entities';
import { contentOf, translatableUnits, withUnitValues } from '../translatable-units';
import { memberOf, sourceMemberOf, translationFacts } from '../translation-facts';
import { checkedContent, loadPage, pageTypeOfPage, sourceVersionByNumber, storeTranslationDraft } from '../translation-pages';
import { translationLimits } from '../translation-rules';
import { readXliff, type ReadXliff } from '../xliff';

export interface XliffRefusal {
  code: string;
  property: string | null;
  unit: string | null;
}

export interface XliffImportReport {
  pages: Array<{ pageId: number; locale: string; versionNumber: number }>;
  refused: XliffRefusal[];
}

type FilePage = ReadXliff['pages'][number];

/** A lookup's "not found" (a coded refusal) as null; any other failure stays one. */
function absent(error: unknown): null {
  if (error instanceof CodedError) return null;
  throw error;
}

interface Planned {
  page: Page;
  source: Page;
  sourceVersion: number;
  content: Exclude<ReturnType<typeof checkedContent>, { refusals: unknown }>['content'];
}

/**
 * One file's page: its units checked against the source version it names (V_12 on `id` for a
 * unit that is not one of its translatable units or comes twice, on `source` for a source text
 * changed outside its units), the targets put into the translation's latest content (V_12 on `id`
 * when the translation has no such place) and that content checked as a store checks it.
 */
async function planPage(tx: TxCtx, file: FilePage, targetLocale: string, refuse: (entry: ErrorEntry, unit?: string) => void): Promise<Planned | null> {
  const fileId = `page-${file.sourcePageId}`;
  const refuseFile = (property: string): null => {
    refuse({ code: 'PM_01', property }, fileId);
    return null;
  };
  const source = await loadPage(tx, file.sourcePageId, 'file').catch(absent);
  if (!source) return refuseFile('original');
  const version = await sourceVersionByNumber(tx, source.id, file.sourceVersion, 'original').catch(absent);
  if (!version) return refuseFile('original');
  const facts = await translationFacts(tx, [source.translationGroup]);
  const member = (facts.members.get(source.translationGroup) ?? []).find((candidate) => candidate.locale === targetLocale);
  // Only an existing translation is filled: its slug and title are an editor's choice, not the file's.
  if (!member) return refuseFile('trgLang');
  // The page the file's page was itself translated from is not filled from its own translation.
  const sourceRow = memberOf(facts, source.translationGroup, source.id);
  if (sourceRow && sourceMemberOf(facts, sourceRow)?.id === member.id) {
    refuse({ code: 'V_12', property: 'trgLang' }, fileId);
    return null;
  }
  const page = await loadPage(tx, member.id, 'trgLang', true);
  const pageType = pageTypeOfPage(tx, page);
  const units = new Map(translatableUnits(tx.services.config, pageTypeOfPage(tx, source), version).map((unit) => [unit.id, unit]));
  const values = new Map<string, string>();
  const seen = new Set<string>();
  for (const unit of file.units) {
    const known = units.get(unit.id);
    if (!known || seen.has(unit.id)) refuse({ code: 'V_12', property: 'id' }, `${fileId}/${unit.id}`);
    else if (known.value !== unit.source) refuse({ code: 'V_12', property: 'source' }, `${fileId}/${unit.id}`);
    else if (unit.target !== null && unit.target !== '') values.set(unit.id, unit.target);
    seen.add(unit.id);
  }
  const { content, missing } = withUnitValues(tx.services.config, pageType, contentOf(page.latestVersion!), values);
  for (const id of missing) refuse({ code: 'V_12', property: 'id' }, `${fileId}/${id}`);
  const checked = checkedContent(tx, pageType, content);
  if ('refusals' in checked) {
    for (const entry of checked.refusals) refuse(entry, fileId);
    return null;
  }
  return { page, source, sourceVersion: file.sourceVersion, content: checked.content };
}

/**
 * An XLIFF 2.0 file back from translation (xliff.ts): each <file> makes one new draft version of
 * the source page's translation in the file's target language, with only the units' targets
 * changed; nothing is published. A file with any refusal changes nothing: the report lists
 * every refusal. A file that is not such XLIFF (not well-formed, a DOCTYPE or an entity
 * declaration, other languages than the pages') is V_12 on `file`, one too large ML_01.
 */
export const importXliff = defineOperation({
  name: 'importXliff',
  access: 'create-page',
  input: z.object({ file: z.instanceof(Buffer, { message: 'V_17' }) }),
  async run(ctx, input): Promise<XliffImportReport> {
    if (input.file.length > translationLimits.xliffMaxBytes) throw new CodedError('ML_01', 'file');
    const document = readXliff(input.file);
    if (document.sourceLocale === document.targetLocale) throw new CodedError('V_12', 'file');
    return inTransaction(ctx, async (tx) => {
      const refused: XliffRefusal[] = [];
      const refuse = (entry: ErrorEntry, unit?: string) => refused.push({ code: entry.code, property: entry.property ?? null, unit: unit ?? null });
      const planned: Planned[] = [];
      const pagesSeen = new Set<number>();
      for (const file of document.pages) {
        if (pagesSeen.has(file.sourcePageId)) throw new CodedError('V_12', 'file');
        pagesSeen.add(file.sourcePageId);
        const plan = await planPage(tx, file, document.targetLocale, refuse);
        if (plan && plan.source.locale !== document.sourceLocale) throw new CodedError('V_12', 'file');
        if (plan) planned.push(plan);
      }
      if (refused.length > 0) return { pages: [], refused };
      const pages: XliffImportReport['pages'] = [];
      for (const plan of planned) {
        const version = await storeTranslationDraft(tx, plan.page, plan.content, { page: plan.source, version: plan.sourceVersion, how: 'xliff' });
        pages.push({ pageId: plan.page.id, locale: plan.page.locale, versionNumber: version.number });
      }
      return { pages, refused };
    });
  },
});

import type { ErrorEntry } from '@tessera/admin-kit';

/** GET translations/xliff: the XLIFF 2.0 file of these (source) pages for a target locale. */
export function xliffExportUrl(pageIds: readonly number[], targetLocale: string): string {
  const query = new URLSearchParams({ pageIds: pageIds.join(','), targetLocale });
  return `/api/tessera/translations/xliff?${query.toString()}`;
}

/** What POST translations/xliff answers: the pages given a new draft, and the units it refused with their codes. */
export interface XliffImportReport {
  pages: Array<{ pageId: number; locale: string; versionNumber: number; title?: string | null }>;
  refused: Array<ErrorEntry & { unit?: string | null }>;
}

/** The report of an answer, whatever of it arrived (a missing list reads as empty). */
export function importReportOf(data: unknown): XliffImportReport {
  const answer = (typeof data === 'object' && data !== null ? data : {}) as Partial<XliffImportReport>;
  return { pages: Array.isArray(answer.pages) ? answer.pages : [], refused: Array.isArray(answer.refused) ? answer.refused : [] };
}

import { CombinedGraphQLErrors } from '@apollo/client';

/** A page that uses a file, as pagesByMediaFile or an ML_04 refusal names it. */
export interface UsedPage {
  id: number;
  title: string;
  slug: string;
  locale: string;
  /** ML_04's details say published; pagesByMediaFile says the status. */
  published?: boolean;
  status?: string;
}

/** What an ML_04 refusal names under one key of its details (`pages`, `siteContent`), each once by `sameAs`. */
function refusedBy<T>(error: unknown, key: 'pages' | 'siteContent', sameAs: (a: T, b: T) => boolean): T[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const items = error.errors.flatMap((entry) => {
    const extensions = entry.extensions as { code?: string; details?: Record<string, T[] | undefined> } | undefined;
    return extensions?.code === 'ML_04' ? (extensions.details?.[key] ?? []) : [];
  });
  return items.filter((item, index) => items.findIndex((other) => sameAs(other, item)) === index);
}

/** The pages an ML_04 refusal names, each once even when it uses several of the files (a folder's delete). */
export function refusedPagesOf(error: unknown): UsedPage[] {
  return refusedBy<UsedPage>(error, 'pages', (a, b) => a.id === b.id);
}

/** A certificate or team member that shows a file, as an ML_04 refusal names it (`details.siteContent`). */
export interface UsedSiteContent {
  fileID: number;
  /** certificate or team-member */
  kind: string;
  id: number;
  title: string;
  active: boolean;
}

/** The certificates and team members an ML_04 refusal names, each once. */
export function refusedSiteContentOf(error: unknown): UsedSiteContent[] {
  return refusedBy<UsedSiteContent>(error, 'siteContent', (a, b) => a.kind === b.kind && a.id === b.id);
}

/** Whether the page is on the site (either source says it its own way). */
export function isPublished(page: UsedPage): boolean {
  return page.published ?? page.status === 'published';
}

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

/**
 * The pages an ML_04 refusal names (`extensions.details.pages`), each once even when it uses
 * several of the files (a folder's delete).
 */
export function refusedPagesOf(error: unknown): UsedPage[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const pages = error.errors.flatMap((entry) => {
    const extensions = entry.extensions as { code?: string; details?: { pages?: UsedPage[] } } | undefined;
    return extensions?.code === 'ML_04' ? (extensions.details?.pages ?? []) : [];
  });
  return pages.filter((page, index) => pages.findIndex((other) => other.id === page.id) === index);
}

/** A certificate or team member that shows a file, as an ML_04 refusal names it (`details.siteContent`). */
export interface UsedSiteContent {
  fileID: number;
  kind: 'certificate' | 'team-member';
  id: number;
  title: string;
  active: boolean;
}

/** The certificates and team members an ML_04 refusal names, each once. */
export function refusedSiteContentOf(error: unknown): UsedSiteContent[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const items = error.errors.flatMap((entry) => {
    const extensions = entry.extensions as { code?: string; details?: { siteContent?: UsedSiteContent[] } } | undefined;
    return extensions?.code === 'ML_04' ? (extensions.details?.siteContent ?? []) : [];
  });
  return items.filter((item, index) => items.findIndex((other) => other.kind === item.kind && other.id === item.id) === index);
}

/** Whether the page is on the site (either source says it its own way). */
export function isPublished(page: UsedPage): boolean {
  return page.published ?? page.status === 'published';
}

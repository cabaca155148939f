import type { PageListQuery } from '../generated/graphql';

/*
 * What the dashboard shows, apart from React: the page list queries it sends and how it sorts
 * the open publication requests into "mine" and "waiting for my review".
 */

/** How many recently edited pages the dashboard lists. */
export const recentCount = 10;
/** How many of the viewer's own pages are looked through for unpublished changes (newest first). */
export const ownPagesLooked = 100;

/** The viewer's pages (created or last changed by them), newest change first. */
export const ownPagesQuery: PageListQuery = { pageIndex: 0, pageSize: ownPagesLooked, filter: 'editor', columnToSort: 'updatedAt', sortOrder: 'desc' };

/** The last edited pages of the site. */
export const recentPagesQuery: PageListQuery = { pageIndex: 0, pageSize: recentCount, columnToSort: 'updatedAt', sortOrder: 'desc' };

/** Pages whose latest version is not what the site shows. */
export function withUnpublishedChanges<T extends { hasUnpublishedChanges: boolean }>(pages: readonly T[]): T[] {
  return pages.filter((page) => page.hasUnpublishedChanges);
}

/** The open requests split: those the viewer made, and (for a reviewer) the others, waiting for review. */
export function splitRequests<T extends { requestedBy?: number | null }>(requests: readonly T[], viewerId: number | null, canReview: boolean): { mine: T[]; toReview: T[] } {
  const mine = requests.filter((request) => viewerId !== null && request.requestedBy === viewerId);
  const toReview = canReview ? requests.filter((request) => request.requestedBy !== viewerId) : [];
  return { mine, toReview };
}

/** The editor's address of a page. */
export function editorPath(pageId: number): string {
  return `/page/${pageId}`;
}

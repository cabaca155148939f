import { hasPermission } from '../auth/authorize';
import type { Ctx, Viewer } from '../context';
import { CodedError } from '../errors/coded-error';
import type { Page } from './page.entities';
import { homeSlug, notFoundSlug } from '@tessera/read-model';

/*
 * Who may move or remove a page's public address, beyond being signed in. The operations enforce
 * these rules; the page's view answers them for its viewer (`slugLock`, `mayDelete`), so the
 * admin offers only what will pass and says why the rest is not there.
 */

/**
 * Why the viewer may not change a page's slug: `fixed` for the home page and the 404 page, whose
 * slugs are what makes them the site's root and its not-found answer (renaming one would leave
 * the root redirecting and the locale without a home page); `publish-page` for a page on the
 * site, whose slug is a public address (a change moves it and leaves a redirect), when the
 * viewer may not publish.
 */
export type SlugLock = 'fixed' | 'publish-page';

const fixedSlugs: ReadonlySet<string> = new Set([homeSlug, notFoundSlug]);

export function slugLockOf(viewer: Viewer | null, page: Page): SlugLock | null {
  if (fixedSlugs.has(page.slug)) return 'fixed';
  if (page.publishedVersion && !hasPermission(viewer, 'publish-page')) return 'publish-page';
  return null;
}

/** V_07 for a fixed slug, UM_01 (on `slug`) for a live page without publish-page. */
export function requireSlugChangeAllowed(ctx: Ctx, page: Page): void {
  const lock = slugLockOf(ctx.viewer, page);
  if (lock === 'fixed') throw new CodedError('V_07', 'slug');
  if (lock === 'publish-page') throw new CodedError('UM_01', 'slug');
}

/** The open request (if any) may be withdrawn by its requester, or by a reviewer. */
export function mayWithdrawRequest(viewer: Viewer | null, page: Page): boolean {
  const request = page.openRequest;
  if (!request) return true;
  return !!viewer && (request.requestedBy === viewer.id || hasPermission(viewer, 'review-publication'));
}

/**
 * Deleting takes a live page off the site, which needs publish-page as unpublishing does; and it
 * withdraws an open request, which needs what revoking it needs.
 */
export function mayDeletePage(viewer: Viewer | null, page: Page): boolean {
  if (page.publishedVersion && !hasPermission(viewer, 'publish-page')) return false;
  return mayWithdrawRequest(viewer, page);
}

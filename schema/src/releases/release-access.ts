import { hasPermission } from '../auth/authorize';
import type { Viewer } from '../context';
import { CodedError } from '../errors/coded-error';
import type { ReleaseItem } from './release.entities';

/*
 * Who may publish (and roll back) a release (issue 36): a holder of `publish-release`, or one
 * who may publish every item by hand: `publish-page` for pages and reusable blocks (their
 * publication rules), and `manage-menu` besides for a menu. Others go through review: an editor
 * (create-page without publish-page) is refused with UM_01 on `review`, which the admin reads as
 * "ask a reviewer to publish this release" (a release is published by its reviewer, who sees the
 * same items and checks, rather than by a request per page, so it still goes live all at once).
 */

export function canPublishRelease(viewer: Viewer | null, items: readonly Pick<ReleaseItem, 'kind'>[]): boolean {
  if (!viewer) return false;
  if (hasPermission(viewer, 'publish-release')) return true;
  if (!hasPermission(viewer, 'publish-page')) return false;
  return items.every((item) => item.kind !== 'menu' || hasPermission(viewer, 'manage-menu'));
}

/** The viewer composes releases but may not publish this one: it needs a reviewer. */
export function releaseNeedsReview(viewer: Viewer | null, items: readonly Pick<ReleaseItem, 'kind'>[]): boolean {
  return !!viewer && !canPublishRelease(viewer, items) && hasPermission(viewer, 'create-page');
}

/** UM_01 (403) unless the viewer may publish the release; on `review` when the role goes through review. */
export function requirePublishRight(viewer: Viewer | null, items: readonly Pick<ReleaseItem, 'kind'>[]): void {
  if (!viewer) throw new CodedError('UM_01', undefined, 401);
  if (canPublishRelease(viewer, items)) return;
  throw new CodedError('UM_01', releaseNeedsReview(viewer, items) ? 'review' : undefined, 403);
}

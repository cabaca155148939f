import type { TxCtx } from '../db/unit-of-work';
import type { Ctx } from '../context';
import { userContacts } from '../users/user-directory';
import { canPublishRelease, releaseNeedsReview } from './release-access';
import { checksOf, type ReleaseItemCheck } from './release-checks';
import type { Release, ReleaseItem } from './release.entities';

export interface ReleaseItemView {
  id: number;
  kind: string;
  pageId: number | null;
  pageTitle: string | null;
  locale: string | null;
  versionNumber: number | null;
  latestVersionNumber: number | null;
  reusableBlockId: number | null;
  reusableBlockName: string | null;
  menuLocale: string | null;
  menuItems: unknown[] | null;
  addedBy: number | null;
  addedByName: string | null;
  addedAt: Date;
  changedSinceAdded: boolean;
  checks: ReleaseItemCheck[];
  ok: boolean;
  /** After publishing: the version that was live before (null: none), which a rollback brings back. */
  previousVersionNumber: number | null;
}

export interface ReleaseView {
  id: number;
  name: string;
  description: string;
  status: string;
  scheduledAt: Date | null;
  publishedAt: Date | null;
  publishedBy: number | null;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
  itemCount: number;
  items: ReleaseItemView[];
  failure: string | null;
  canPublish: boolean;
  needsReview: boolean;
}

/** A page's or block's latest version is newer than the one the item holds (the admin offers a compare). */
export function changedSinceAdded(item: ReleaseItem): boolean {
  if (item.kind === 'page-version') return (item.page?.latestVersion?.number ?? 0) > (item.pageVersion?.number ?? 0);
  if (item.kind === 'reusable-block-version') return (item.reusableBlock?.latestVersion?.number ?? 0) > (item.reusableBlockVersion?.number ?? 0);
  return false;
}

function presentItem(item: ReleaseItem, checks: ReleaseItemCheck[], names: Map<number, { name: string }>): ReleaseItemView {
  const page = item.page;
  const block = item.reusableBlock;
  return {
    id: item.id,
    kind: item.kind,
    pageId: page?.id ?? null,
    pageTitle: page?.title ?? null,
    locale: page?.locale ?? item.menuLocale,
    versionNumber: item.pageVersion?.number ?? item.reusableBlockVersion?.number ?? null,
    latestVersionNumber: page?.latestVersion?.number ?? block?.latestVersion?.number ?? null,
    reusableBlockId: block?.id ?? null,
    reusableBlockName: block?.name ?? null,
    menuLocale: item.menuLocale,
    menuItems: item.menuTree,
    addedBy: item.addedBy,
    addedByName: item.addedBy === null ? null : (names.get(item.addedBy)?.name ?? null),
    addedAt: item.addedAt,
    changedSinceAdded: changedSinceAdded(item),
    checks,
    ok: !checks.some((check) => check.severity === 'error'),
    previousVersionNumber: item.previousPageVersion?.number ?? item.previousBlockVersion?.number ?? null,
  };
}

function presentHead(ctx: Ctx, release: Release, kinds: readonly { kind: ReleaseItem['kind'] }[], itemCount: number, names: Map<number, { name: string }>): ReleaseView {
  return {
    id: release.id,
    name: release.name,
    description: release.description,
    status: release.status,
    scheduledAt: release.scheduledAt,
    publishedAt: release.publishedAt,
    publishedBy: release.publishedBy,
    createdBy: release.createdBy,
    createdByName: release.createdBy === null ? null : (names.get(release.createdBy)?.name ?? null),
    createdAt: release.createdAt,
    updatedAt: release.updatedAt,
    itemCount,
    items: [],
    failure: release.failure,
    canPublish: canPublishRelease(ctx.viewer, kinds),
    needsReview: releaseNeedsReview(ctx.viewer, kinds),
  };
}

/** A release with its items, each with its checks (the full publish check, then the content checks). */
export async function presentRelease(tx: TxCtx, release: Release, items: ReleaseItem[]): Promise<ReleaseView> {
  const names = await userContacts(tx.em, [release.createdBy, ...items.map((item) => item.addedBy)]);
  const view = presentHead(tx, release, items, items.length, names);
  for (const item of items) view.items.push(presentItem(item, await checksOf(tx, item), names));
  return view;
}

/** Releases as a list shows them: without their items (`release(id)` has them). */
export async function presentReleases(ctx: Ctx, releases: Release[], counts: Map<number, number>, kinds: Map<number, ReleaseItem['kind'][]>): Promise<ReleaseView[]> {
  const names = await userContacts(
    ctx.em,
    releases.map((release) => release.createdBy),
  );
  return releases.map((release) =>
    presentHead(
      ctx,
      release,
      (kinds.get(release.id) ?? []).map((kind) => ({ kind })),
      counts.get(release.id) ?? 0,
      names,
    ),
  );
}

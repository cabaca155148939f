import { recordAudit } from '../audit/record-audit';
import { actingUserId } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { CodedError } from '../errors/coded-error';
import { menuTreeOf, replaceMenu, type MenuTreeEntry } from '../menus/replace-menu';
import { lockPages } from '../pages/page-lookup';
import { requireComplete } from '../pages/page-rules';
import { publish, publishPages, unpublish } from '../pages/publication';
import { reusableBlockEvent } from '../reusable-blocks/reusable-block-event';
import { publishVersion } from '../reusable-blocks/reusable-block-publication';
import { requirePublishRight } from './release-access';
import { publishRefusals, releaseRefusal, type ReleaseItemCheck } from './release-checks';
import type { Release, ReleaseItem } from './release.entities';
import { ReleaseRepository } from './release.repository';
import { isEditable } from './release-rules';
import { reusableBlockOf } from './release-items';

/*
 * Publishing and rolling back a release (issue 36), each in the caller's one transaction on a
 * release it holds locked (FOR UPDATE). Every page and block the release touches is locked too,
 * in id order (as every page operation locks one page, two releases cannot deadlock on order),
 * then every item is checked before anything changes: one failing item and nothing changes, the
 * refusal names it (V_07 on `items.{id}`). Each item then goes through its feature's own
 * publication (publish / unpublish of a page, a block's publishVersion, the menu's replaceMenu),
 * so each raises its normal event (HTML cache, CDN purge keys, search) and audit row; the release
 * raises one `release.published` for webhooks.
 */

async function kindsOf(tx: TxCtx, release: Release): Promise<Array<{ kind: ReleaseItem['kind'] }>> {
  return ((await new ReleaseRepository(tx.em).kindsOf([release.id])).get(release.id) ?? []).map((kind) => ({ kind }));
}

/** Locks the release's pages and blocks (write), in id order, then reads its items afresh. */
async function lockedItems(tx: TxCtx, release: Release): Promise<ReleaseItem[]> {
  const targets = await tx.em.execute<Array<{ page_id: number | null; reusable_block_id: number | null }>>('select page_id, reusable_block_id from release_item where release_id = ?', [release.id]);
  const ids = (column: 'page_id' | 'reusable_block_id') => [...new Set(targets.flatMap((row) => (row[column] === null ? [] : [Number(row[column])])))].sort((a, b) => a - b);
  await lockPages(tx.em, ids('page_id'));
  for (const blockId of ids('reusable_block_id')) await reusableBlockOf(tx, blockId, 'write');
  return new ReleaseRepository(tx.em).items(release);
}

async function refuseFailing(items: ReleaseItem[], check: (item: ReleaseItem) => Promise<ReleaseItemCheck[]>): Promise<void> {
  const failing: Array<{ item: ReleaseItem; errors: ReleaseItemCheck[] }> = [];
  for (const item of items) {
    const errors = await check(item);
    if (errors.length > 0) failing.push({ item, errors });
  }
  if (failing.length > 0) throw releaseRefusal(failing);
}

/**
 * Runs `change` on each item, read afresh in chunks, flushing and letting go of each chunk after:
 * every page publication flushes the unit of work, whose change detection walks everything it
 * holds, so a release of hundreds of pages would otherwise cost the square of its size. The rows
 * stay locked by the transaction meanwhile.
 */
async function eachItem(tx: TxCtx, items: ReleaseItem[], change: (chunk: ReleaseItem[]) => Promise<void>): Promise<void> {
  const repository = new ReleaseRepository(tx.em);
  const ids = items.map((item) => item.id);
  await tx.em.flush();
  tx.em.clear();
  for (let start = 0; start < ids.length; start += changeChunk) {
    const chunk = ids.slice(start, start + changeChunk);
    const loaded = new Map((await repository.itemsForChange(chunk)).map((item) => [item.id, item]));
    await change(chunk.map((id) => loaded.get(id)!));
    await tx.em.flush();
    tx.em.clear();
  }
}

const changeChunk = 100;

/** Sets the release's new state on its row and on the caller's (let go of by eachItem) copy. */
async function settle(tx: TxCtx, release: Release, state: Partial<Release>): Promise<void> {
  Object.assign(release, state);
  Object.assign(await new ReleaseRepository(tx.em).get(release.id), state);
  await tx.em.flush();
}

/** Menus last: a menu may link a page the same release publishes. */
const inApplyOrder = (items: ReleaseItem[]) => [...items.filter((item) => item.kind !== 'menu'), ...items.filter((item) => item.kind === 'menu')];

/**
 * Publishes every item of the release, or (one failing its check) nothing. V_07 on `status` once
 * it published, V_07 on `items` when it is empty; UM_01 without the right (release-access.ts).
 */
export async function publishRelease(tx: TxCtx, release: Release, details: Record<string, unknown> = {}): Promise<void> {
  if (!isEditable(release.status)) throw new CodedError('V_07', 'status');
  // Asked before any page is locked; the items cannot change meanwhile (their release row is held).
  requirePublishRight(tx.viewer, await kindsOf(tx, release));
  const items = await lockedItems(tx, release);
  if (items.length === 0) throw new CodedError('V_07', 'items');
  await refuseFailing(items, (item) => publishRefusals(tx, item));
  const via = { release: release.id, ...details };
  await eachItem(tx, inApplyOrder(items), (chunk) => applyItems(tx, chunk, via));
  await settle(tx, release, { status: 'published', publishedAt: new Date(), publishedBy: actingUserId(tx.viewer), failure: null });
  const pageIds = items.flatMap((item) => (item.page ? [item.page.id] : []));
  const reusableBlockIds = items.flatMap((item) => (item.reusableBlock ? [item.reusableBlock.id] : []));
  const menuLocales = items.flatMap((item) => (item.menuLocale ? [item.menuLocale] : []));
  tx.emit('release.published', { releaseId: release.id, name: release.name, items: items.length, pageIds, reusableBlockIds, menuLocales });
  recordAudit(tx, { action: 'release.published', subject: { type: 'release', id: release.id }, details: { items: items.length, pageIds, reusableBlockIds, menuLocales, ...details } });
}

/**
 * Records what is live now in each item, then makes the items' changes in their order; the page
 * versions of a run together (publishPages: their file usage in a few statements, not per page).
 */
async function applyItems(tx: TxCtx, items: ReleaseItem[], via: Record<string, unknown>): Promise<void> {
  let publications: ReleaseItem[] = [];
  const publishRun = async () => {
    await publishPages(
      tx,
      publications.map((item) => ({ page: item.page!, version: item.pageVersion! })),
      via,
    );
    publications = [];
  };
  for (const item of items) {
    if (item.kind === 'page-version') {
      item.previousRecorded = true;
      item.previousPageVersion = item.page!.publishedVersion;
      publications.push(item);
      continue;
    }
    if (publications.length > 0) await publishRun();
    await applyItem(tx, item, via);
  }
  if (publications.length > 0) await publishRun();
}

/** Records what is live now in an item other than a page version (applyItems publishes those together), then makes its change. */
async function applyItem(tx: TxCtx, item: ReleaseItem, via: Record<string, unknown>): Promise<void> {
  item.previousRecorded = true;
  switch (item.kind) {
    case 'unpublish-page':
      item.previousPageVersion = item.page!.publishedVersion;
      await unpublish(tx, item.page!, via);
      break;
    case 'reusable-block-version':
      item.previousBlockVersion = item.reusableBlock!.publishedVersion;
      await publishVersion(tx, item.reusableBlock!, item.reusableBlockVersion!);
      break;
    case 'menu':
      item.previousMenuTree = await menuTreeOf(tx, item.menuLocale!);
      await replaceMenu(tx, item.menuLocale!, (item.menuTree ?? []) as MenuTreeEntry[], via);
      break;
  }
}

/**
 * Brings back exactly what was live before the release published: each page's previous version
 * goes live again (as a new publication), a page that was off the site goes off again, each block
 * and menu as it was. Only a published release (V_07 on `status`); the same right as publishing.
 */
export async function rollbackRelease(tx: TxCtx, release: Release): Promise<void> {
  if (release.status !== 'published') throw new CodedError('V_07', 'status');
  requirePublishRight(tx.viewer, await kindsOf(tx, release));
  const items = (await lockedItems(tx, release)).filter((item) => item.previousRecorded);
  await refuseFailing(items, async (item) => {
    if (!item.page || !item.previousPageVersion) return [];
    try {
      requireComplete(tx, item.page, item.previousPageVersion);
      return [];
    } catch (error) {
      if (error instanceof CodedError) return error.errors.map((entry) => ({ code: entry.code, property: entry.property ?? null, severity: 'error' as const }));
      throw error;
    }
  });
  const via = { release: release.id, rollback: true };
  await eachItem(tx, inApplyOrder(items).reverse(), async (chunk) => {
    for (const item of chunk) await restoreItem(tx, item, via);
  });
  await settle(tx, release, { status: 'rolled-back', rolledBackAt: new Date(), rolledBackBy: actingUserId(tx.viewer) });
  recordAudit(tx, { action: 'release.rolled-back', subject: { type: 'release', id: release.id }, details: { items: items.length } });
}

async function restoreItem(tx: TxCtx, item: ReleaseItem, via: Record<string, unknown>): Promise<void> {
  if (item.page) {
    const previous = item.previousPageVersion;
    if (!previous) await unpublish(tx, item.page, via);
    else if (item.page.publishedVersion?.id !== previous.id) await publish(tx, item.page, previous, via);
  } else if (item.reusableBlock) {
    const block = item.reusableBlock;
    const previous = item.previousBlockVersion;
    if (previous && block.publishedVersion?.id !== previous.id) await publishVersion(tx, block, previous);
    if (!previous && block.publishedVersion) {
      // A block that was never published before the release: it goes back to unpublished.
      const before = reusableBlockEvent(block, 'published');
      block.publishedVersion = null;
      block.publishedAt = null;
      tx.emit('reusable-block.changed', before);
      recordAudit(tx, { action: 'reusable-block.unpublished', subject: { type: 'reusable-block', id: block.id }, details: via });
    }
  } else if (item.menuLocale) {
    await replaceMenu(tx, item.menuLocale, (item.previousMenuTree ?? []) as MenuTreeEntry[], via);
  }
}

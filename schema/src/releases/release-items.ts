import { LockMode } from '@mikro-orm/core';
import { actingUserId } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { CodedError } from '../errors/coded-error';
import { findPage } from '../pages/page-lookup';
import { PageVersion, type Page } from '../pages/page.entities';
import { ReusableBlock, ReusableBlockVersion } from '../reusable-blocks/reusable-block.entities';
import { recordAudit } from '../audit/record-audit';
import { ReleaseItem, type Release } from './release.entities';
import { ReleaseRepository } from './release.repository';
import { isEditable, releaseLimits } from './release-rules';
import { presentRelease, type ReleaseView } from './release.view';

/** The release, locked, while it can still be changed; V_07 on `status` once it published (or is publishing). */
export async function editableRelease(tx: TxCtx, id: number): Promise<Release> {
  const release = await new ReleaseRepository(tx.em).get(id, true);
  if (!isEditable(release.status)) throw new CodedError('V_07', 'status');
  return release;
}

/** The release as the screen shows it, read in the transaction that changed it. */
export async function releaseAnswer(tx: TxCtx, release: Release): Promise<ReleaseView> {
  return presentRelease(tx, release, await new ReleaseRepository(tx.em).items(release));
}

/** The page (share-locked: it cannot be deleted under the item), or V_12 on `pageId`. */
export async function pageOf(tx: TxCtx, pageId: number): Promise<Page> {
  const page = pageId <= 2_147_483_647 ? await findPage(tx.em, pageId, { lock: 'share' }) : null;
  if (!page) throw new CodedError('V_12', 'pageId');
  return page;
}

/** The page's version with that number, or its latest; V_12 on `versionNumber` (V_07 on `version` for a page never stored). */
export async function pageVersionOf(tx: TxCtx, page: Page, versionNumber: number | null | undefined): Promise<PageVersion> {
  if (versionNumber == null) {
    if (!page.latestVersion) throw new CodedError('V_07', 'version');
    return tx.em.findOneOrFail(PageVersion, { id: page.latestVersion.id });
  }
  const version = await tx.em.findOne(PageVersion, { page, number: versionNumber });
  if (!version) throw new CodedError('V_12', 'versionNumber');
  return version;
}

export async function reusableBlockOf(tx: TxCtx, blockId: number, lock: 'share' | 'write' = 'share'): Promise<ReusableBlock> {
  const block =
    blockId <= 2_147_483_647
      ? await tx.em.findOne(
          ReusableBlock,
          { id: blockId },
          { lockMode: lock === 'write' ? LockMode.PESSIMISTIC_WRITE : LockMode.PESSIMISTIC_READ, populate: ['latestVersion', 'publishedVersion'], refresh: true },
        )
      : null;
  if (!block) throw new CodedError('V_12', 'reusableBlockId');
  return block;
}

export async function blockVersionOf(tx: TxCtx, block: ReusableBlock, versionNumber: number | null | undefined): Promise<ReusableBlockVersion> {
  if (versionNumber == null) {
    if (!block.latestVersion) throw new CodedError('V_07', 'version');
    return tx.em.findOneOrFail(ReusableBlockVersion, { id: block.latestVersion.id });
  }
  const version = await tx.em.findOne(ReusableBlockVersion, { block, number: versionNumber });
  if (!version) throw new CodedError('V_12', 'versionNumber');
  return version;
}

type ItemFields = Pick<ReleaseItem, 'kind'> & Partial<Pick<ReleaseItem, 'page' | 'pageVersion' | 'reusableBlock' | 'reusableBlockVersion' | 'menuLocale' | 'menuTree'>>;

/**
 * Puts the item in the release at its target: one item per page, per block and per menu
 * locale, so adding again replaces (an unpublication takes the place of a version). A new item
 * beyond `releaseLimits.maxItems` is V_07 on `items`.
 */
export async function putItem(tx: TxCtx, release: Release, target: string, fields: ItemFields): Promise<ReleaseItem> {
  const repository = new ReleaseRepository(tx.em);
  let item = await repository.itemAt(release, target);
  if (!item) {
    if ((await repository.countItems(release)) >= releaseLimits.maxItems) throw new CodedError('V_07', 'items');
    item = tx.em.create(ReleaseItem, { release, target, kind: fields.kind });
  }
  Object.assign(item, { page: null, pageVersion: null, reusableBlock: null, reusableBlockVersion: null, menuLocale: null, menuTree: null }, fields, {
    addedBy: actingUserId(tx.viewer),
    addedAt: new Date(),
  });
  release.updatedAt = new Date();
  await tx.em.flush();
  recordAudit(tx, {
    action: 'release.item-added',
    subject: { type: 'release', id: release.id },
    details: { item: item.id, kind: item.kind, target, version: item.pageVersion?.number ?? item.reusableBlockVersion?.number ?? null },
  });
  return item;
}

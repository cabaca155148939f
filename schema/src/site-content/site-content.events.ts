import type { TxCtx } from '../db/unit-of-work';

export type SiteContentKind = 'skill' | 'certificate' | 'team-member' | 'site-text';

/**
 * Tells the site's cache that visitors may now see something else, once the change commits.
 * `fileIds`: the media files whose public use the change may have changed (an item's image
 * replaced, or the item shown or hidden): only those are forgotten and purged as files.
 */
export function siteContentChanged(tx: TxCtx, change: { kind: SiteContentKind; id?: number; key?: string; locale?: string; fileIds?: number[] }): void {
  tx.emit('site-content.changed', { ...change });
}

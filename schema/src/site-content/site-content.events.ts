import type { TxCtx } from '../db/unit-of-work';

export type SiteContentKind = 'skill' | 'certificate' | 'team-member' | 'site-text';

/** Tells the site's cache that visitors may now see something else, once the change commits. */
export function siteContentChanged(tx: TxCtx, change: { kind: SiteContentKind; id?: number; key?: string; locale?: string }): void {
  tx.emit('site-content.changed', { ...change });
}

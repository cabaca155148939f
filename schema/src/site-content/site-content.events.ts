import type { Ctx } from '../context';

export type SiteContentKind = 'skill' | 'certificate' | 'team-member' | 'site-text';

/** Tells the site's cache that visitors may now see something else; call after the commit. */
export function siteContentChanged(ctx: Ctx, change: { kind: SiteContentKind; id?: number; key?: string; locale?: string }): Promise<void> {
  return ctx.services.events.emit('site-content.changed', { ...change });
}

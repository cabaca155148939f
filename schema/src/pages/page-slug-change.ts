import { recordAudit } from '../audit/record-audit';
import { actingUserId } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { CodedError } from '../errors/coded-error';
import { rewriteInternalLinks } from './link-rewrite';
import { requireSlugChangeAllowed } from './page-access';
import { appendVersion, claimingSlug, menuAwareEventPayload } from './page-rules';
import { PageRepository } from './page.repository';
import { PageRedirect } from './page-redirect.entity';
import type { Page } from './page.entities';

/**
 * Gives other pages of the locale a new version whose internal links point at the new slug.
 * Their published versions stay as they are: the redirect keeps those links working.
 */
async function updateLinks(tx: TxCtx, page: Page, oldSlug: string): Promise<number> {
  const pages = new PageRepository(tx.em);
  let updated = 0;
  for (const id of await pages.idsMentioning(page.locale, page.id, oldSlug)) {
    const other = await pages.getForUpdate(id);
    const latest = other.latestVersion!;
    const blocks = rewriteInternalLinks(latest.blocks, oldSlug, page.slug, page.locale);
    if (!blocks) continue;
    await appendVersion(tx, other, { ...latest, blocks, typeData: latest.typeData });
    updated += 1;
  }
  return updated;
}

/**
 * Moves a page (held locked by the caller) to `slug`, already normalised. The old slug keeps
 * leading to the page through a redirect; with `shouldUpdateLinks`, links in other pages' latest
 * versions are rewritten too. The same slug is no change and needs nothing; another is checked
 * against who may move this page's address (page-access.ts) and against the locale's other pages.
 */
export async function changeSlug(tx: TxCtx, page: Page, { slug, shouldUpdateLinks }: { slug: string; shouldUpdateLinks?: boolean }): Promise<{ slug: string; linksUpdated: number }> {
  if (slug === page.slug) return { slug, linksUpdated: 0 };
  requireSlugChangeAllowed(tx, page);
  const { em } = tx;
  if (await new PageRepository(em).slugTaken(page.locale, slug, page.id)) throw new CodedError('V_06', 'slug');
  const oldSlug = page.slug;
  await em.nativeDelete(PageRedirect, { locale: page.locale, fromSlug: slug });
  await em.nativeDelete(PageRedirect, { locale: page.locale, fromSlug: oldSlug });
  em.persist(em.create(PageRedirect, { locale: page.locale, fromSlug: oldSlug, page }));
  page.slug = slug;
  page.updatedAt = new Date();
  page.updatedBy = actingUserId(tx.viewer);
  await claimingSlug(() => em.flush());
  const linksUpdated = shouldUpdateLinks ? await updateLinks(tx, page, oldSlug) : 0;
  recordAudit(tx, { action: 'page.slug-changed', subject: { type: 'page', id: page.id }, details: { from: oldSlug, to: slug, linksUpdated } });
  // Files are served by id: a new address changes nothing of them.
  tx.emit('page.slug-changed', await menuAwareEventPayload(tx, page, { oldSlug, fileIds: [] }));
  return { slug, linksUpdated };
}

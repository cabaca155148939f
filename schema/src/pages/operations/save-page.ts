import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { actingUserId } from '../../context';
import { inTransaction, type TxCtx } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId, flag } from '../../validation/parse-input';
import { rewriteInternalLinks } from '../link-rewrite';
import { appendVersion, claimingSlug, eventPayload, normalizeSlug, pageTypeOf, slugInput } from '../page-rules';
import { PageRepository } from '../page.repository';
import { PageRedirect } from '../page-redirect.entity';
import { Page } from '../page.entity';

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
 * Changes a page's slug (PUT page/{id}/save). The old slug keeps leading to the page through a
 * redirect; with `shouldUpdateLinks`, links in other pages' latest versions are rewritten too.
 */
export const savePage = defineOperation({
  name: 'savePage',
  access: 'signed-in',
  input: z.object({ id: entityId(), slug: slugInput(), shouldUpdateLinks: flag(false) }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const { em } = tx;
      const pages = new PageRepository(em);
      const page = await pages.getForUpdate(input.id);
      const slug = normalizeSlug(input.slug, pageTypeOf(ctx, page.type), { current: page.slug });
      if (slug === page.slug) return { pageID: page.id, slug: page.slug, linksUpdated: 0 };
      if (await pages.slugTaken(page.locale, slug, page.id)) throw new CodedError('V_06', 'slug');
      const oldSlug = page.slug;
      await em.nativeDelete(PageRedirect, { locale: page.locale, fromSlug: slug });
      await em.nativeDelete(PageRedirect, { locale: page.locale, fromSlug: oldSlug });
      em.persist(em.create(PageRedirect, { locale: page.locale, fromSlug: oldSlug, page }));
      page.slug = slug;
      page.updatedAt = new Date();
      page.updatedBy = actingUserId(ctx.viewer);
      await claimingSlug(() => em.flush());
      const linksUpdated = input.shouldUpdateLinks ? await updateLinks(tx, page, oldSlug) : 0;
      recordAudit(tx, { action: 'page.slug-changed', subject: { type: 'page', id: page.id }, details: { from: oldSlug, to: slug, linksUpdated } });
      tx.emit('page.slug-changed', eventPayload(page, { oldSlug }));
      return { pageID: page.id, slug: page.slug, linksUpdated };
    }),
});

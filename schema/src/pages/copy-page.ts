import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/record-audit';
import { actingUserId, type Ctx } from '../context';
import { inTransaction } from '../db/unit-of-work';
import { CodedError } from '../errors/coded-error';
import { requireLocale, useLocale } from '../settings/site-settings';
import { appendVersion, claimingSlug, normalizeSlug, pageTypeOf } from './page-rules';
import { PageRepository } from './page.repository';
import { Page } from './page.entities';

/**
 * A new page carrying the latest content of `sourceId`: a translation (same group, another
 * locale) or a duplicate (a group of its own). Blocks get no re-validation: they were valid.
 */
export async function copyPage(
  ctx: Ctx,
  input: { sourceId: number; locale: string; title: string; slug: string; translationGroup: string | null; action: string },
): Promise<{ pageID: number; pageVersionID: number }> {
  // A plain mistake is answered before any transaction; useLocale checks again under the lock.
  await requireLocale(ctx, input.locale, input.translationGroup ? 'newLocale' : 'locale');
  if (!input.slug) throw new CodedError('V_01', 'slug');
  return inTransaction(ctx, async (tx) => {
    await useLocale(tx, input.locale, input.translationGroup ? 'newLocale' : 'locale');
    const pages = new PageRepository(tx.em);
    const source = await pages.get(input.sourceId);
    const pageType = pageTypeOf(ctx, source.type);
    if (input.translationGroup) {
      await pages.lockTranslationGroup(input.translationGroup);
      if ((await pages.translations(input.translationGroup)).some((p) => p.locale === input.locale)) throw new CodedError('V_06', 'newLocale');
    }
    const slug = normalizeSlug(input.slug, pageType);
    if (await pages.slugTaken(input.locale, slug)) throw new CodedError('V_06', 'slug');
    const viewerId = actingUserId(ctx.viewer);
    const page = tx.em.create(Page, {
      locale: input.locale,
      slug,
      type: source.type,
      translationGroup: input.translationGroup ?? randomUUID(),
      title: input.title,
      // A translation remembers what it was made from (issue 36): the source's latest, copied below.
      translationSourcePage: input.translationGroup ? source : null,
      translationSourceVersion: input.translationGroup ? (source.latestVersion?.number ?? null) : null,
      createdBy: viewerId,
      updatedBy: viewerId,
    });
    tx.em.persist(page);
    await claimingSlug(() => tx.em.flush());
    const latest = source.latestVersion!;
    const version = await appendVersion(tx, page, { ...latest, title: input.title, blocks: latest.blocks, typeData: latest.typeData });
    recordAudit(tx, { action: input.action, subject: { type: 'page', id: page.id }, details: { source: source.id, locale: input.locale } });
    return { pageID: page.id, pageVersionID: version.id };
  });
}

import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { actingUserId } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { blankAsAbsent, localeInput } from '../../validation/parse-input';
import { defineOperation } from '../../operations/define-operation';
import { requireLocale, useLocale } from '../../settings/site-settings';
import { appendVersion, validContent, claimingSlug, normalizeSlug, pageTypeOf, slugInput, titleInput } from '../page-rules';
import { PageRepository } from '../page.repository';
import { Page } from '../page.entities';

/**
 * Creates a page and its first version. Without `content` (absent, null or '') the page starts from its type's
 * initial blocks; typeData starts from the type's default props.
 */
export const createPage = defineOperation({
  name: 'createPage',
  access: 'create-page',
  input: z
    .object({
      title: titleInput(),
      slug: slugInput(),
      type: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).min(1, 'V_01').max(64, 'V_14'),
      locale: localeInput(),
      // A client with nothing to start from sends '' or null (SPEC §7): the type's initial blocks.
      content: z.preprocess(blankAsAbsent, z.array(z.unknown(), { invalid_type_error: 'V_12' }).optional()),
      typeData: z.preprocess(blankAsAbsent, z.record(z.unknown(), { invalid_type_error: 'V_12' }).optional()),
    })
    .strict(),
  async run(ctx, input) {
    const pageType = pageTypeOf(ctx, input.type);
    // A plain mistake is answered before any transaction; useLocale checks again under the lock.
    await requireLocale(ctx, input.locale);
    const slug = normalizeSlug(input.slug, pageType);
    const pages = new PageRepository(ctx.em);
    if (await pages.slugTaken(input.locale, slug)) throw new CodedError('V_06', 'slug');

    const blocks = input.content ?? pageType.initialBlocks.map((b) => ({ type: b.type, props: b.props ?? {}, anchorPoint: b.anchorPoint ?? '' }));
    const content = validContent(
      ctx,
      pageType,
      {
        title: input.title,
        blocks,
        seoTitle: null,
        seoDescription: null,
        seoKeywords: [],
        seoImage: null,
        typeData: { ...pageType.defaultProps, ...(input.typeData ?? {}) },
      },
      // The type's initial blocks are placeholders to fill in; content sent by the caller is checked in full.
      { requireFilled: input.content !== undefined },
    );
    const viewerId = actingUserId(ctx.viewer);
    return inTransaction(ctx, async (tx) => {
      await useLocale(tx, input.locale);
      const page = tx.em.create(Page, {
        locale: input.locale,
        slug,
        type: pageType.id,
        translationGroup: randomUUID(),
        title: input.title,
        createdBy: viewerId,
        updatedBy: viewerId,
      });
      tx.em.persist(page);
      await claimingSlug(() => tx.em.flush());
      const version = await appendVersion(tx, page, content);
      recordAudit(tx, { action: 'page.created', subject: { type: 'page', id: page.id }, details: { slug, locale: input.locale } });
      return { pageID: page.id, pageVersionID: version.id };
    });
  },
});

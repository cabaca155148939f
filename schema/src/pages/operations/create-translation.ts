import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { entityId, localeInput } from '../../validation/parse-input';
import { siteSettings } from '../../settings/site-settings';
import { titleInput } from '../page-rules';
import { PageRepository } from '../page.repository';
import { copyPage } from '../copy-page';

/**
 * A translation of a page in another locale, linked in one translation group. Without a slug,
 * a locale that has no custom slugs reuses the source's slug.
 */
export const createTranslation = defineOperation({
  name: 'createTranslation',
  access: 'create-page',
  input: z
    .object({
      pageID: entityId(),
      newLocale: localeInput(),
      title: titleInput(),
      slug: z.string({ invalid_type_error: 'V_12' }).trim().max(255, 'V_14').nullish(),
    })
    .strict(),
  async run(ctx, input) {
    const source = await new PageRepository(ctx.em).get(input.pageID);
    const settings = await siteSettings(ctx);
    const slug = input.slug || (settings.customSlugLocales.includes(input.newLocale) ? '' : source.slug);
    return copyPage(ctx, {
      sourceId: source.id,
      locale: input.newLocale,
      title: input.title,
      slug: slug || '',
      translationGroup: source.translationGroup,
      action: 'page.translated',
    });
  },
});

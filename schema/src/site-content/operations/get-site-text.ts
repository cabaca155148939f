import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { presentSiteText } from '../site-content.view';
import { SiteTextRepository } from '../site-text.repository';
import { requireAvailableLocale, siteTextAddress } from '../site-text.rules';

/** One site text in one of the site's locales; `value` is null until someone sets it. */
export const getSiteText = defineOperation({
  name: 'getSiteText',
  access: 'public',
  input: z.object(siteTextAddress),
  async run(ctx, { key, locale }) {
    await requireAvailableLocale(ctx, locale);
    return presentSiteText(key, locale, await new SiteTextRepository(ctx.em).find(key, locale));
  },
});

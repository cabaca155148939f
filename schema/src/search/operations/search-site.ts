import { defineOperation } from '../../operations/define-operation';
import { CodedError } from '../../errors/coded-error';
import { publicPath } from '@tessera/read-model';
import { siteSettings } from '../../settings/site-settings';
import { searchQueryInput } from '../search-rules';
import type { SearchResultView } from '../search.view';

/**
 * The site's search (POST search/search): published pages in the asked locales (all the site
 * offers when none are named) and page types, best match first, with a highlighted excerpt.
 */
export const searchSite = defineOperation({
  name: 'searchSite',
  access: 'public',
  input: searchQueryInput,
  async run(ctx, input): Promise<SearchResultView> {
    const settings = await siteSettings(ctx);
    const locales = input.locales ?? settings.availableLocales;
    if (locales.some((locale) => !settings.availableLocales.includes(locale))) throw new CodedError('V_12', 'locales');
    const pageTypes = ctx.services.config.pageTypes.map((type) => type.id);
    if (input.pageTypes?.some((type) => !pageTypes.includes(type))) throw new CodedError('V_12', 'pageTypes');
    const found = await ctx.services.search.engine.search(ctx.em, { ...input, locales });
    return {
      total: found.total,
      totalCapped: found.totalCapped,
      approximate: found.approximate,
      results: found.hits.map((hit) => ({ ...hit, path: publicPath(hit.locale, hit.slug, settings.defaultLocale) })),
    };
  },
});

import { z } from 'zod';
import type { Ctx } from '../../context';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { siteSettings } from '../../settings/site-settings';
import { isPageSlug, notFoundSlug, parsePath, publicPath, type PublicPageView } from '@tessera/read-model';
import { PageRepository } from '../page.repository';
import { presentPublicPage } from '../page.view';

export type PageBySlug = { status: 200 | 404; page: PublicPageView } | { status: 301; redirect: string };

async function published(ctx: Ctx, locale: string, slug: string) {
  const page = await new PageRepository(ctx.em).findBySlug(locale, slug);
  return page?.publishedVersion ? page : null;
}

/** The published page at a slug, or where a page that had the slug went. */
async function pageOrRedirect(ctx: Ctx, locale: string, slug: string, defaultLocale: string): Promise<PageBySlug | null> {
  const page = await published(ctx, locale, slug);
  // SPEC §2: a page whose slug is 404 gets an HTTP 404 status, also when asked for by name.
  if (page)
    return {
      status: slug === notFoundSlug ? 404 : 200,
      page: presentPublicPage(
        page,
        page.publishedVersion!,
        ctx.services.config.pageTypes.find((t) => t.id === page.type),
      ),
    };
  const redirect = await new PageRepository(ctx.em).findRedirect(locale, slug);
  if (redirect?.page.publishedVersion) return { status: 301, redirect: publicPath(locale, redirect.page.slug, defaultLocale) };
  return null;
}

/**
 * A published page by its public path. A renamed page answers with a redirect to its new path;
 * an unknown path gets the locale's published `404` page with status 404, or PM_01. A path no
 * page can have (not a slug, or one the gateway or the site answers itself) is not looked up.
 */
export const getPageBySlug = defineOperation({
  name: 'getPageBySlug',
  access: 'public',
  input: z.object({ slug: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).max(600, 'V_14') }).strict(),
  async run(ctx, input): Promise<PageBySlug> {
    const settings = await siteSettings(ctx);
    const { locale, slug } = parsePath(input.slug, settings.defaultLocale);
    const found = isPageSlug(slug) ? await pageOrRedirect(ctx, locale, slug, settings.defaultLocale) : null;
    if (found) return found;
    const pageTypes = ctx.services.config.pageTypes;
    const notFound = await published(ctx, locale, notFoundSlug);
    if (notFound)
      return {
        status: 404,
        page: presentPublicPage(
          notFound,
          notFound.publishedVersion!,
          pageTypes.find((t) => t.id === notFound.type),
        ),
      };
    throw new CodedError('PM_01', 'slug');
  },
});

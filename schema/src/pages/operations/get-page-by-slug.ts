import { z } from 'zod';
import type { Ctx } from '../../context';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { localePrefix } from '../../settings/locales';
import { SettingsRepository } from '../../settings/settings.repository';
import { PageRepository } from '../page.repository';
import { presentPublicPage, type PublicPageView } from '../page.view';

/** The slug of the page served at the site's root. */
export const homeSlug = 'home';
/** The slug of the page served, with status 404, for any path that has no page. */
export const notFoundSlug = '404';

export type PageBySlug =
  | { status: 200 | 404; page: PublicPageView }
  | { status: 301; redirect: string };

/** SPEC §2: `/nl-nl/over-ons` is locale nl-nl, slug over-ons; no prefix is the default locale. */
export function parsePath(path: string, defaultLocale: string): { locale: string; slug: string } {
  const segments = path.split(/[?#]/, 1)[0].split('/').filter(Boolean).map((s) => s.toLowerCase());
  const locale = segments.length > 0 && localePrefix.test(segments[0]) ? segments.shift()! : defaultLocale;
  return { locale, slug: segments.length > 0 ? segments.join('/') : homeSlug };
}

/** The public path of a page: the default locale at `/{slug}`, others at `/{locale}/{slug}`. */
export function publicPath(locale: string, slug: string, defaultLocale: string): string {
  const path = slug === homeSlug ? '' : slug;
  return locale === defaultLocale ? `/${path}` : `/${locale}${path ? `/${path}` : ''}`;
}

async function published(ctx: Ctx, locale: string, slug: string) {
  const page = await new PageRepository(ctx.em).findBySlug(locale, slug);
  return page?.publishedVersion ? page : null;
}

/**
 * A published page by its public path. A renamed page answers with a redirect to its new path;
 * an unknown path gets the locale's published `404` page with status 404, or PM_01.
 */
export const getPageBySlug = defineOperation({
  name: 'getPageBySlug',
  access: 'public',
  input: z.object({ slug: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).max(600, 'V_14') }),
  async run(ctx, input): Promise<PageBySlug> {
    const settings = await new SettingsRepository(ctx.em).read();
    const { locale, slug } = parsePath(input.slug, settings.defaultLocale);
    const pageTypes = ctx.services.config.pageTypes;
    const page = await published(ctx, locale, slug);
    // SPEC §2: a page whose slug is 404 gets an HTTP 404 status, also when asked for by name.
    if (page) return { status: slug === notFoundSlug ? 404 : 200, page: presentPublicPage(page, page.publishedVersion!, pageTypes.find((t) => t.id === page.type)) };
    const redirect = await new PageRepository(ctx.em).findRedirect(locale, slug);
    if (redirect?.page.publishedVersion) return { status: 301, redirect: publicPath(locale, redirect.page.slug, settings.defaultLocale) };
    const notFound = await published(ctx, locale, notFoundSlug);
    if (notFound) return { status: 404, page: presentPublicPage(notFound, notFound.publishedVersion!, pageTypes.find((t) => t.id === notFound.type)) };
    throw new CodedError('PM_01', 'slug');
  },
});

import { routeOf } from './site-route';
import { localizedPath } from './site-paths';

describe('site routes', () => {
  it('joins slug segments into a lower-case path with a leading slash', () => {
    expect(routeOf('/')).toEqual({ kind: 'page', path: '/' });
    expect(routeOf('/Over-Ons/Team/?x=1')).toEqual({ kind: 'page', path: '/over-ons/team' });
    expect(routeOf('/nl-nl/over-ons')).toEqual({ kind: 'page', path: '/nl-nl/over-ons' });
  });

  it('knows the built-in pages with and without a locale prefix', () => {
    expect(routeOf('/zoeken')).toEqual({ kind: 'built-in', page: 'search', locale: null });
    expect(routeOf('/de-de/cookieverklaring')).toEqual({ kind: 'built-in', page: 'cookie', locale: 'de-de' });
    expect(routeOf('/privacyverklaring/')).toEqual({ kind: 'built-in', page: 'privacy', locale: null });
    expect(routeOf('/news/zoeken')).toEqual({ kind: 'page', path: '/news/zoeken' });
  });

  it('knows the preview, the sitemap, robots.txt and the site files', () => {
    expect(routeOf('/_preview/42')).toEqual({ kind: 'preview', versionId: 42 });
    expect(routeOf('/sitemap.xml')).toEqual({ kind: 'sitemap' });
    expect(routeOf('/robots.txt')).toEqual({ kind: 'robots' });
    expect(routeOf('/_site/islands/0a1b2c/cookie-consent.js')).toEqual({ kind: 'island', version: '0a1b2c', file: 'cookie-consent.js' });
    expect(routeOf('/_site/islands/0a1b2c/../secret.js')).toEqual({ kind: 'none' });
    expect(routeOf('/_site/islands/cookie-consent.js')).toEqual({ kind: 'none' });
    expect(routeOf('/_site/site.0a1b2c.css')).toEqual({ kind: 'stylesheet' });
    expect(routeOf('/%E0%A4%A')).toEqual({ kind: 'none' });
  });

  it('maps the default locale to /{slug} and the others to /{locale}/{slug}', () => {
    expect(localizedPath('en-gb', 'services', 'en-gb')).toBe('/services');
    expect(localizedPath('nl-nl', 'diensten', 'en-gb')).toBe('/nl-nl/diensten');
    expect(localizedPath('nl-nl', '', 'en-gb')).toBe('/nl-nl');
  });
});

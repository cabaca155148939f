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
    expect(routeOf('/_site/islands/0a1b2c/../secret.js')).toEqual({ kind: 'not-found', locale: null });
    expect(routeOf('/_site/islands/cookie-consent.js')).toEqual({ kind: 'none' });
    expect(routeOf('/_site/site.0a1b2c.css')).toEqual({ kind: 'stylesheet' });
  });

  it('decides on the normalised path: decoded, lower case, without repeated slashes', () => {
    expect(routeOf('/%4Fver-ons//Team/')).toEqual({ kind: 'page', path: '/over-ons/team' });
    expect(routeOf('//NL-NL/%7a%6f%65%6b%65%6e')).toEqual({ kind: 'built-in', page: 'search', locale: 'nl-nl' });
    expect(routeOf('/_preview/42/')).toEqual({ kind: 'preview', versionId: 42 });
  });

  it('gives a path no page can have to the 404 page of its locale, and one longer than any page path 414', () => {
    for (const path of ['/%E0%A4%A', '/%00', '/a%01', '/%ff%fe', '/%ed%a0%80', '/a%2fb', '/a/../b', '/./about', '/hello world', '/über', '/-x', `/${'a'.repeat(256)}`, '/de-de', '/favicon.ico']) {
      expect({ path, route: routeOf(path) }).toEqual({ path, route: path === '/de-de' ? { kind: 'page', path: '/de-de' } : { kind: 'not-found', locale: null } });
    }
    expect(routeOf('/nl-nl/%00')).toEqual({ kind: 'not-found', locale: 'nl-nl' });
    expect(routeOf('/NL-NL/%ff')).toEqual({ kind: 'not-found', locale: 'nl-nl' });
    expect(routeOf('/nl-nl/de-de/x')).toEqual({ kind: 'not-found', locale: 'nl-nl' });
    expect(routeOf(`/${'a'.repeat(2000)}`)).toEqual({ kind: 'too-long' });
    expect(routeOf(`/about?${'q'.repeat(2000)}`)).toEqual({ kind: 'page', path: '/about' });
  });

  it('never gives a page the paths other handlers or the site itself answer, in any locale', () => {
    for (const path of ['/cmsadmin', '/%63msadmin', '/api/tessera/user', '/GRAPHQL', '/healthz', '/readyz/', '/livez', '/nl-nl/cmsadmin', '/zoeken/x', '/_preview/x', '/.well-known/x']) {
      expect({ path, route: routeOf(path) }).toEqual({ path, route: { kind: 'not-found', locale: path.startsWith('/nl-nl') ? 'nl-nl' : null } });
    }
  });

  it('maps the default locale to /{slug} and the others to /{locale}/{slug}', () => {
    expect(localizedPath('en-gb', 'services', 'en-gb')).toBe('/services');
    expect(localizedPath('nl-nl', 'diensten', 'en-gb')).toBe('/nl-nl/diensten');
    expect(localizedPath('nl-nl', '', 'en-gb')).toBe('/nl-nl');
  });
});

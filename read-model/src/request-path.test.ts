import { normalizePath, sentFirstSegment } from './request-path';
import { isReservedSegment, ownerOfSegment } from './reserved-paths';

describe('request paths', () => {
  it('normalise: decoded, lower case, without empty segments, dot segments resolved', () => {
    expect(normalizePath('/Over-Ons/?x=1#top')).toEqual({ sent: '/Over-Ons/', segments: ['over-ons'], dotted: false });
    expect(normalizePath('//%63MS%61dmin')).toEqual({ sent: '//%63MS%61dmin', segments: ['cmsadmin'], dotted: false });
    expect(normalizePath('/a/./b/../../c')).toEqual({ sent: '/a/./b/../../c', segments: ['c'], dotted: true });
    expect(normalizePath('/%2e%2e/%2E%2E/etc')).toEqual({ sent: '/%2e%2e/%2E%2E/etc', segments: ['etc'], dotted: true });
    expect(normalizePath('/caf%C3%A9/%F0%9F%98%80')).toEqual({ sent: '/caf%C3%A9/%F0%9F%98%80', segments: ['café', '😀'], dotted: false });
    expect(normalizePath('/')).toEqual({ sent: '/', segments: [], dotted: false });
  });

  it('read the path of a request target in absolute form', () => {
    expect(normalizePath('http://example.test/CMSADMIN/x?y').segments).toEqual(['cmsadmin', 'x']);
    expect(normalizePath('https://example.test').segments).toEqual([]);
  });

  it('are no path with bad percent-encoding, non-UTF-8 bytes, control characters, lone surrogates or an encoded slash', () => {
    for (const url of ['/%', '/%zz', '/%E0%A4%A', '/%ff%fe', '/%c0%af', '/%ed%a0%80', '/%f4%90%80%80', '/%00', '/a%01b', '/%7f', '/%c2%85', '/a%2fb', '/a%5Cb', '/a\\b', '*', '/\ud800']) {
      expect({ url, segments: normalizePath(url).segments }).toEqual({ url, segments: null });
    }
  });

  it('name the first segment as a router matching mount paths sees it', () => {
    expect(sentFirstSegment(normalizePath('/API/tessera'))).toBe('api');
    expect(sentFirstSegment(normalizePath('//cmsadmin'))).toBe('');
    expect(sentFirstSegment(normalizePath('/%63msadmin'))).toBe('%63msadmin');
  });
});

describe('reserved paths', () => {
  it('belong to the gateway (admin, API, GraphQL, health) or to the site, and are no page', () => {
    expect(['cmsadmin', 'api', 'graphql', 'healthz', 'readyz', 'livez'].map(ownerOfSegment)).toEqual(['admin', 'api', 'graphql', 'health', 'health', 'health']);
    for (const segment of ['_site', '_preview', 'sitemap.xml', 'sitemap-12.xml', 'robots.txt', 'favicon.ico', '.well-known', 'zoeken', 'cookieverklaring', 'privacyverklaring']) {
      expect({ segment, owner: ownerOfSegment(segment), reserved: isReservedSegment(segment) }).toEqual({ segment, owner: 'site', reserved: true });
    }
    expect(['about', 'apis', 'api-docs', 'cmsadmins'].map(isReservedSegment)).toEqual([false, false, false, false]);
  });
});

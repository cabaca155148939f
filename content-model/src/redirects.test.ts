import { normalizeRedirectFrom, redirectTargetKind } from './redirects';

describe('redirect paths', () => {
  it('are kept in routing normal form, a locale prefix split off', () => {
    expect(normalizeRedirectFrom('/Old/Page/')).toEqual({ locale: null, path: '/old/page' });
    expect(normalizeRedirectFrom('/nl-nl/%C3%9Cber%20uns?x=1#top')).toEqual({ locale: 'nl-nl', path: '/über uns' });
    expect(normalizeRedirectFrom('//double//slashes')).toBeNull();
    expect(normalizeRedirectFrom('/a//b')).toEqual({ locale: null, path: '/a/b' });
    expect(normalizeRedirectFrom('/')).toEqual({ locale: null, path: '/' });
  });

  it('refuse what is not a path', () => {
    for (const raw of ['old', '/a/../b', '/./a', '/%zz', '/a%2fb', '/a\u0000b', 'https://example.org/a']) expect(normalizeRedirectFrom(raw)).toBeNull();
  });
});

describe('redirect targets', () => {
  it('are a path of this site or an absolute http(s) URL', () => {
    expect(redirectTargetKind('/new?q=1#x')).toBe('path');
    expect(redirectTargetKind('https://example.org/x')).toBe('url');
    expect(redirectTargetKind('http://example.org')).toBe('url');
  });

  it('never another host in disguise or a script', () => {
    for (const raw of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'ftp://example.org', 'new-page', '/a b', '', '=1+1']) {
      expect(redirectTargetKind(raw)).toBeNull();
    }
  });
});

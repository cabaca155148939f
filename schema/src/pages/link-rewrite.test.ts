import type { Block } from '@tessera/content-model';
import { rewriteInternalLinks } from './link-rewrite';

const block = (props: Record<string, unknown>): Block => ({ type: 'x', key: 'k', props, anchorPoint: '', __images: {}, __files: {} });

describe('rewriting internal links after a slug change', () => {
  it('rewrites link fields in every form, keeping anchors, and leaves other links alone', () => {
    const blocks = [
      block({
        a: { type: 'internal', href: '/about' },
        b: { type: 'internal', href: 'about#team' },
        c: { type: 'internal', href: '/en-gb/about' },
        d: { type: 'internal', href: '/about-us' },
        e: { type: 'external', href: 'https://x.test/about' },
        list: [{ link: { type: 'internal', href: '/about' } }],
      }),
    ];
    const next = rewriteInternalLinks(blocks, 'about', 'company', 'en-gb')!;
    expect(next[0].props).toEqual({
      a: { type: 'internal', href: '/company' },
      b: { type: 'internal', href: 'company#team' },
      c: { type: 'internal', href: '/en-gb/company' },
      d: { type: 'internal', href: '/about-us' },
      e: { type: 'external', href: 'https://x.test/about' },
      list: [{ link: { type: 'internal', href: '/company' } }],
    });
  });

  it('rewrites hrefs inside rich text', () => {
    const next = rewriteInternalLinks([block({ body: '<p><a href="/about#x">a</a> <a href="/about-us">b</a></p>' })], 'about', 'company', 'en-gb')!;
    expect(next[0].props.body).toBe('<p><a href="/company#x">a</a> <a href="/about-us">b</a></p>');
  });

  it('replaces the slug, not the same letters in a locale prefix', () => {
    const next = rewriteInternalLinks([block({ a: { type: 'internal', href: '/nl-nl/nl#top' }, body: '<a href="/nl-nl/nl">x</a>' })], 'nl', 'start', 'nl-nl')!;
    expect(next[0].props).toEqual({ a: { type: 'internal', href: '/nl-nl/start#top' }, body: '<a href="/nl-nl/start">x</a>' });
  });

  it('says when nothing changed', () => {
    expect(rewriteInternalLinks([block({ a: { type: 'internal', href: '/other' } })], 'about', 'company', 'en-gb')).toBeNull();
  });
});

import type { LinkType } from './block';
import { isAnchorName, isSlug, isValidLink, videoOf } from './links';

describe('link rules', () => {
  it('validates each type of SPEC §5', () => {
    const valid: Array<[LinkType, string]> = [
      ['external', 'https://example.com'],
      ['internal', '/about'],
      ['internal', 'news/item-1#top'],
      ['internal', '/nl-nl/over-ons'],
      ['anchor', '#team'],
      ['mailto', 'mailto:a@b.nl'],
      ['mailto', 'mailto:a%40b.nl'],
      ['tel', 'tel:+31201234567'],
      ['tel', 'tel:+31-20-(123)'],
    ];
    const samples: Array<[LinkType, string]> = [
      ['external', 'https://example.com'],
      ['external', 'ftp://example.com'],
      ['external', 'example.com'],
      ['internal', '/about'],
      ['internal', 'news/item-1#top'],
      ['internal', '/nl-nl/over-ons'],
      ['internal', '/About Us'],
      ['internal', '/about#'],
      ['anchor', '#team'],
      ['anchor', 'team'],
      ['anchor', '#1team'],
      ['mailto', 'mailto:a@b.nl'],
      ['mailto', 'mailto:a@b'],
      ['mailto', 'mailto:a%40b.nl'],
      ['tel', 'tel:+31201234567'],
      ['tel', 'tel:12'],
      ['tel', 'tel:+31-20-(123)'],
    ];
    expect(samples.filter(([type, href]) => isValidLink(type, href))).toEqual(valid);
  });

  it('knows slugs, anchors and video links', () => {
    expect(isSlug('news/my-article')).toBe(true);
    expect(isSlug('News')).toBe(false);
    expect(isSlug('a'.repeat(256))).toBe(false);
    expect(isAnchorName('team-1')).toBe(true);
    expect(isAnchorName('1team')).toBe(false);
    expect(videoOf('https://youtu.be/dQw4w9WgXcQ')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(videoOf('https://vimeo.com/123456')).toEqual({ provider: 'vimeo', id: '123456' });
    expect(videoOf('https://example.com/video')).toBeNull();
  });
});

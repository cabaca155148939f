import { describe, expect, it } from '@jest/globals';
import { initialTitleAndSlug, prefilledSlug, slugify, titleAndSlugReducer, withSlugPrefix, type TitleAndSlugAction } from './slug';

describe('slugify', () => {
  it.each([
    ['About us', 'about-us'],
    ['  Über uns — Team & Werte!  ', 'uber-uns-team-werte'],
    ['Straße', 'strasse'],
    ['Événements à Paris 2026', 'evenements-a-paris-2026'],
    ['100% pure', '100-pure'],
    ['---', ''],
    ['', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('withSlugPrefix', () => {
  it('puts the prefix in front once, as the server does', () => {
    expect(withSlugPrefix('launch', 'news')).toBe('news/launch');
    expect(withSlugPrefix('news/launch', 'news')).toBe('news/launch');
    expect(withSlugPrefix('news', 'news')).toBe('news');
    expect(withSlugPrefix('newsletter', 'news')).toBe('news/newsletter');
    expect(withSlugPrefix('/About/', '')).toBe('about');
    expect(withSlugPrefix('', 'news')).toBe('');
  });

  it('prefills from the title under the prefix', () => {
    expect(prefilledSlug('Big launch', 'news')).toBe('news/big-launch');
    expect(prefilledSlug('Big launch', '')).toBe('big-launch');
    expect(prefilledSlug('', 'news')).toBe('');
  });
});

describe('titleAndSlugReducer', () => {
  const run = (actions: TitleAndSlugAction[], start = initialTitleAndSlug()) => actions.reduce(titleAndSlugReducer, start);

  it('follows the title until the slug is edited by hand', () => {
    const typed = run([
      { type: 'title', title: 'Hello' },
      { type: 'title', title: 'Hello world' },
    ]);
    expect(typed).toMatchObject({ slug: 'hello-world', slugEdited: false });
    const edited = run(
      [
        { type: 'slug', slug: 'greeting' },
        { type: 'title', title: 'Something else' },
      ],
      typed,
    );
    expect(edited).toMatchObject({ title: 'Something else', slug: 'greeting', slugEdited: true });
  });

  it('follows a change of page type with its prefix, unless edited', () => {
    const article = run([
      { type: 'title', title: 'Launch' },
      { type: 'prefix', prefix: 'news' },
    ]);
    expect(article.slug).toBe('news/launch');
    expect(run([{ type: 'prefix', prefix: '' }], article).slug).toBe('launch');
    const edited = run(
      [
        { type: 'slug', slug: 'my-launch' },
        { type: 'prefix', prefix: '' },
      ],
      article,
    );
    expect(edited.slug).toBe('my-launch');
  });

  it('starts over on reset', () => {
    const edited = run([{ type: 'slug', slug: 'mine' }]);
    expect(run([{ type: 'reset', title: 'Copy of home', prefix: 'news' }], edited)).toEqual({ title: 'Copy of home', slug: 'news/copy-of-home', slugEdited: false, prefix: 'news' });
  });
});

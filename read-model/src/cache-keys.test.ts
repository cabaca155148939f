import { cacheKeys, keysOfEvent, surrogateKeyHeader } from './cache-keys';

const page = { pageId: 7, locale: 'nl-nl', slug: 'over-ons', translationGroup: 'grp-1', type: 'article' };

describe('cache keys of domain events', () => {
  it('a page publication names the page, its path, its translations, its list, the sitemap and search, not the menu when it is in none', () => {
    const keys = keysOfEvent({ type: 'page.published', payload: { ...page, inMenu: false } });
    expect(keys.sort()).toEqual([cacheKeys.page(7), cacheKeys.path('nl-nl', 'over-ons'), cacheKeys.translations('grp-1'), cacheKeys.pageList('article', 'nl-nl'), 'sitemap', 'search'].sort());
    expect(keys).not.toContain(cacheKeys.menu('nl-nl'));
    expect(keys).not.toContain(cacheKeys.settings);
  });

  it('a page in a menu also empties the pages showing that menu', () => {
    expect(keysOfEvent({ type: 'page.unpublished', payload: { ...page, inMenu: true } })).toContain(cacheKeys.menu('nl-nl'));
  });

  it('a slug change names the old and the new path', () => {
    const keys = keysOfEvent({ type: 'page.slug-changed', payload: { ...page, oldSlug: 'about', inMenu: false } });
    expect(keys).toEqual(expect.arrayContaining([cacheKeys.path('nl-nl', 'over-ons'), cacheKeys.path('nl-nl', 'about')]));
  });

  it('the 404 page names the not-found pages', () => {
    expect(keysOfEvent({ type: 'page.published', payload: { ...page, slug: '404', inMenu: false } })).toContain(cacheKeys.notFound);
    expect(keysOfEvent({ type: 'page.published', payload: { ...page, inMenu: false } })).not.toContain(cacheKeys.notFound);
  });

  it('an older payload without type, group or menu facts empties more, never less', () => {
    const keys = keysOfEvent({ type: 'page.deleted', payload: { pageId: 7, locale: 'nl-nl', slug: 'x' } });
    expect(keys).toEqual(expect.arrayContaining([cacheKeys.locale('nl-nl'), cacheKeys.menu('nl-nl'), cacheKeys.settings]));
    expect(keysOfEvent({ type: 'page.published', payload: {} })).toEqual([cacheKeys.settings]);
  });

  it('menus, settings and site content name the parts', () => {
    expect(keysOfEvent({ type: 'menu.changed', payload: { locale: 'en-gb' } })).toEqual([cacheKeys.menu('en-gb')]);
    expect(keysOfEvent({ type: 'settings.changed', payload: {} })).toEqual([cacheKeys.settings]);
    expect(keysOfEvent({ type: 'site-content.changed', payload: { kind: 'site-text', key: 'footer', locale: 'en-gb' } })).toEqual([cacheKeys.siteText('footer', 'en-gb')]);
    expect(keysOfEvent({ type: 'site-content.changed', payload: { kind: 'site-text' } })).toEqual([cacheKeys.siteTexts]);
    expect(keysOfEvent({ type: 'site-content.changed', payload: { kind: 'skill', id: 3 } })).toEqual([cacheKeys.content('skill')]);
  });

  it('media names its files; folders and tags name nothing the site shows', () => {
    expect(keysOfEvent({ type: 'media.changed', payload: { action: 'folder-deleted', fileIds: [4, 5], paths: ['/a'] } })).toEqual([cacheKeys.file(4), cacheKeys.file(5)]);
    expect(keysOfEvent({ type: 'media.changed', payload: { action: 'folder-created', paths: ['/a'] } })).toEqual([]);
    expect(keysOfEvent({ type: 'tags.changed', payload: { action: 'created' } })).toEqual([]);
  });

  it('a reusable block names the pages showing it and the files it showed or shows', () => {
    expect(keysOfEvent({ type: 'reusable-block.changed', payload: { action: 'published', reusableBlockId: 7, fileIds: [3] } })).toEqual([cacheKeys.reusable(7), cacheKeys.file(3)]);
    expect(keysOfEvent({ type: 'reusable-block.changed', payload: {} })).toEqual([cacheKeys.settings]);
  });

  it('an event of a type a newer version raised (a rolling upgrade) empties everything', () => {
    expect(keysOfEvent({ type: 'page.archived' as never, payload: { pageId: 1 } })).toEqual([cacheKeys.settings]);
  });

  it('keys are short, without spaces; the header lists each once', () => {
    const long = cacheKeys.path('en-gb', 'a/'.repeat(200) + 'b');
    expect(long.length).toBeLessThanOrEqual(11);
    expect(cacheKeys.path('en-gb', '/home/')).toBe(cacheKeys.path('en-gb', ''));
    expect(cacheKeys.translations('a b c')).not.toMatch(/\s/);
    expect(surrogateKeyHeader(['p1', 'f2', 'p1'])).toBe('p1 f2');
  });
});

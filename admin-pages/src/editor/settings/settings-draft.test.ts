import { describe, expect, it, jest } from '@jest/globals';
import { PageSettingsDraft } from './settings-draft';

const news = { id: 1, name: 'News', isPrivate: false };
const internal = { id: 2, name: 'Internal', isPrivate: true };

describe('the page settings draft (slug and tags)', () => {
  it('starts clean and is dirty once the slug or the tags differ from what is saved', () => {
    const draft = new PageSettingsDraft({ slug: 'about', tags: [news] });
    expect(draft.isDirty()).toBe(false);
    draft.setSlug('about-us');
    expect([draft.slugChanged(), draft.isDirty()]).toEqual([true, true]);
    draft.setSlug('about');
    expect(draft.isDirty()).toBe(false);
    draft.addTag(internal);
    expect([draft.tagsChanged(), draft.isDirty()]).toEqual([true, true]);
    draft.removeTag(internal.id);
    expect(draft.isDirty()).toBe(false);
  });

  it('does not count the order of the tags, a tag added twice, or "update links" alone', () => {
    const draft = new PageSettingsDraft({ slug: 'about', tags: [news, internal] });
    draft.removeTag(news.id);
    draft.addTag(news);
    draft.addTag(news);
    draft.setShouldUpdateLinks(true);
    expect(draft.current().tags).toHaveLength(2);
    expect(draft.isDirty()).toBe(false);
  });

  it('is clean after a save and shows the slug as stored, with its type’s prefix', () => {
    const draft = new PageSettingsDraft({ slug: 'news/old', tags: [] });
    draft.setSlug('launch');
    draft.setShouldUpdateLinks(true);
    draft.addTag(news);
    draft.markSaved({ slug: 'news/launch', tags: [news] }, draft.current());
    expect(draft.current()).toEqual({ slug: 'news/launch', shouldUpdateLinks: false, tags: [news] });
    expect(draft.isDirty()).toBe(false);
  });

  it('keeps edits made while a save was under way', () => {
    const draft = new PageSettingsDraft({ slug: 'about', tags: [] });
    draft.setSlug('team');
    const sent = draft.current();
    draft.setSlug('people');
    draft.addTag(news);
    draft.markSaved({ slug: 'team', tags: [] }, sent);
    expect(draft.current().slug).toBe('people');
    expect([draft.slugChanged(), draft.tagsChanged()]).toEqual([true, true]);
  });

  it('resets to what the server has, and tells its subscribers of every change', () => {
    const draft = new PageSettingsDraft({ slug: 'about', tags: [] });
    const listener = jest.fn();
    draft.subscribe(listener);
    draft.setSlug('x');
    draft.reset({ slug: 'theirs', tags: [news] });
    expect(draft.current()).toEqual({ slug: 'theirs', shouldUpdateLinks: false, tags: [news] });
    expect(draft.isDirty()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

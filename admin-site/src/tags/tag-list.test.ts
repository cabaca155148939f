import { describe, expect, it } from '@jest/globals';
import { isPrivateList, isRename, listNotice, normalizedTagName, tagSearchLimit } from './tag-list';

describe('listNotice', () => {
  it('tells an empty kind from a search without matches', () => {
    expect(listNotice(0, '')).toBe('empty');
    expect(listNotice(0, '  ')).toBe('empty');
    expect(listNotice(0, 'new')).toBe('noResults');
  });

  it('says only the first tags are shown when the search answered its limit', () => {
    expect(listNotice(tagSearchLimit, '')).toBe('firstOnly');
    expect(listNotice(tagSearchLimit - 1, '')).toBeNull();
    expect(listNotice(3, 'a')).toBeNull();
  });
});

describe('renaming', () => {
  it('normalizes like the server: NFC, trimmed, inner spaces folded', () => {
    expect(normalizedTagName('  Big   news ')).toBe('Big news');
    expect(normalizedTagName('Cafe\u0301')).toBe('Café');
  });

  it('sends a rename only when the stored name would change, a change of case included', () => {
    expect(isRename('News', ' News ')).toBe(false);
    expect(isRename('News', 'news')).toBe(true);
    expect(isRename('News', 'Old news')).toBe(true);
  });

  it('maps the list to the isPrivate flag', () => {
    expect(isPrivateList('private')).toBe(true);
    expect(isPrivateList('public')).toBe(false);
  });
});

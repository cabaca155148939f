import { describe, expect, it } from '@jest/globals';
import { EditorStore, type OpenedVersion } from '../state/editor-store';
import { draftKey, draftLifetimeMs, isExpired, keepDraft, parseDraft, readDraft, removeDraft, serializeDraft, type DraftStorage, type UnsavedDraft } from './unsaved-draft';

/** An in-memory Storage (the tests run in node). */
function memoryStorage(): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const block = (key: string, body: string) => ({ type: 'rich-text', key, props: { body }, anchorPoint: '', __images: {}, __files: {} });

const version = (versionId: number, body: string): OpenedVersion => ({
  versionId,
  title: 'About',
  seoTitle: '',
  seoDescription: '',
  seoKeywords: [],
  seoImage: null,
  typeData: {},
  blocks: [block('a', body)],
});

const keptAt = Date.UTC(2026, 10, 20, 9, 30);

const draft = (overrides: Partial<UnsavedDraft> = {}): UnsavedDraft => {
  const { versionId: _versionId, ...content } = version(7, '<p>unsaved</p>');
  return { userId: 3, pageId: 12, basedOnVersionId: 7, keptAt, content, ...overrides };
};

describe('the key of a kept draft', () => {
  it('is per user and page', () => {
    expect(draftKey(3, 12)).toBe('tessera.unsaved-page:3:12');
    expect(draftKey(4, 12)).not.toBe(draftKey(3, 12));
    expect(draftKey(3, 13)).not.toBe(draftKey(3, 12));
  });
});

describe('serializing and parsing a draft', () => {
  it('reads back what it wrote', () => {
    expect(parseDraft(serializeDraft(draft()), 3, 12)).toEqual(draft());
  });

  it('refuses damaged text, another format and another user’s or page’s draft', () => {
    expect(parseDraft(null, 3, 12)).toBeNull();
    expect(parseDraft('{not json', 3, 12)).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft(), v: 2 }), 3, 12)).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft(), v: 1, content: { title: 1 } }), 3, 12)).toBeNull();
    expect(parseDraft(serializeDraft(draft()), 4, 12)).toBeNull();
    expect(parseDraft(serializeDraft(draft()), 3, 13)).toBeNull();
  });
});

describe('expiry', () => {
  it('keeps a draft for seven days', () => {
    expect(draftLifetimeMs).toBe(7 * 24 * 3600 * 1000);
    expect(isExpired(draft(), keptAt + draftLifetimeMs)).toBe(false);
    expect(isExpired(draft(), keptAt + draftLifetimeMs + 1)).toBe(true);
  });
});

describe('keeping, reading and removing', () => {
  it('offers a kept draft to the same user on the same page only', () => {
    const storage = memoryStorage();
    keepDraft(storage, draft());
    expect(readDraft(storage, 3, 12, keptAt + 60_000)).toEqual(draft());
    expect(readDraft(storage, 4, 12, keptAt + 60_000)).toBeNull();
    expect(readDraft(storage, 3, 99, keptAt + 60_000)).toBeNull();
  });

  it('replaces an older draft of the same page', () => {
    const storage = memoryStorage();
    keepDraft(storage, draft());
    keepDraft(storage, draft({ keptAt: keptAt + 5000 }));
    expect(storage.entries.size).toBe(1);
    expect(readDraft(storage, 3, 12, keptAt + 6000)?.keptAt).toBe(keptAt + 5000);
  });

  it('drops an expired or damaged draft when it is read', () => {
    const storage = memoryStorage();
    keepDraft(storage, draft());
    expect(readDraft(storage, 3, 12, keptAt + draftLifetimeMs + 1)).toBeNull();
    expect(storage.entries.size).toBe(0);
    storage.setItem(draftKey(3, 12), '{broken');
    expect(readDraft(storage, 3, 12, keptAt)).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('removes a draft once it is stored or discarded', () => {
    const storage = memoryStorage();
    keepDraft(storage, draft());
    removeDraft(storage, 3, 12);
    expect(readDraft(storage, 3, 12, keptAt)).toBeNull();
  });
});

describe('restoring a draft into the editor', () => {
  it('lays the kept content on the latest version as unsaved changes', () => {
    // Kept from the store of version 7 …
    const before = new EditorStore(version(7, '<p>old</p>'));
    before.setBlockProp('a', 'body', '<p>typed before the sign-out</p>');
    const { versionId, ...content } = before.storeInput();
    const storage = memoryStorage();
    keepDraft(storage, { userId: 3, pageId: 12, basedOnVersionId: versionId, keptAt, content });

    // … offered back in an editor that opened version 9 (someone saved meanwhile).
    const after = new EditorStore(version(9, '<p>newer</p>'));
    const offered = readDraft(storage, 3, 12, keptAt + 1000)!;
    expect(offered.basedOnVersionId).toBe(7);
    after.restore(offered.content);
    expect(after.isDirty()).toBe(true);
    expect(after.storeInput().versionId).toBe(9);
    expect(after.storeInput().blocks[0].props.body).toBe('<p>typed before the sign-out</p>');
  });
});

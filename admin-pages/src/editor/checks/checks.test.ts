import { describe, expect, it, jest } from '@jest/globals';
import { contentCheckCodes, type BlockTypeConfig } from '@tessera/content-model';
import type { TFunction } from 'i18next';
import { flatten, type Tree } from '../../../../admin-kit/src/i18n/message-checks';
import { checksMessages } from '../../i18n/checks';
import { EditorStore, type OpenedVersion } from '../state/editor-store';
import { liveWarnings, sameWarnings } from './use-content-checks';
import { warningMessageKeys, warningText } from './warning-text';

const types: BlockTypeConfig[] = [{ id: 'rich-text', label: 'Rich text', fields: [{ name: 'body', label: 'Text', kind: 'richText' }] }];
const opened: OpenedVersion = {
  versionId: 7,
  title: 'About',
  seoTitle: '',
  seoDescription: 'About us',
  seoKeywords: [],
  seoImage: null,
  typeData: {},
  blocks: [{ type: 'rich-text', key: 'a', props: { body: '<p>fine</p>' }, anchorPoint: '', __images: {}, __files: {} }],
};

describe('the editor’s content checks', () => {
  it('has a message in English for every warning code', () => {
    const english = flatten(checksMessages.en as Tree);
    expect(contentCheckCodes.filter((code) => !warningMessageKeys[code])).toEqual([]);
    const has = (key: string) => typeof english.get(key) === 'string' || typeof english.get(`${key}_other`) === 'string';
    expect(Object.values(warningMessageKeys).filter((key) => !has(key))).toEqual([]);
  });

  it('checks what is being edited, as the server checks a stored version', () => {
    const store = new EditorStore(opened);
    expect(liveWarnings(store, types, 'nl-nl')).toEqual([]);
    store.setBlockProp('a', 'body', '<h3>Deep</h3><p><a href="/x">Lees meer</a></p>');
    store.setVersionFields({ seoDescription: '' });
    expect(liveWarnings(store, types, 'nl-nl').map((warning) => warning.code)).toEqual(['heading-skipped', 'link-text-vague', 'seo-description-missing']);
  });

  it('keeps the warnings shown when a recheck finds the same ones, so their button and drawer do not render again', () => {
    const store = new EditorStore(opened);
    store.setVersionFields({ seoDescription: '' });
    const shown = liveWarnings(store, types, 'en-gb');
    store.setBlockProp('a', 'body', '<p>fine, and longer</p>');
    expect(sameWarnings(shown, liveWarnings(store, types, 'en-gb'))).toBe(shown);
    store.setBlockProp('a', 'body', '<h3>Deep</h3>');
    const next = liveWarnings(store, types, 'en-gb');
    expect(sameWarnings(shown, next)).toBe(next);
    expect(next.map((warning) => warning.code)).toEqual(['heading-skipped', 'seo-description-missing']);
  });

  it('tells every change of content on one channel', () => {
    const store = new EditorStore(opened);
    const listener = jest.fn();
    store.subscribe('content', listener);
    const calls = (change: () => void) => {
      listener.mockClear();
      change();
      return listener.mock.calls.length;
    };
    expect(calls(() => store.setBlockProp('a', 'body', '<p>changed</p>'))).toBeGreaterThan(0);
    expect(calls(() => store.setVersionFields({ title: 'New' }))).toBeGreaterThan(0);
    expect(calls(() => store.addBlock({ type: 'rich-text' }))).toBeGreaterThan(0);
    expect(calls(() => store.removeBlock('a'))).toBeGreaterThan(0);
    expect(calls(() => store.setAllCollapsed(true))).toBe(0);
  });

  it('words an empty link text apart from a vague one', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    expect(warningText(t, { code: 'link-text-vague', params: { text: '' } })).toBe('pages.checks.codes.link-text-empty');
    expect(warningText(t, { code: 'link-text-vague', params: { text: 'here' } })).toBe('pages.checks.codes.link-text-vague');
  });
});

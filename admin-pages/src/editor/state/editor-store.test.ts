import { describe, expect, it, jest } from '@jest/globals';
import { EditorStore, type OpenedVersion } from './editor-store';

const opened = (blocks: OpenedVersion['blocks'] = []): OpenedVersion => ({
  versionId: 7,
  title: 'About',
  seoTitle: '',
  seoDescription: '',
  seoKeywords: [],
  seoImage: null,
  typeData: {},
  blocks,
});

const text = (key: string, body = '<p>x</p>') => ({ type: 'rich-text', key, props: { body }, anchorPoint: '', __images: {}, __files: {} });

describe('the editor store', () => {
  it('starts clean; any edit makes it dirty; collapsing does not', () => {
    const store = new EditorStore(opened([text('a')]));
    expect(store.isDirty()).toBe(false);
    store.setCollapsed('a', true);
    expect(store.isDirty()).toBe(false);
    store.setBlockProp('a', 'body', '<p>y</p>');
    expect(store.isDirty()).toBe(true);
  });

  it('does not mark a change that changes nothing', () => {
    const store = new EditorStore(opened([text('a')]));
    store.setBlockProp('a', 'body', '<p>x</p>');
    store.setVersionFields({ title: 'About' });
    store.moveBlock('a', 0);
    expect(store.isDirty()).toBe(false);
  });

  it('tells only the edited block, not the list or the other blocks', () => {
    const store = new EditorStore(opened([text('a'), text('b')]));
    const [order, a, b] = [jest.fn(), jest.fn(), jest.fn()];
    store.subscribe('order', order);
    store.subscribe('block:a', a);
    store.subscribe('block:b', b);
    const before = store.block('b');
    store.setBlockProp('a', 'body', '<p>new</p>');
    expect([order.mock.calls.length, a.mock.calls.length, b.mock.calls.length]).toEqual([0, 1, 0]);
    expect(store.block('b')).toBe(before);
  });

  it('adds, duplicates (new key, no anchor), moves and removes blocks', () => {
    const store = new EditorStore(opened([{ ...text('a'), anchorPoint: 'intro' }, text('b')]));
    const added = store.addBlock({ type: 'quote', key: 'a', props: { text: 'Hi' } }, 1);
    expect(added).not.toBe('a');
    expect(store.blockKeys()).toEqual(['a', added, 'b']);
    const copy = store.duplicateBlock('a')!;
    expect(store.blockKeys()).toEqual(['a', copy, added, 'b']);
    expect(store.block(copy)).toMatchObject({ props: { body: '<p>x</p>' }, anchorPoint: '' });
    store.moveBlock('b', 0);
    expect(store.blockKeys()).toEqual(['b', 'a', copy, added]);
    store.removeBlock('a');
    expect(store.storeInput().blocks.map((block) => block.key)).toEqual(['b', copy, added]);
  });

  it('is clean after a store, unless something changed while it was under way', () => {
    const store = new EditorStore(opened([text('a')]));
    store.setVersionFields({ title: 'About us' });
    let sent = store.storeInput();
    store.markStored(8, sent);
    expect([store.isDirty(), store.openedVersionId]).toEqual([false, 8]);

    store.setBlockProp('a', 'body', '<p>one</p>');
    sent = store.storeInput();
    store.setBlockProp('a', 'body', '<p>two</p>');
    store.markStored(9, sent);
    expect(store.isDirty()).toBe(true);
    expect(store.storeInput()).toMatchObject({ versionId: 9, blocks: [{ props: { body: '<p>two</p>' } }] });
  });

  it('reloads a newer version either replacing the content or keeping the changes on top', () => {
    const store = new EditorStore(opened([text('a')]));
    store.setBlockProp('a', 'body', '<p>mine</p>');
    store.reload({ ...opened([text('a', '<p>theirs</p>')]), versionId: 12 }, { keepChanges: true });
    expect(store.storeInput()).toMatchObject({ versionId: 12, blocks: [{ props: { body: '<p>mine</p>' } }] });
    expect(store.isDirty()).toBe(true);
    store.reload({ ...opened([text('c', '<p>theirs</p>')]), versionId: 13 });
    expect(store.storeInput()).toMatchObject({ versionId: 13, blocks: [{ key: 'c', props: { body: '<p>theirs</p>' } }] });
    expect(store.isDirty()).toBe(false);
  });

  it('restores an old version as unsaved changes on top of the opened one, telling every subscriber', () => {
    const store = new EditorStore(opened([text('a', '<p>latest</p>')]));
    const [order, fields, dirty] = [jest.fn(), jest.fn(), jest.fn()];
    store.subscribe('order', order);
    store.subscribe('fields', fields);
    store.subscribe('dirty', dirty);
    const { versionId: _old, ...old } = { ...opened([text('x', '<p>old</p>'), text('y')]), title: 'Old title', versionId: 3 };
    store.restore(old);
    expect(store.storeInput()).toMatchObject({ versionId: 7, title: 'Old title', blocks: [{ key: 'x', props: { body: '<p>old</p>' } }, { key: 'y' }] });
    expect(store.blockKeys()).toEqual(['x', 'y']);
    expect(store.isDirty()).toBe(true);
    expect([order.mock.calls.length, fields.mock.calls.length, dirty.mock.calls.length]).toEqual([1, 1, 1]);
    // Storing it makes it the next version, and the editor is clean again.
    store.markStored(8, store.storeInput());
    expect([store.isDirty(), store.openedVersionId]).toEqual([false, 8]);
  });

  it('tells the live preview of every change of the content, and of nothing else', () => {
    const store = new EditorStore(opened([text('a'), text('b')]));
    const content = jest.fn();
    store.subscribe('content', content);
    store.setBlockProp('a', 'body', '<p>new</p>');
    store.setVersionFields({ title: 'New title' });
    store.moveBlock('b', 0);
    store.removeBlock('a');
    expect(content).toHaveBeenCalledTimes(4);
    store.setCollapsed('b', true);
    store.setBlockProp('b', 'body', '<p>x</p>');
    expect(content).toHaveBeenCalledTimes(4);
  });

  it('selects a block from the preview: opens it, and counts each selection so it scrolls again', () => {
    const store = new EditorStore(opened([text('a'), text('b')]));
    store.setCollapsed('b', true);
    const selection = jest.fn();
    store.subscribe('selection', selection);
    store.selectBlock('b');
    expect(store.selected()).toEqual({ key: 'b', serial: 1 });
    expect(store.collapsedKeys().has('b')).toBe(false);
    store.selectBlock('b');
    expect(store.selected()).toEqual({ key: 'b', serial: 2 });
    store.selectBlock('unknown');
    expect(store.selected()).toEqual({ key: 'b', serial: 2 });
    expect(selection).toHaveBeenCalledTimes(2);
    expect(store.isDirty()).toBe(false);
  });
});

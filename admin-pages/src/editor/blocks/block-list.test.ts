import { describe, expect, it } from '@jest/globals';
import type { EditorBlockType } from '@tessera/content-model';
import type { EditorBlock } from '../state/editor-store';
import { anchorNamesOf, blockErrorsByKey, blockSummary, errorsOfBlock, estimatedBodyHeight, matchingBlockTypes, withSlot } from './block-list';

const block = (key: string, props: Record<string, unknown> = {}, anchorPoint = ''): EditorBlock => ({ type: 'hero', key, props, anchorPoint, __images: {}, __files: {} });

const types: EditorBlockType[] = [
  { id: 'hero', label: 'Hero', description: 'A large opening with a title and an image.', fields: [{ name: 'title', label: 'Title', kind: 'text' }], defaultProps: {} },
  { id: 'image', label: 'Image', fields: [], defaultProps: {} },
  {
    id: 'rich-text',
    label: 'Rich text',
    fields: [
      { name: 'heading', label: 'Heading', kind: 'text' },
      { name: 'body', label: 'Text', kind: 'richText' },
    ],
    defaultProps: {},
  },
];

describe('the block list', () => {
  it('gives each block the errors of a refused store by its key, relative to the block', () => {
    const errors = new Map([
      ['blocks.0.props.title', 'V_01'],
      ['blocks.2.anchorPoint', 'V_18'],
      ['blocks.2.props.items.0.label', 'V_14'],
      ['blocks.9.props.title', 'V_01'],
      ['blocks', 'V_14'],
      ['seoTitle', 'V_14'],
    ]);
    const byKey = blockErrorsByKey(errors, ['a', 'b', 'c']);
    expect(Object.fromEntries([...byKey].map(([key, map]) => [key, Object.fromEntries(map)]))).toEqual({
      a: { 'props.title': 'V_01' },
      c: { anchorPoint: 'V_18', 'props.items.0.label': 'V_14' },
    });
    expect(errorsOfBlock(byKey, 'b')).toBe(errorsOfBlock(byKey, 'x'));
    expect(errorsOfBlock(byKey, 'b').size).toBe(0);
  });

  it('sums a block up by its first text, rich text without markup, shortened', () => {
    expect(blockSummary(block('a', { title: '  Welcome   home ' }), types[0])).toBe('Welcome home');
    expect(blockSummary(block('a', { heading: '', body: '<p>Hello <strong>there</strong></p>' }), types[2])).toBe('Hello there');
    expect(blockSummary(block('a', { title: 'x'.repeat(100) }), types[0], 10)).toBe('xxxxxxxxx…');
    expect(blockSummary(block('a', { title: 'Hi' }), undefined)).toBe('');
    const image: EditorBlockType = {
      id: 'image',
      label: 'Image',
      fields: [
        { name: 'caption', label: 'Caption', kind: 'text' },
        { name: 'image', label: 'Image', kind: 'image' },
      ],
      defaultProps: {},
    };
    const withImage = { ...block('a', { caption: '' }), __images: { image: { hash: 'h', fileName: 'team.jpg', altText: '', fileID: 1, cropParams: null } } };
    expect(blockSummary(withImage, image)).toBe('team.jpg');
  });

  it('offers each anchor point once', () => {
    expect(anchorNamesOf([block('a', {}, 'intro'), block('b'), block('c', {}, 'team'), block('d', {}, 'intro')])).toEqual(['intro', 'team']);
  });

  it('finds block types by label first, then description and id', () => {
    expect(matchingBlockTypes(types, '').map((type) => type.id)).toEqual(['hero', 'image', 'rich-text']);
    expect(matchingBlockTypes(types, 'IMAGE').map((type) => type.id)).toEqual(['image', 'hero']);
    expect(matchingBlockTypes(types, 'rich text').map((type) => type.id)).toEqual(['rich-text']);
    expect(matchingBlockTypes(types, 'video')).toEqual([]);
  });

  it('sets and empties one slot, leaving the others', () => {
    const image = { hash: 'h', fileName: 'a.jpg', altText: '', fileID: 1, cropParams: null };
    const file = { hash: 'f', fileName: 'a.pdf', fileID: 2 };
    const withImage = withSlot(block('a'), 'items.0.image', 'image', image);
    expect(withImage.__images).toEqual({ 'items.0.image': image });
    const withFile = withSlot(withImage, 'file', 'file', file);
    expect([withFile.__images, withFile.__files]).toEqual([{ 'items.0.image': image }, { file }]);
    expect(withSlot(withFile, 'items.0.image', 'image', null).__images).toEqual({});
  });

  it('estimates how tall a form not built yet will be, by its fields and list items', () => {
    const faq: EditorBlockType = { id: 'faq', label: 'FAQ', fields: [{ name: 'items', label: 'Items', kind: 'list', fields: [{ name: 'q', label: 'Q', kind: 'text' }] }], defaultProps: {} };
    const empty = estimatedBodyHeight(block('a', { items: [] }), faq);
    const two = estimatedBodyHeight(block('a', { items: [{}, {}] }), faq);
    expect(two - empty).toBe(2 * (60 + 84 + 12));
    expect(estimatedBodyHeight(block('a'), types[2])).toBeGreaterThan(estimatedBodyHeight(block('a'), types[0]));
    expect(estimatedBodyHeight(block('a'), undefined)).toBe(108);
  });
});

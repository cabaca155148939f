import { reusableBlockType, type EditorBlockType } from '@tessera/content-model';
import { detached, matchingReusableBlocks, referenceTo, type EditorReusableBlock } from './reusable-reference';

const image = { hash: 'abc', fileName: 'shop.jpg', fileID: 7, alt: 'The shop' };
const quote = (id: number, name: string, published: EditorReusableBlock['published']): EditorReusableBlock => ({ id, name, type: 'quote', hasUnpublishedChanges: false, usageCount: 1, published });
const block = { type: 'quote', key: 'k1', anchorPoint: 'hours', props: { quote: 'Open' }, __images: { photo: image }, __files: {} };

describe('references to reusable blocks in the editor', () => {
  it('a block saved as reusable becomes a reference with the same key and anchor, and nothing else', () => {
    expect(referenceTo(block, 12)).toEqual({ type: reusableBlockType, key: 'k1', anchorPoint: 'hours', props: { ref: 12 }, __images: {}, __files: {} });
  });

  it('detaching takes a copy of the published content, keeping the key and anchor', () => {
    const published = { props: { quote: 'Open every day', author: 'Shop' }, images: { photo: image }, files: {} };
    const reusable = quote(12, 'Hours', published);
    const copy = detached(referenceTo(block, 12), reusable)!;
    expect(copy).toEqual({ type: 'quote', key: 'k1', anchorPoint: 'hours', props: published.props, __images: { photo: image }, __files: {} });
    (copy.props as { quote: string }).quote = 'changed';
    expect(published.props.quote).toBe('Open every day');
  });

  it('a reusable block never published cannot be detached (the page shows nothing of it)', () => {
    expect(detached(referenceTo(block, 3), quote(3, 'Draft', null))).toBeNull();
  });

  it('the inserter finds reusable blocks by every word of name or type label, by name', () => {
    const types = new Map([['quote', { id: 'quote', label: 'Quote' } as EditorBlockType]]);
    const blocks = [quote(1, 'Opening hours', null), quote(2, 'Address', null), quote(3, 'Holiday hours', null)];
    expect(matchingReusableBlocks(blocks, types, 'hours').map((b) => b.id)).toEqual([3, 1]);
    expect(matchingReusableBlocks(blocks, types, 'quote open').map((b) => b.id)).toEqual([1]);
    expect(matchingReusableBlocks(blocks, types, '').map((b) => b.id)).toEqual([2, 3, 1]);
    expect(matchingReusableBlocks(blocks, types, 'video')).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import type { EditorBlockType } from '@tessera/content-model';
import { blockTexts, blockTypeOfRow, oneSidedCount, pageTexts } from './block-texts';

const card: EditorBlockType = {
  id: 'card',
  label: 'Card',
  defaultProps: {},
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'link', label: 'Link', kind: 'text', format: 'url' },
    { name: 'body', label: 'Body', kind: 'richText' },
    { name: 'photo', label: 'Photo', kind: 'image' },
    { name: 'more', label: 'More', kind: 'link' },
    { name: 'count', label: 'Count', kind: 'number' },
    { name: 'items', label: 'Item', kind: 'list', fields: [{ name: 'caption', label: 'Caption', kind: 'text' }] },
  ],
};

describe('the texts of a block side by side', () => {
  it('lists text, rich text as plain text, alt texts, link labels and list items, not links or numbers', () => {
    const block = {
      type: 'card',
      key: 'a',
      props: {
        title: 'Hello',
        link: 'https://example.test',
        body: '<p>Big <b>news</b></p>',
        count: 3,
        more: { type: 'url', url: 'https://x.test', label: 'Read on' },
        items: [{ caption: 'One' }, { caption: 'Two' }],
      },
      __images: { photo: { altText: 'A dog' } },
    };
    expect(blockTexts(block, card)).toEqual([
      { path: 'title', label: 'Title', text: 'Hello' },
      { path: 'body', label: 'Body', text: 'Big news' },
      { path: 'photo.alt', label: 'Photo', text: 'A dog' },
      { path: 'more.label', label: 'More', text: 'Read on' },
      { path: 'items.0.caption', label: 'Item 1 › Caption', text: 'One' },
      { path: 'items.1.caption', label: 'Item 2 › Caption', text: 'Two' },
    ]);
  });

  it('reads a side given as props alone, and every string of a block type it does not know', () => {
    expect(blockTexts({ title: 'Hi' }, card)).toEqual([{ path: 'title', label: 'Title', text: 'Hi' }]);
    expect(blockTexts({ type: 'odd', props: { heading: '<p>Yo</p>', size: 2 } }, undefined)).toEqual([{ path: 'heading', label: 'heading', text: 'Yo' }]);
    expect(blockTexts(null, card)).toEqual([]);
  });

  it('names the type of a row and counts the rows on one side only', () => {
    expect(blockTypeOfRow({ blockType: null, source: null, translation: { type: 'card' } })).toBe('card');
    expect(
      oneSidedCount([
        { source: {}, translation: {} },
        { source: {}, translation: null },
        { source: null, translation: {} },
      ]),
    ).toBe(2);
  });

  it("reads the page's own fields: title, SEO texts, keywords together and the SEO image's alt text", () => {
    const side = { title: 'Garden', seoTitle: null, seoDescription: 'All about gardens', seoKeywords: ['soil', 'seeds'], seoImage: [{ altText: 'A spade' }] };
    expect(pageTexts(side, (name) => name.toUpperCase())).toEqual([
      { path: 'title', label: 'TITLE', text: 'Garden' },
      { path: 'seoDescription', label: 'SEODESCRIPTION', text: 'All about gardens' },
      { path: 'seoKeywords', label: 'SEOKEYWORDS', text: 'soil, seeds' },
      { path: 'seoImage.alt', label: 'SEOIMAGE', text: 'A spade' },
    ]);
  });
});

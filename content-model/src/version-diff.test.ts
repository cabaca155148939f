import type { Block } from './block';
import type { BlockTypeConfig } from './fields';
import { diffVersions, type VersionContent } from './version-diff';

const blockTypes: BlockTypeConfig[] = [
  {
    id: 'text',
    label: 'Text',
    fields: [
      { name: 'heading', label: 'Heading', kind: 'text' },
      { name: 'body', label: 'Body', kind: 'richText' },
    ],
  },
  {
    id: 'cards',
    label: 'Cards',
    fields: [
      { name: 'image', label: 'Image', kind: 'image' },
      {
        name: 'items',
        label: 'Items',
        kind: 'list',
        fields: [
          { name: 'title', label: 'Title', kind: 'text' },
          { name: 'link', label: 'Link', kind: 'link' },
        ],
      },
    ],
  },
];

const block = (key: string, type: string, props: Record<string, unknown>, images: Block['__images'] = {}): Block => ({ key, type, props, anchorPoint: '', __images: images, __files: {} });
const version = (blocks: Block[], extra: Partial<VersionContent> = {}): VersionContent => ({
  title: 'Page',
  blocks,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: [],
  seoImage: null,
  typeData: {},
  ...extra,
});
const image = (fileName: string, altText: string) => ({ hash: 'h', fileName, altText, fileID: 1, cropParams: null });

describe('comparing two versions', () => {
  it('matches blocks by key: added, removed, moved, changed and unchanged, in the new order with removed ones where they were', () => {
    const a = block('a', 'text', { heading: 'A' });
    const b = block('b', 'text', { heading: 'B' });
    const c = block('c', 'text', { heading: 'C' });
    const d = block('d', 'text', { heading: 'D' });
    const diff = diffVersions(version([a, b, c, d]), version([d, a, { ...c, props: { heading: 'C2' } }, block('e', 'text', { heading: 'E' })]), { blockTypes });
    expect(diff.blocks.map((change) => [change.key, change.status, change.oldPosition, change.newPosition])).toEqual([
      ['d', 'moved', 3, 0],
      ['a', 'unchanged', 0, 1],
      ['b', 'removed', 1, null],
      ['c', 'changed', 2, 2],
      ['e', 'added', null, 3],
    ]);
    expect(diff.blocks[3].fields).toEqual([{ path: 'heading', kind: 'text', before: 'C', after: 'C2', words: null }]);
    expect(diff.blocks[2].fields).toEqual([{ path: 'heading', kind: 'text', before: 'B', after: null, words: null }]);
    expect(diff.settings).toEqual([]);
  });

  it('gives rich text as a word diff of its visible text, paragraphs apart', () => {
    const diff = diffVersions(
      version([block('a', 'text', { body: '<p>Hello <strong>old</strong> world</p><p>Bye</p>' })]),
      version([block('a', 'text', { body: '<p>Hello new world</p><p>Bye</p>' })]),
      { blockTypes },
    );
    expect(diff.blocks[0]).toMatchObject({ status: 'changed' });
    expect(diff.blocks[0].fields).toEqual([
      {
        path: 'body',
        kind: 'richText',
        before: 'Hello old world Bye',
        after: 'Hello new world Bye',
        words: [
          { op: 'equal', text: 'Hello' },
          { op: 'delete', text: 'old' },
          { op: 'insert', text: 'new' },
          { op: 'equal', text: 'world Bye' },
        ],
      },
    ]);
    // Markup alone is no change a reader sees.
    expect(diffVersions(version([block('a', 'text', { body: '<p>Same</p>' })]), version([block('a', 'text', { body: '<p><em>Same</em></p>' })]), { blockTypes }).blocks[0].status).toBe('unchanged');
  });

  it('compares list items, links, images with alt text, the anchor and the block type by path', () => {
    const old = block('k', 'cards', { items: [{ title: 'One', link: { type: 'external', href: 'https://a.example' } }] }, { image: image('a.jpg', 'A') });
    const now = {
      ...block('k', 'cards', { items: [{ title: 'One', link: { type: 'external', href: 'https://b.example', label: 'B' } }, { title: 'Two' }] }, { image: image('b.jpg', 'A') }),
      anchorPoint: 'cards',
    };
    const fields = diffVersions(version([old]), version([now]), { blockTypes }).blocks[0].fields;
    expect(fields.map(({ path, kind, before, after }) => [path, kind, before, after])).toEqual([
      ['image', 'image', 'a.jpg', 'b.jpg'],
      ['items.0.link', 'value', 'https://a.example', 'B (https://b.example)'],
      ['items.1.title', 'text', null, 'Two'],
      ['anchorPoint', 'text', null, 'cards'],
    ]);
    const retyped = diffVersions(version([old]), version([{ ...block('k', 'text', { heading: 'H' }) }]), { blockTypes }).blocks[0];
    expect(retyped.status).toBe('changed');
    expect(retyped.fields[0]).toEqual({ path: 'type', kind: 'value', before: 'cards', after: 'text', words: null });
  });

  it('compares a block type the config does not know by its props', () => {
    const fields = diffVersions(version([block('x', 'gone', { a: 1, b: 'x' })]), version([block('x', 'gone', { a: 2, b: 'x' })]), { blockTypes }).blocks[0].fields;
    expect(fields).toEqual([{ path: 'a', kind: 'value', before: '1', after: '2', words: null }]);
  });

  it('lists SEO and settings changes, typeData by its fields', () => {
    const from = version([], { seoKeywords: ['a'], seoImage: [image('s.jpg', 'alt')], typeData: { author: 'Ann' } });
    const to = version([], { title: 'New', seoTitle: 'SEO', seoKeywords: ['a', 'b'], seoImage: null, typeData: { author: 'Bob' } });
    expect(diffVersions(from, to, { blockTypes, typeDataFields: [{ name: 'author', label: 'Author', kind: 'text' }] }).settings).toEqual([
      { field: 'title', before: 'Page', after: 'New' },
      { field: 'seoTitle', before: null, after: 'SEO' },
      { field: 'seoKeywords', before: 'a', after: 'a, b' },
      { field: 'typeData.author', before: 'Ann', after: 'Bob' },
      { field: 'seoImage', before: 's.jpg', after: null },
      { field: 'seoImage.altText', before: 'alt', after: null },
    ]);
  });

  it('shows everything as added when there is nothing before', () => {
    const diff = diffVersions(null, version([block('a', 'text', { heading: 'Hi', body: '<p>Text</p>' })]), { blockTypes });
    expect(diff.blocks).toEqual([
      {
        key: 'a',
        type: 'text',
        status: 'added',
        oldPosition: null,
        newPosition: 0,
        fields: [
          { path: 'heading', kind: 'text', before: null, after: 'Hi', words: null },
          { path: 'body', kind: 'richText', before: null, after: 'Text', words: [{ op: 'insert', text: 'Text' }] },
        ],
      },
    ]);
    expect(diff.settings).toEqual([{ field: 'title', before: null, after: 'Page' }]);
  });
});

import type { Block, BlockImage } from './block';
import { checkContent, isVagueLinkText, type CheckedContent } from './content-checks';
import type { BlockTypeConfig } from './fields';

const types: BlockTypeConfig[] = [
  {
    id: 'rich-text',
    label: 'Rich text',
    fields: [
      { name: 'heading', label: 'Heading', kind: 'text' },
      { name: 'body', label: 'Text', kind: 'richText' },
    ],
  },
  { id: 'image', label: 'Image', fields: [{ name: 'image', label: 'Image', kind: 'image' }] },
  {
    id: 'gallery',
    label: 'Gallery',
    fields: [{ name: 'items', label: 'Images', kind: 'list', fields: [{ name: 'image', label: 'Image', kind: 'image' }] }],
  },
  {
    id: 'cta',
    label: 'Call to action',
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'primary', label: 'Button', kind: 'link' },
    ],
  },
];

const image = (altText: string): BlockImage => ({ hash: 'h', fileName: 'team.jpg', altText, fileID: 1, cropParams: null });
const block = (key: string, type: string, props: Record<string, unknown>, images: Record<string, BlockImage> = {}): Block => ({ type, key, props, anchorPoint: '', __images: images, __files: {} });
const good = { title: 'About us', seoDescription: 'Who we are.' };
const check = (blocks: Block[], page: Partial<CheckedContent> = {}, locale = 'en-gb') => checkContent({ ...good, ...page, blocks }, types, { locale });
const codes = (blocks: Block[], page: Partial<CheckedContent> = {}, locale?: string) => check(blocks, page, locale).map((w) => `${w.code}:${w.blockKey ?? ''}:${w.path ?? ''}`);

describe('content checks', () => {
  it('answers nothing for a page without problems', () => {
    const blocks = [
      block('a', 'rich-text', { heading: 'Team', body: '<h3>Who</h3><p>See <a href="/team">our team</a></p>' }),
      block('b', 'image', {}, { image: image('Our team at work') }),
      block('c', 'cta', { title: 'Call', primary: { type: 'internal', href: '/contact', label: 'Contact us' } }),
    ];
    expect(check(blocks)).toEqual([]);
  });

  it('warns of an image the visitor would get no alt text for, in slots and lists', () => {
    const blocks = [
      block('a', 'image', {}, { image: image('  ') }),
      block('b', 'gallery', { items: [{}, {}] }, { 'items.0.image': image('Fine'), 'items.1.image': image('') }),
      block('c', 'image', {}),
    ];
    expect(codes(blocks)).toEqual(['image-alt-missing:a:image', 'image-alt-missing:b:items.1.image']);
    expect(check(blocks)[0].params).toEqual({ fileName: 'team.jpg' });
  });

  it('warns of a skipped heading level, counting block headings as h2 under the page h1', () => {
    expect(codes([block('a', 'rich-text', { body: '<h3>Too deep</h3>' })])).toEqual(['heading-skipped:a:body']);
    expect(check([block('a', 'rich-text', { body: '<h3>x</h3>' })])[0].params).toEqual({ level: 3, previous: 1 });
    expect(codes([block('a', 'rich-text', { heading: 'Top', body: '<h3>Fine</h3>' })])).toEqual([]);
    expect(codes([block('a', 'rich-text', { heading: 'Top', body: '<h2>x</h2><h4>Skips</h4>' })])).toEqual(['heading-skipped:a:body']);
    expect(codes([block('a', 'rich-text', { heading: 'Top', body: '<h3>x</h3>' }), block('b', 'cta', { title: 'Next' }), block('c', 'rich-text', { body: '<h4>y</h4>' })])).toEqual([
      'heading-skipped:c:body',
    ]);
    expect(codes([block('a', 'rich-text', { heading: '  ', body: '<h3>x</h3>' })])).toEqual(['heading-skipped:a:body']);
  });

  it('warns of a link whose text says nothing, in rich text and link fields', () => {
    const blocks = [
      block('a', 'rich-text', { body: '<p><a href="/x">Click here</a>, <a href="/y"> </a> and <a href="/z">the price list</a></p>' }),
      block('b', 'cta', { title: 'T', primary: { type: 'internal', href: '/x', label: 'Read more…' } }),
      block('c', 'cta', { title: 'T', primary: { type: 'internal', href: '/x', label: '' } }),
    ];
    expect(codes(blocks)).toEqual(['link-text-vague:a:body', 'link-text-vague:a:body', 'link-text-vague:b:primary']);
    expect(check(blocks).map((w) => w.params.text)).toEqual(['Click here', '', 'Read more…']);
  });

  it('knows the vague texts of the four languages, by the page locale', () => {
    expect(isVagueLinkText('Lees meer', 'nl-nl')).toBe(true);
    expect(isVagueLinkText('Hier klicken!', 'de-de')).toBe(true);
    expect(isVagueLinkText('Cliquez ici', 'fr-fr')).toBe(true);
    expect(isVagueLinkText('Click here', 'fr-fr')).toBe(true);
    expect(isVagueLinkText('Lees meer', 'en-gb')).toBe(false);
    expect(isVagueLinkText('Our prices', 'nl-nl')).toBe(false);
    expect(isVagueLinkText('', 'en-gb')).toBe(true);
  });

  it('warns of a missing SEO description and a title over 60 characters', () => {
    expect(codes([], { seoDescription: ' ' })).toEqual(['seo-description-missing::seoDescription']);
    expect(codes([], { seoDescription: null })).toEqual(['seo-description-missing::seoDescription']);
    expect(codes([], { title: 'x'.repeat(60) })).toEqual([]);
    expect(check([], { title: 'x'.repeat(61) })).toEqual([{ code: 'title-too-long', path: 'title', params: { length: 61, max: 60 } }]);
    expect(codes([], { title: 'x'.repeat(61), seoTitle: 'Short' })).toEqual([]);
    expect(codes([], { seoTitle: 'y'.repeat(70) })).toEqual(['title-too-long::seoTitle']);
  });

  it('skips blocks of unknown types', () => {
    expect(codes([block('a', 'unknown', { body: '<h4>x</h4>' })])).toEqual([]);
  });
});

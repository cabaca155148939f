import type { PageTypeConfig, TesseraConfig } from '@tessera/content-model';
import { isCodedError } from '../errors/coded-error';
import { parseXml } from './strict-xml';
import { translatableUnits, withUnitValues, type TranslatableContent } from './translatable-units';
import { readXliff, xliffFile, xliffHead, xliffTail } from './xliff';

const config = {
  siteName: 'test',
  pageTypes: [],
  blockTypes: [
    {
      id: 'card',
      label: 'Card',
      fields: [
        { name: 'title', label: 'Title', kind: 'text' },
        { name: 'video', label: 'Video', kind: 'text', format: 'video' },
        { name: 'body', label: 'Body', kind: 'richText' },
        { name: 'count', label: 'Count', kind: 'number' },
        { name: 'style', label: 'Style', kind: 'select', options: [{ value: 'a', label: 'A' }] },
        { name: 'cta', label: 'Link', kind: 'link' },
        { name: 'photo', label: 'Photo', kind: 'image' },
        { name: 'items', label: 'Items', kind: 'list', fields: [{ name: 'text', label: 'Text', kind: 'text' }] },
      ],
    },
  ],
} as unknown as TesseraConfig;
const pageType = { id: 'p', fields: [{ name: 'author', label: 'Author', kind: 'text' }] } as unknown as PageTypeConfig;

const content = (): TranslatableContent => ({
  title: 'Title',
  seoTitle: 'SEO',
  seoDescription: null,
  seoKeywords: ['a', 'b'],
  seoImage: [{ hash: 'h', fileName: 'f.jpg', altText: 'Seo alt', fileID: 1, cropParams: null }],
  typeData: { author: 'Ann' },
  blocks: [
    {
      type: 'card',
      key: 'k1',
      anchorPoint: '',
      props: {
        title: 'Hi',
        video: 'https://youtu.be/x',
        body: '<p>B</p>',
        count: 3,
        style: 'a',
        cta: { type: 'external', href: 'https://x.test', label: 'Go' },
        items: [{ text: 'One' }, { text: '' }],
      },
      __images: { photo: { hash: 'h', fileName: 'p.jpg', altText: 'A photo', fileID: 2, cropParams: null } },
      __files: {},
    },
    { type: 'reusable', key: 'r1', anchorPoint: '', props: { ref: 4 }, __images: {}, __files: {} },
  ],
});

describe('translatable units', () => {
  it('are the texts, rich texts, link labels and alt texts of the field schemas, and the title and SEO fields', () => {
    expect(translatableUnits(config, pageType, content()).map((unit) => [unit.id, unit.format, unit.value])).toEqual([
      ['page:title', 'text', 'Title'],
      ['seo:title', 'text', 'SEO'],
      ['seo:keywords:0', 'text', 'a'],
      ['seo:keywords:1', 'text', 'b'],
      ['seo:image:alt', 'text', 'Seo alt'],
      ['data:author', 'text', 'Ann'],
      ['b:k1:title', 'text', 'Hi'],
      ['b:k1:body', 'html', '<p>B</p>'],
      ['b:k1:cta.label', 'text', 'Go'],
      ['b:k1:photo.alt', 'text', 'A photo'],
      ['b:k1:items.0.text', 'text', 'One'],
    ]);
  });

  it('are written into a copy; other values and unknown units stay out', () => {
    const original = content();
    const values = new Map([
      ['b:k1:items.1.text', 'Zwei'],
      ['seo:description', 'Beschreibung'],
      ['b:k1:photo.alt', 'Ein Foto'],
      ['b:k1:count', '7'],
      ['b:nope:title', 'x'],
    ]);
    const { content: changed, missing } = withUnitValues(config, pageType, original, values);
    expect(missing).toEqual(['b:k1:count', 'b:nope:title']);
    expect(changed.blocks[0].props).toMatchObject({ count: 3, items: [{ text: 'One' }, { text: 'Zwei' }] });
    expect(changed.blocks[0].__images.photo.altText).toBe('Ein Foto');
    expect(changed.seoDescription).toBe('Beschreibung');
    expect(original.blocks[0].__images.photo.altText).toBe('A photo');
  });
});

describe('XLIFF 2.0', () => {
  it('reads back what it writes, character for character', () => {
    const tricky = 'a & b < c > d " e \' f\r\ng\rh\ti \u{1F600} ]]> <![CDATA[ x';
    const xml = xliffHead('en-gb', 'de-de') + xliffFile({ sourcePageId: 7, sourceVersion: 3, units: [{ id: 'b:k:t', format: 'text', source: tricky, target: tricky }] }) + xliffTail;
    expect(readXliff(Buffer.from(xml))).toEqual({
      sourceLocale: 'en-gb',
      targetLocale: 'de-de',
      pages: [{ sourcePageId: 7, sourceVersion: 3, units: [{ id: 'b:k:t', source: tricky, target: tricky }] }],
    });
  });

  it.each([
    ['a DOCTYPE', '<!DOCTYPE x><x/>'],
    ['an entity declaration', '<x><!ENTITY a "b"></x>'],
    ['an unknown entity', '<x>&nbsp;</x>'],
    ['a character reference to no XML character', '<x>&#0;</x>'],
    ['a bare ampersand', '<x>a & b</x>'],
    ['a mismatched end tag', '<x></y>'],
    ['two roots', '<x/><y/>'],
    ['a duplicate attribute', '<x a="1" a="2"/>'],
    ['another encoding', '<?xml version="1.0" encoding="ISO-8859-1"?><x/>'],
    ['invalid UTF-8', Buffer.from([0x3c, 0x78, 0x3e, 0xff, 0x3c, 0x2f, 0x78, 0x3e])],
    ['deep nesting', '<x>'.repeat(100) + '</x>'.repeat(100)],
  ])('refuses %s with V_12 on file', (_, xml) => {
    let thrown: unknown;
    try {
      parseXml(Buffer.isBuffer(xml) ? xml : Buffer.from(xml));
    } catch (error) {
      thrown = error;
    }
    expect(isCodedError(thrown) && thrown.errors).toEqual([{ code: 'V_12', property: 'file' }]);
  });

  it('joins a unit split into segments', () => {
    const xml = `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-GB" trgLang="de-DE"><file id="f" original="pages/1/versions/1"><group id="g"><unit id="u"><segment><source>A. </source><target>A. </target></segment><ignorable><source> </source></ignorable><segment><source>B.</source><target>B!</target></segment></unit></group></file></xliff>`;
    expect(readXliff(Buffer.from(xml)).pages[0].units).toEqual([{ id: 'u', source: 'A.  B.', target: 'A. B!' }]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { concernsSettings, editorErrorsOf, errorCountsByTab, errorOf, fieldErrorsOf, slotErrorCode, tabOfProperty } from './field-errors';

describe('field errors from a refused store', () => {
  const answer = [
    { code: 'V_01', property: 'blocks.3.props.title' },
    { code: 'V_14', property: 'blocks.3.props.title' },
    { code: 'V_18', property: 'blocks.0.anchorPoint' },
    { code: 'V_14', property: 'seoTitle' },
    { code: 'V_12', property: 'typeData.author' },
    { code: 'PM_02', property: 'versionId' },
    { code: 'G_01' },
  ];

  it('maps each property path to its first code; errors without a property are left to the list', () => {
    const errors = fieldErrorsOf(answer);
    expect([...errors]).toEqual([
      ['blocks.3.props.title', 'V_01'],
      ['blocks.0.anchorPoint', 'V_18'],
      ['seoTitle', 'V_14'],
      ['typeData.author', 'V_12'],
      ['versionId', 'PM_02'],
    ]);
    expect(errorOf(errors, 'seoTitle')).toEqual({ code: 'V_14', property: 'seoTitle' });
    expect(errorOf(errors, 'seoDescription')).toBeUndefined();
  });

  it('knows which tab shows a property', () => {
    expect(tabOfProperty('blocks.2.__images.image')).toBe('overview');
    expect(tabOfProperty('seoImage.0.altText')).toBe('seo');
    expect(tabOfProperty('seoKeywords.1')).toBe('seo');
    expect(tabOfProperty('title')).toBe('settings');
    expect(tabOfProperty('slug')).toBe('settings');
    expect(tabOfProperty('tagIds')).toBe('settings');
    expect(tabOfProperty('typeData.summary')).toBe('settings');
    expect(tabOfProperty('versionId')).toBeNull();
  });

  it('reads a commit’s content problems (under version.) by the version’s own paths; the slug, tags and the rest keep theirs', () => {
    const commit = [
      { code: 'V_01', property: 'version.blocks.3.props.title' },
      { code: 'V_14', property: 'version.seoTitle' },
      { code: 'V_01', property: 'version.title' },
      { code: 'UM_01', property: 'slug' },
      { code: 'V_12', property: 'tagIds' },
      { code: 'V_07', property: 'version' },
      { code: 'UM_01', property: 'publication' },
    ];
    const errors = editorErrorsOf(commit);
    expect(errors.map((error) => [error.property, tabOfProperty(error.property!)])).toEqual([
      ['blocks.3.props.title', 'overview'],
      ['seoTitle', 'seo'],
      ['title', 'settings'],
      ['slug', 'settings'],
      ['tagIds', 'settings'],
      ['version', null],
      ['publication', null],
    ]);
  });

  it('counts the problems per tab for the tab badges', () => {
    expect(errorCountsByTab(fieldErrorsOf(answer))).toEqual({ overview: 2, settings: 1, seo: 1, translations: 0 });
  });

  it('tells a settings or SEO refusal from one about the blocks', () => {
    expect(concernsSettings([{ code: 'V_14', property: 'seoDescription' }])).toBe(true);
    expect(concernsSettings([{ code: 'V_06', property: 'slug' }])).toBe(true);
    expect(concernsSettings([{ code: 'V_01', property: 'blocks.0.props.body' }, { code: 'G_01' }])).toBe(false);
  });
});

describe('errors on image and file slots', () => {
  // A block's share of the answer: its paths start after `blocks.N.`.
  const blockErrors = new Map([
    ['__images.items.1.image.fileID', 'V_12'],
    ['__files.brochure.hash', 'V_12'],
    ['props.title', 'V_01'],
  ]);

  it('gives the slot the code the server named on its value (fileID, hash)', () => {
    expect(slotErrorCode(blockErrors, 'image', 'items.1.image')).toBe('V_12');
    expect(slotErrorCode(blockErrors, 'file', 'brochure')).toBe('V_12');
  });

  it('leaves other slots alone, also one whose path only starts the same', () => {
    expect(slotErrorCode(blockErrors, 'image', 'items.1')).toBeUndefined();
    expect(slotErrorCode(blockErrors, 'image', 'items.1.im')).toBeUndefined();
    expect(slotErrorCode(blockErrors, 'file', 'items.1.image')).toBeUndefined();
    expect(slotErrorCode(blockErrors, 'image', 'brochure')).toBeUndefined();
  });
});

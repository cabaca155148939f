import { describe, expect, it } from '@jest/globals';
import { concernsSettings, errorCountsByTab, errorOf, fieldErrorsOf, tabOfProperty } from './field-errors';

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

  it('counts the problems per tab for the tab badges', () => {
    expect(errorCountsByTab(fieldErrorsOf(answer))).toEqual({ overview: 2, settings: 1, seo: 1, translations: 0 });
  });

  it('tells a settings or SEO refusal from one about the blocks', () => {
    expect(concernsSettings([{ code: 'V_14', property: 'seoDescription' }])).toBe(true);
    expect(concernsSettings([{ code: 'V_06', property: 'slug' }])).toBe(true);
    expect(concernsSettings([{ code: 'V_01', property: 'blocks.0.props.body' }, { code: 'G_01' }])).toBe(false);
  });
});

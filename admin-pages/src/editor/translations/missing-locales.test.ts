import { describe, expect, it } from '@jest/globals';
import { missingLocales, reusesSourceSlug } from './missing-locales';

describe('adding a translation', () => {
  it('offers the locales the page has no translation in yet, in the site’s order', () => {
    expect(missingLocales(['en-gb', 'nl-nl', 'de-de', 'fr-fr'], 'nl-nl', [{ locale: 'de-de' }])).toEqual(['en-gb', 'fr-fr']);
    expect(missingLocales(['en-gb', 'nl-nl'], 'en-gb', [{ locale: 'nl-nl' }])).toEqual([]);
  });

  it('keeps the page’s slug unless the locale has slugs of its own', () => {
    expect(reusesSourceSlug('de-de', ['nl-nl'])).toBe(true);
    expect(reusesSourceSlug('nl-nl', ['nl-nl'])).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import { siteTexts } from '../render/site-texts';
import { pluralText } from './plural';

describe('a count in words', () => {
  it.each([
    ['en-gb', '1 result', '2 results'],
    ['nl-nl', '1 resultaat', '2 resultaten'],
    ['de-de', '1 Ergebnis', '2 Ergebnisse'],
    ['fr-fr', '1 résultat', '2 résultats'],
  ])('%s: one and several search results', (locale, one, two) => {
    const forms = siteTexts(locale).searchResultsCount;
    expect(pluralText(forms, locale, 1)).toBe(one);
    expect(pluralText(forms, locale, 2)).toBe(two);
  });

  it('uses the other forms the language has, and "other" where the catalogue has none', () => {
    expect(pluralText(siteTexts('fr-fr').searchResultsCount, 'fr-fr', 1_000_000)).toBe('1000000 de résultats');
    expect(pluralText({ one: '{total} thing', other: '{total} things' }, 'ar', 2)).toBe('2 things');
    expect(pluralText({ one: '{total} thing', other: '{total} things' }, 'not a locale!', 1)).toBe('1 things');
  });
});

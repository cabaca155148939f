import { describe, expect, it } from '@jest/globals';
import { flatten, type Tree } from '../../../admin-kit/src/i18n/message-checks';
import { translationsMessages } from '../i18n/translations';
import { localeStateLabelKeys, localeStateOf, localeStates, sortedByLocale } from './locale-states';

describe('locale states', () => {
  it('every state has an English text', () => {
    const english = flatten(translationsMessages.en as Tree);
    expect(localeStates.filter((state) => typeof english.get(localeStateLabelKeys[state]) !== 'string')).toEqual([]);
  });

  it('reads an unknown state as a draft', () => {
    expect(localeStateOf('outdated')).toBe('outdated');
    expect(localeStateOf('archived')).toBe('draft');
  });

  it("puts the page's own locale first, then the others by code", () => {
    const states = [{ locale: 'nl-nl' }, { locale: 'de-de' }, { locale: 'en-gb' }, { locale: 'fr-fr' }];
    expect(sortedByLocale(states, 'en-gb').map((state) => state.locale)).toEqual(['en-gb', 'de-de', 'fr-fr', 'nl-nl']);
  });
});

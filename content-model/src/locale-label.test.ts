import { describe, expect, it } from '@jest/globals';
import { localeLabel } from './locale-label';

describe('localeLabel', () => {
  it('names a locale in the interface language, capitalised', () => {
    expect(localeLabel('nl-nl', 'en')).toBe('Dutch (Netherlands)');
    expect(localeLabel('de-de', 'nl')).toBe('Duits (Duitsland)');
    expect(localeLabel('fr-fr', 'fr')).toBe('Français (France)');
  });

  it('falls back to the code when it cannot be named', () => {
    expect(localeLabel('not a locale!', 'en')).toBe('not a locale!');
  });
});

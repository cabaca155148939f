import { describe, expect, it } from '@jest/globals';
import { allowedRowActions, copyLocales } from './row-actions';

const holding =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

describe('allowedRowActions', () => {
  it('offers duplicate and translate with create-page', () => {
    expect(allowedRowActions({ mayDelete: true }, holding('create-page'))).toEqual(['duplicate', 'translate', 'delete']);
    expect(allowedRowActions({ mayDelete: true }, holding())).toEqual(['delete']);
  });

  it('offers deleting only when the server says this user may delete the page', () => {
    expect(allowedRowActions({ mayDelete: false }, holding('create-page', 'publish-page'))).toEqual(['duplicate', 'translate']);
    expect(allowedRowActions({ mayDelete: false }, holding())).toEqual([]);
  });
});

describe('copyLocales', () => {
  const page = { locale: 'en-gb', translations: [{ locale: 'nl-nl' }] } as Parameters<typeof copyLocales>[1];
  const locales = ['en-gb', 'nl-nl', 'de-de', 'fr-fr'];

  it('lets a duplicate go to any locale', () => {
    expect(copyLocales('duplicate', page, locales)).toEqual(locales);
  });

  it('lets a translation go only where the page does not exist yet', () => {
    expect(copyLocales('translate', page, locales)).toEqual(['de-de', 'fr-fr']);
    expect(copyLocales('translate', { ...page, translations: [{ locale: 'nl-nl' }, { locale: 'de-de' }, { locale: 'fr-fr' }] } as typeof page, locales)).toEqual([]);
  });
});

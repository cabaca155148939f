import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client';
import { applyToggle, localeSettingsOf, lockedLocales, refusedLocales, removedLocales, sameSettings, toggleAvailable, toggleCustomSlug, type LocaleSettings } from './locale-settings';

const all: LocaleSettings = { availableLocales: ['en-gb', 'nl-nl', 'de-de', 'fr-fr'], defaultLocale: 'nl-nl', customSlugLocales: ['nl-nl', 'de-de'] };

describe('locale settings', () => {
  it('switching a locale off takes it out of the custom slug locales', () => {
    expect(toggleAvailable(all, 'de-de', false)).toEqual({ availableLocales: ['en-gb', 'nl-nl', 'fr-fr'], defaultLocale: 'nl-nl', customSlugLocales: ['nl-nl'] });
  });

  it('never switches the default off (nor moves the default), whichever locale it is', () => {
    for (const defaultLocale of all.availableLocales) {
      const settings = { ...all, defaultLocale };
      expect(toggleAvailable(settings, defaultLocale, false)).toBe(settings);
    }
  });

  it('keeps the last locale (the default) and puts added ones in the supported order', () => {
    const one: LocaleSettings = { availableLocales: ['fr-fr'], defaultLocale: 'fr-fr', customSlugLocales: [] };
    expect(toggleAvailable(one, 'fr-fr', false)).toBe(one);
    expect(toggleAvailable(one, 'en-gb', true).availableLocales).toEqual(['en-gb', 'fr-fr']);
  });

  it('locks the default of the form and the saved default until another is saved', () => {
    expect(lockedLocales(all, all)).toEqual(['nl-nl']);
    expect(lockedLocales(all, { ...all, defaultLocale: 'de-de' })).toEqual(['de-de', 'nl-nl']);
  });

  it('keeps only the settings of a query result (no __typename for the mutation input)', () => {
    const fromQuery = { __typename: 'Settings', ...all };
    expect(localeSettingsOf(fromQuery)).toEqual(all);
    expect(Object.keys(localeSettingsOf(fromQuery)).sort()).toEqual(['availableLocales', 'customSlugLocales', 'defaultLocale']);
  });

  it('offers custom slugs only for available locales', () => {
    const two: LocaleSettings = { availableLocales: ['en-gb', 'nl-nl'], defaultLocale: 'en-gb', customSlugLocales: [] };
    expect(toggleCustomSlug(two, 'nl-nl', true).customSlugLocales).toEqual(['nl-nl']);
    expect(toggleCustomSlug(two, 'de-de', true).customSlugLocales).toEqual([]);
    expect(toggleCustomSlug(all, 'de-de', false).customSlugLocales).toEqual(['nl-nl']);
  });

  it('reads a checkbox group change as the one locale that changed', () => {
    expect(applyToggle(all, all.availableLocales, ['en-gb', 'nl-nl', 'fr-fr'], toggleAvailable).availableLocales).toEqual(['en-gb', 'nl-nl', 'fr-fr']);
    expect(applyToggle(all, all.customSlugLocales, ['nl-nl', 'de-de', 'fr-fr'], toggleCustomSlug).customSlugLocales).toEqual(['nl-nl', 'de-de', 'fr-fr']);
    expect(applyToggle(all, all.availableLocales, [...all.availableLocales], toggleAvailable)).toBe(all);
  });

  it('names the locales a draft removes and tells equal settings apart', () => {
    const draft = toggleAvailable(all, 'de-de', false);
    expect(removedLocales(all, draft)).toEqual(['de-de']);
    expect(sameSettings(all, { ...all })).toBe(true);
    expect(sameSettings(all, draft)).toBe(false);
  });

  it('reads the refused locales from an ST_01 answer, nothing from others', () => {
    const st01 = new CombinedGraphQLErrors({
      errors: [{ message: 'x', extensions: { code: 'ST_01', property: 'availableLocales', details: { locales: [{ locale: 'de-de', pages: 2 }, { bogus: true }] } } }],
    });
    expect(refusedLocales(st01)).toEqual([{ locale: 'de-de', pages: 2 }]);
    expect(refusedLocales(new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'V_12' } }] }))).toEqual([]);
    expect(refusedLocales(new Error('network'))).toEqual([]);
  });
});

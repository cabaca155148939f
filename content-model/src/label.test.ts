import { describe, expect, it } from '@jest/globals';
import type { BlockTypeConfig, PageTypeConfig } from './fields';
import { adminLocaleOf, isLabel, languagesMissing, textIn } from './label';
import { blockTypeIn, configTexts, pageTypeIn } from './localize-config';

describe('adminLocaleOf', () => {
  it('knows a locale or a language of the admin, in any case or spelling', () => {
    expect(['nl', 'nl-nl', 'NL-NL', 'nl-be', 'nl_NL'].map(adminLocaleOf)).toEqual(['nl-nl', 'nl-nl', 'nl-nl', 'nl-nl', 'nl-nl']);
    expect(['en', 'de-DE', 'fr-ca'].map(adminLocaleOf)).toEqual(['en-gb', 'de-de', 'fr-fr']);
  });

  it('is null for anything else', () => {
    expect(['es-es', '', 'xx', 'n', '-nl', null, undefined].map(adminLocaleOf)).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('textIn', () => {
  const hero = { 'en-gb': 'Hero', 'nl-nl': 'Openingsblok', 'de-de': 'Aufmacher' } as const;

  it("answers the locale's own text", () => {
    expect([textIn(hero, 'nl-nl'), textIn(hero, 'de'), textIn(hero, 'en-gb')]).toEqual(['Openingsblok', 'Aufmacher', 'Hero']);
  });

  it('falls back to English for a language the text lacks, or an unknown locale', () => {
    expect([textIn(hero, 'fr-fr'), textIn(hero, 'es-es'), textIn(hero, null)]).toEqual(['Hero', 'Hero', 'Hero']);
  });

  it('shows a plain string in every language', () => {
    expect(['en-gb', 'nl-nl', 'de-de', 'fr-fr'].map((locale) => textIn('Product card', locale))).toEqual(Array(4).fill('Product card'));
  });

  it('answers the first text given when a JSON config lacks English, and blank texts count as missing', () => {
    const noEnglish = { 'de-de': 'Karte', 'nl-nl': 'Kaart' } as unknown as Parameters<typeof textIn>[0];
    expect(textIn(noEnglish, 'fr-fr')).toBe('Kaart');
    expect(textIn({ 'en-gb': 'Card', 'nl-nl': '' }, 'nl-nl')).toBe('Card');
    expect([textIn(undefined, 'nl'), textIn(null, 'nl')]).toEqual(['', '']);
  });
});

describe('languagesMissing and isLabel', () => {
  it('names the locales a text has no words of its own for', () => {
    expect(languagesMissing({ 'en-gb': 'Card', 'nl-nl': 'Kaart', 'de-de': ' ' })).toEqual(['de-de', 'fr-fr']);
    expect(languagesMissing('Card')).toEqual(['en-gb', 'nl-nl', 'de-de', 'fr-fr']);
    expect(languagesMissing({ 'en-gb': 'Card', 'nl-nl': 'Kaart', 'de-de': 'Karte', 'fr-fr': 'Carte' })).toEqual([]);
  });

  it('takes a string or texts by admin locale with English, and nothing else', () => {
    expect([isLabel('Card'), isLabel({ 'en-gb': 'Card' }), isLabel({ 'en-gb': 'Card', 'fr-fr': 'Carte' })]).toEqual([true, true, true]);
    expect([isLabel({ 'nl-nl': 'Kaart' }), isLabel({ 'en-gb': 'Card', 'es-es': 'Tarjeta' }), isLabel({ 'en-gb': 3 }), isLabel(['Card']), isLabel(null), isLabel(4)]).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('a content model in one language', () => {
  const card: BlockTypeConfig = {
    id: 'card',
    label: { 'en-gb': 'Card', 'nl-nl': 'Kaart' },
    description: { 'en-gb': 'A card with a title', 'nl-nl': 'Een kaart met een titel' },
    fields: [
      { name: 'title', label: { 'en-gb': 'Title', 'nl-nl': 'Titel' }, help: { 'en-gb': 'Short', 'nl-nl': 'Kort' }, kind: 'text' },
      {
        name: 'tone',
        label: 'Tone',
        kind: 'select',
        options: [
          { value: 'warm', label: { 'en-gb': 'Warm', 'nl-nl': 'Warm (nl)' } },
          { value: 'cool', label: '' },
        ],
      },
      { name: 'rows', label: { 'en-gb': 'Rows', 'nl-nl': 'Rijen' }, kind: 'list', fields: [{ name: 'cell', label: { 'en-gb': 'Cell', 'nl-nl': 'Cel' }, kind: 'text' }] },
      { name: 'unnamed', label: '', kind: 'boolean' },
    ],
  };

  it('gives every label, description, help and option in the locale, English where it has none, the name where it has no text at all', () => {
    expect(blockTypeIn(card, 'nl-nl')).toEqual({
      id: 'card',
      label: 'Kaart',
      description: 'Een kaart met een titel',
      fields: [
        { name: 'title', label: 'Titel', help: 'Kort', kind: 'text' },
        {
          name: 'tone',
          label: 'Tone',
          kind: 'select',
          options: [
            { value: 'warm', label: 'Warm (nl)' },
            { value: 'cool', label: 'cool' },
          ],
        },
        { name: 'rows', label: 'Rijen', kind: 'list', fields: [{ name: 'cell', label: 'Cel', kind: 'text' }] },
        { name: 'unnamed', label: 'unnamed', kind: 'boolean' },
      ],
    });
    expect(blockTypeIn(card, 'de-de').label).toBe('Card');
  });

  it('localizes a page type and its fields', () => {
    const rest = { slugPrefix: 'events', initialBlocks: [], defaultProps: {}, header: [], footer: [], inNavigation: true };
    const page: PageTypeConfig = {
      id: 'event',
      label: { 'en-gb': 'Event', 'de-de': 'Veranstaltung' },
      fields: [{ name: 'venue', label: { 'en-gb': 'Venue', 'de-de': 'Ort' }, kind: 'text' }],
      ...rest,
    };
    expect(pageTypeIn(page, 'de')).toEqual({ id: 'event', label: 'Veranstaltung', fields: [{ name: 'venue', label: 'Ort', kind: 'text' }], ...rest });
  });

  it('lists every text with where it is', () => {
    expect(configTexts({ blockTypes: [card], pageTypes: [] }).map((text) => text.where)).toEqual([
      'block card',
      'block card › description',
      'block card › field title',
      'block card › field title › help',
      'block card › field tone',
      'block card › field tone › option warm',
      'block card › field tone › option cool',
      'block card › field rows',
      'block card › field rows › field cell',
      'block card › field unnamed',
    ]);
  });
});

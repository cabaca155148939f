import type { LinkValue } from './block';
import { defineConfig, type BlockOf, type ValueOf } from './fields';
import { propValueOf, type PropValue } from './prop-values';

describe('a prop read as its field kind has it', () => {
  it('answers the value of its kind, and undefined for one of another shape or none', () => {
    expect(propValueOf({ kind: 'text' }, 'Hello')).toBe('Hello');
    expect(propValueOf({ kind: 'richText' }, '<p>Hi</p>')).toBe('<p>Hi</p>');
    expect(propValueOf({ kind: 'number' }, 3)).toBe(3);
    expect(propValueOf({ kind: 'boolean' }, false)).toBe(false);
    expect(propValueOf({ kind: 'select' }, 'dark')).toBe('dark');
    for (const [kind, wrong] of [
      ['text', 7],
      ['richText', null],
      ['number', '3'],
      ['number', Number.NaN],
      ['number', Infinity],
      ['boolean', 'true'],
      ['select', ['dark']],
      ['link', 'https://example.com'],
      ['link', { type: 'ftp', href: 'ftp://x' }],
      ['link', { type: 'external', href: 7 }],
      ['link', { type: 'external', href: 'https://x.nl', label: 1 }],
      ['link', { type: 'external', href: 'https://x.nl', openInNewTab: 'yes' }],
      ['list', { 0: {} }],
    ] as const)
      expect(propValueOf({ kind }, wrong)).toBeUndefined();
    expect(propValueOf({ kind: 'text' }, undefined)).toBeUndefined();
  });

  it('never reads a slot (images and files live in __images and __files)', () => {
    expect(propValueOf({ kind: 'image' }, { hash: 'h' })).toBeUndefined();
    expect(propValueOf({ kind: 'file' }, { hash: 'h' })).toBeUndefined();
  });

  it('keeps the object it was given when it has the shape, so a memoized control sees no change', () => {
    const link = { type: 'internal', href: '/about', label: 'About', openInNewTab: true };
    expect(propValueOf({ kind: 'link' }, link)).toBe(link);
    const items = [{ caption: 'a' }, { caption: 'b' }];
    expect(propValueOf({ kind: 'list' }, items)).toBe(items);
  });

  it('keeps a list’s length and order, an item that is no object read as an empty one', () => {
    const item = { caption: 'kept' };
    expect(propValueOf({ kind: 'list' }, [item, 'junk', null, [1]])).toEqual([item, {}, {}, {}]);
    expect(propValueOf({ kind: 'list' }, [item, 'junk'])![0]).toBe(item);
  });
});

// The types the site's components and the editor's controls read are one definition: a config's
// field narrows its kind's value (its own options, its list's item props), never widens it.
const config = defineConfig({
  siteName: 't',
  blockTypes: [
    {
      id: 'card',
      label: 'Card',
      fields: [
        { name: 'title', label: 'Title', kind: 'text', required: true },
        {
          name: 'size',
          label: 'Size',
          kind: 'select',
          options: [
            { value: 's', label: 'S' },
            { value: 'l', label: 'L' },
          ],
        },
        { name: 'rows', label: 'Rows', kind: 'list', fields: [{ name: 'n', label: 'N', kind: 'number', required: true }] },
        { name: 'to', label: 'To', kind: 'link' },
      ],
    },
  ],
  pageTypes: [],
});
type Card = BlockOf<typeof config, 'card'>['props'];
type Is<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typed: [Is<Card['title'], string>, Is<Card['size'], 's' | 'l' | undefined>, Is<Card['rows'], Array<{ n: number }>>, Is<Card['to'], LinkValue | undefined>] = [true, true, true, true];
const narrows: [Is<ValueOf<{ name: 'x'; label: 'X'; kind: 'boolean' }>, PropValue<'boolean'>>, Is<PropValue<'image'>, never>] = [true, true];

it('types a config’s block props from its kinds’ values', () => {
  expect(config.blockTypes[0].fields.map((field) => field.kind)).toEqual(['text', 'select', 'list', 'link']);
  expect([...typed, ...narrows].every(Boolean)).toBe(true);
});

import { describe, expect, it } from '@jest/globals';
import { blockTypesOf, fieldsOf, type Field } from '@tessera/content-model';
import { controlOf, editedValueOf, emptyValueOf, formModelOf } from './form-model';

const hero: Field[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 120 },
  { name: 'subtitle', label: 'Subtitle', kind: 'text', maxLength: 300, multiline: true },
  { name: 'body', label: 'Text', kind: 'richText' },
  { name: 'columns', label: 'Columns', kind: 'number', min: 1, max: 6, integer: true },
  { name: 'fullWidth', label: 'Full width', kind: 'boolean' },
  { name: 'theme', label: 'Theme', kind: 'select', options: [{ value: 'light', label: 'Light' }] },
  { name: 'cta', label: 'Button link', kind: 'link' },
  { name: 'image', label: 'Background image', kind: 'image' },
  { name: 'download', label: 'Download', kind: 'file' },
  { name: 'items', label: 'Items', kind: 'list', fields: [{ name: 'caption', label: 'Caption', kind: 'text' }] },
];

describe('a form generated from a field schema', () => {
  it('gives each field kind its control', () => {
    expect(hero.map(controlOf)).toEqual(['textInput', 'textarea', 'richText', 'number', 'switch', 'select', 'link', 'image', 'file', 'list']);
  });

  it('shows a field whose prop is not set with its empty value', () => {
    expect(hero.map(emptyValueOf)).toEqual(['', '', '', undefined, false, undefined, undefined, undefined, undefined, []]);
  });

  it('hands each control the prop as its kind has it, a number still being typed as its text', () => {
    const byName = (name: string) => hero.find((field) => field.name === name)!;
    expect(editedValueOf(byName('title'), 'Welcome')).toBe('Welcome');
    expect(editedValueOf(byName('title'), 42)).toBeUndefined();
    expect(editedValueOf(byName('columns'), 3)).toBe(3);
    expect(editedValueOf(byName('columns'), '1.')).toBe('1.');
    expect(editedValueOf(byName('fullWidth'), 'yes')).toBeUndefined();
    expect(editedValueOf(byName('cta'), { type: 'external', href: 'https://example.com' })).toEqual({ type: 'external', href: 'https://example.com' });
    expect(editedValueOf(byName('cta'), { href: 'https://example.com' })).toBeUndefined();
    expect(editedValueOf(byName('items'), [{ caption: 'A' }, 'junk'])).toEqual([{ caption: 'A' }, {}]);
    expect(editedValueOf(byName('image'), { hash: 'h' })).toBeUndefined();
  });

  it('has one control per field, in order, with the props’ values', () => {
    const model = formModelOf(hero, { title: 'Welcome', theme: 'light', fullWidth: true, items: [{ caption: 'A' }], unknown: 1 });
    expect(model.map(({ field, value }) => [field.name, controlOf(field), value])).toEqual([
      ['title', 'textInput', 'Welcome'],
      ['subtitle', 'textarea', ''],
      ['body', 'richText', ''],
      ['columns', 'number', undefined],
      ['fullWidth', 'switch', true],
      ['theme', 'select', 'light'],
      ['cta', 'link', undefined],
      ['image', 'image', undefined],
      ['download', 'file', undefined],
      ['items', 'list', [{ caption: 'A' }]],
    ]);
  });
});

describe('the field schema as the EditorConfig query answers it', () => {
  it('is narrowed to typed fields, keeping what each kind has', () => {
    expect(fieldsOf(hero)).toEqual(hero);
  });

  it('leaves out what is not a field this admin knows', () => {
    const raw = [
      { name: 'a', kind: 'colour' },
      { kind: 'text' },
      'text',
      { name: 'b', kind: 'select', options: [{ value: 'x' }, { label: 'no value' }] },
      { name: 'c', kind: 'link', allow: ['tel', 'ftp'] },
    ];
    expect(fieldsOf(raw)).toEqual([
      { name: 'b', label: 'b', kind: 'select', options: [{ value: 'x', label: 'x' }] },
      { name: 'c', label: 'c', kind: 'link', allow: ['tel'] },
    ]);
    expect(fieldsOf(null)).toEqual([]);
  });

  it('gives every block type its fields and default props', () => {
    expect(blockTypesOf([{ id: 'hero', label: 'Hero', description: null, fields: hero.slice(0, 1), defaultProps: null }])).toEqual([
      { id: 'hero', label: 'Hero', fields: hero.slice(0, 1), defaultProps: {} },
    ]);
  });
});

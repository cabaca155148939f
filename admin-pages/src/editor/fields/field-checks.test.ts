import { describe, expect, it } from '@jest/globals';
import type { Field as ServerField } from '../../../../schema/src/blocks/block-config';
import { codedIssues, propsSchema } from '../../../../schema/src/blocks/field-schema';
import { checkField, checkFields, filledSlotsOf, richTextContent, shownCode } from './field-checks';
import type { Field } from './field-types';

const fields: Field[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 10 },
  { name: 'site', label: 'Site', kind: 'text', format: 'url' },
  { name: 'video', label: 'Video', kind: 'text', format: 'video' },
  { name: 'mail', label: 'Mail', kind: 'text', format: 'email' },
  { name: 'body', label: 'Body', kind: 'richText', required: true, maxLength: 12 },
  { name: 'columns', label: 'Columns', kind: 'number', min: 1, max: 6, integer: true },
  { name: 'wide', label: 'Wide', kind: 'boolean' },
  { name: 'theme', label: 'Theme', kind: 'select', options: [{ value: 'light', label: 'Light' }] },
  { name: 'cta', label: 'Button', kind: 'link', allow: ['external', 'internal'] },
  { name: 'image', label: 'Image', kind: 'image', required: true },
  {
    name: 'items',
    label: 'Items',
    kind: 'list',
    minItems: 1,
    maxItems: 2,
    fields: [
      { name: 'label', label: 'Label', kind: 'text', required: true },
      { name: 'file', label: 'File', kind: 'file', required: true },
    ],
  },
];

/** What the server answers for the same props (its codes by the path under props). */
function serverCodes(props: Record<string, unknown>, filled: Set<string>): Map<string, string> {
  const parsed = propsSchema(fields as ServerField[], true).safeParse(props);
  const codes = new Map(parsed.success ? [] : codedIssues(parsed.error.issues, 'props').map((entry) => [entry.property!.slice('props.'.length), entry.code]));
  for (const path of ['image', ...((props.items as unknown[] | undefined) ?? []).map((_, index) => `items.${index}.file`)]) if (!filled.has(path)) codes.set(path, 'V_17');
  return codes;
}

describe('the field checks', () => {
  it('give each field the code the server gives', () => {
    expect(checkField(fields[0], '')).toBe('V_01');
    expect(checkField(fields[0], 'Much too long')).toBe('V_14');
    expect(checkField(fields[1], 'example.com')).toBe('V_13');
    expect(checkField(fields[1], 'https://example.com')).toBeNull();
    expect(checkField(fields[2], 'https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(checkField(fields[2], 'https://example.com/video')).toBe('V_13');
    expect(checkField(fields[3], 'info@')).toBe('V_02');
    expect(checkField(fields[4], '<p></p>')).toBe('V_01');
    expect(checkField(fields[4], '<p><strong>Twelve chars</strong></p>')).toBeNull();
    expect(checkField(fields[4], '<p>Thirteen char</p>')).toBe('V_14');
    expect(checkField(fields[5], 2.5)).toBe('V_12');
    expect(checkField(fields[5], 7)).toBe('V_12');
    expect(checkField(fields[5], undefined)).toBeNull();
    expect(checkField(fields[6], 'yes')).toBe('V_12');
    expect(checkField(fields[7], 'dark')).toBe('V_12');
    expect(checkField(fields[8], { type: 'anchor', href: '#x' })).toBe('V_12');
    expect(checkField(fields[9], undefined, false)).toBe('V_17');
    expect(checkField(fields[9], undefined, true)).toBeNull();
    expect(checkField(fields[10], [])).toBe('V_01');
    expect(checkField(fields[10], [{}, {}, {}])).toBe('V_14');
  });

  it('count the text of rich text, not its markup', () => {
    expect(richTextContent('<h2>Title</h2><p>Some&nbsp;<em>text</em></p>')).toBe('TitleSome text');
  });

  it.each([
    ['all good', { title: 'Hello', body: '<p>Text</p>', columns: 3, wide: true, theme: 'light', cta: { type: 'internal', href: '/about' }, items: [{ label: 'One' }] }, ['image', 'items.0.file']],
    ['everything wrong', { title: '', site: 'nope', video: 'https://example.com', mail: 'x', body: '<p> </p>', columns: 0, wide: 'no', theme: 'blue', cta: { type: 'external', href: 'x' }, items: [] }, []],
    ['an item wrong', { title: 'Hi', body: '<p>x</p>', items: [{ label: '' }, { label: 'Two' }] }, ['items.1.file']],
  ] as Array<[string, Record<string, unknown>, string[]]>)('agree with the server on the whole form: %s', (_, props, filledPaths) => {
    const filled = new Set(filledPaths);
    expect(Object.fromEntries(checkFields(fields, props, filled))).toEqual(Object.fromEntries(serverCodes(props, filled)));
  });

  it('know which slots are filled, inside lists too', () => {
    const props = { items: [{ label: 'a' }, { label: 'b' }] };
    expect([...filledSlotsOf(fields, props, { image: {} }, { 'items.1.file': {} })].sort()).toEqual(['image', 'items.1.file']);
  });

  it('show the server’s problem until the field changes, drop it once fixed, and follow every change once left', () => {
    const state = { touched: false, changed: false, ownCode: 'V_01', serverCode: 'V_01' as string | undefined, showChecks: true };
    expect(shownCode(state)).toBe('V_01');
    expect(shownCode({ ...state, changed: true, ownCode: null })).toBeNull();
    expect(shownCode({ ...state, changed: true, ownCode: 'V_14' })).toBe('V_14');
    // Untouched after a refused store: the form's own check, even where the server said nothing.
    expect(shownCode({ ...state, serverCode: undefined, ownCode: 'V_13' })).toBe('V_13');
    // Without a refused store, a new problem waits until the field is left.
    expect(shownCode({ ...state, serverCode: undefined, showChecks: false, changed: true, ownCode: 'V_13' })).toBeNull();
    expect(shownCode({ ...state, serverCode: undefined, showChecks: false, touched: true, ownCode: 'V_13' })).toBe('V_13');
    expect(shownCode({ ...state, touched: true, ownCode: null })).toBeNull();
  });
});

import type { Field } from './fields';
import { codedIssues, propsSchema, slotsOf } from './compile';

const fields: Field[] = [
  { kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 10 },
  { kind: 'text', name: 'site', label: 'Site', format: 'url', maxLength: 20 },
  { kind: 'richText', name: 'body', label: 'Body', maxLength: 5 },
  { kind: 'number', name: 'count', label: 'Count', integer: true, min: 1, max: 3 },
  { kind: 'select', name: 'tone', label: 'Tone', options: [{ value: 'light', label: 'Light' }] },
  { kind: 'link', name: 'cta', label: 'Call to action', allow: ['external'] },
  { kind: 'image', name: 'photo', label: 'Photo', required: true },
  {
    kind: 'list',
    name: 'items',
    label: 'Items',
    maxItems: 2,
    fields: [
      { kind: 'text', name: 'label', label: 'Label', required: true },
      { kind: 'file', name: 'pdf', label: 'PDF' },
    ],
  },
];

/** The server's options: sanitizing is the one thing it adds. */
const sanitizing = { requireFilled: true, sanitizeRichText: (html: string) => html.replace(/<script>.*?<\/script>/g, '') };

function codes(props: unknown, requireFilled = true): string[] {
  const parsed = propsSchema(fields, requireFilled).safeParse(props);
  return parsed.success ? [] : codedIssues(parsed.error.issues, 'props').map((e) => `${e.code}:${e.property}`);
}

describe('props schema built from the field schema', () => {
  it('stores what passes, leaves blanks out and sanitizes rich text with the sanitizer it is given', () => {
    const props = { title: 'Hi', site: '', body: '<p>ok<script>x</script></p>', items: [] };
    const parsed = propsSchema(fields, sanitizing).safeParse(props);
    expect(parsed.success && parsed.data).toEqual({ title: 'Hi', body: '<p>ok</p>', items: [] });
    // Without one (the browser) the same checks pass and the value stays as it was typed.
    const unsanitized = propsSchema(fields, true).safeParse(props);
    expect(unsanitized.success && unsanitized.data).toEqual({ title: 'Hi', body: '<p>ok<script>x</script></p>', items: [] });
  });

  it('gives one code per field, the first check that fails', () => {
    expect(codes({ title: 'Hi', site: 'not a url but far too long for the field' })).toEqual(['V_14:props.site']);
    expect(codes({ title: 'Hi', site: 'ftp://x' })).toEqual(['V_13:props.site']);
    expect(codes({ title: 'Hi', count: 2.5 })).toEqual(['V_12:props.count']);
    expect(codes({ title: 'Hi', body: '<p>far too long</p>' })).toEqual(['V_14:props.body']);
    expect(codes({ title: 'Hi', body: '<p>unclosed' })).toEqual(['V_15:props.body']);
    expect(codes({ title: 'Hi', tone: 'dark' })).toEqual(['V_12:props.tone']);
    expect(codes({ title: 'Hi', cta: { type: 'mailto', href: 'a@b.c' } })).toEqual(['V_12:props.cta']);
    expect(codes({ title: 'Hi', cta: { type: 'external', href: 'javascript:alert(1)' } })).toEqual(['V_13:props.cta']);
    expect(codes({ title: 'Hi', items: [{ label: 'a' }, { label: 'b' }, { label: '' }] })).toEqual(['V_14:props.items']);
  });

  it('reports required fields, nested list items and unknown keys', () => {
    expect(codes({ items: [{ label: '' }], stray: 1 })).toEqual(['V_01:props.title', 'V_01:props.items.0.label', 'V_12:props.stray']);
    expect(codes('not an object')).toEqual(['V_12:props']);
  });

  it('lets a draft (a page type’s initial blocks) leave required fields empty', () => {
    expect(codes({ items: [{ label: '' }] }, false)).toEqual([]);
  });

  it('finds the image and file slots the fields declare, inside lists too', () => {
    expect(slotsOf(fields, { items: [{ label: 'a' }, { label: 'b' }] }).map((slot) => slot.path)).toEqual(['photo', 'items.0.pdf', 'items.1.pdf']);
  });
});

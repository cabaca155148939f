import { beforeAll, describe, expect, it } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@tessera/admin-kit/mantine';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n, loadLanguage } from '../../../../admin-kit/src/i18n/i18n';
import '../../i18n';
import type { BlockImage } from '../state/editor-store';
import type { Field } from '@tessera/content-model';
import { FieldsForm, type FieldsFormProps } from './FieldsForm';

/*
 * The generated form rendered to HTML (react-dom/server, no browser): which input each field
 * kind becomes, what it shows, and where the problems appear.
 */

const i18n = createI18n('en');
beforeAll(() => loadLanguage(i18n, 'en'));
const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

function render(element: ReactElement): string {
  return renderToStaticMarkup(createElement(MantineProvider, null, createElement(ApolloProvider, { client }, createElement(I18nextProvider, { i18n }, element))));
}

const renderForm = (props: Partial<FieldsFormProps> & Pick<FieldsFormProps, 'fields' | 'value'>) => render(createElement(FieldsForm, { onChange: () => undefined, pageLocale: 'en-gb', ...props }));

/** The opening tag of the element with this test id. */
function tagOf(html: string, testId: string): string {
  const match = new RegExp(`<[a-z]+[^>]*data-testid="${testId.replace(/\./g, '\\.')}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no element with data-testid="${testId}"`);
  return match[0];
}

const fields: Field[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 120 },
  { name: 'subtitle', label: 'Subtitle', kind: 'text', multiline: true },
  { name: 'website', label: 'Website', kind: 'text', format: 'url' },
  { name: 'body', label: 'Text', kind: 'richText' },
  { name: 'columns', label: 'Columns', kind: 'number', min: 1, max: 6, integer: true },
  { name: 'fullWidth', label: 'Full width', kind: 'boolean' },
  {
    name: 'theme',
    label: 'Theme',
    kind: 'select',
    options: [
      { value: 'light', label: 'Light' },
      { value: 'dark', label: 'Dark' },
    ],
  },
  { name: 'cta', label: 'Button link', kind: 'link', allow: ['internal', 'external'] },
  { name: 'image', label: 'Background image', kind: 'image' },
  { name: 'download', label: 'Brochure', kind: 'file' },
  { name: 'items', label: 'Questions', kind: 'list', maxItems: 5, fields: [{ name: 'question', label: 'Question', kind: 'text' }] },
];

const image: BlockImage = { hash: 'abc', fileName: 'team.jpg', altText: 'Our team', fileID: 7, cropParams: null };

describe('the form generated from a field schema', () => {
  const html = renderForm({
    fields,
    value: {
      title: 'Welcome',
      subtitle: 'Two\nlines',
      body: '<p>Hello <strong>world</strong></p>',
      columns: 3,
      fullWidth: true,
      theme: 'dark',
      cta: { type: 'internal', href: '/about' },
      items: [{ question: 'Why?' }, {}],
    },
    images: { image },
    onSlotChange: () => undefined,
  });

  it('renders a text field as a text input with its value and a counter against its limit', () => {
    expect(tagOf(html, 'field-title')).toMatch(/^<input[^>]*type="text"[^>]*value="Welcome"/);
    expect(html).toContain('7 / 120');
    expect(tagOf(html, 'field-website')).toContain('type="url"');
  });

  it('renders a multiline text field as a textarea', () => {
    expect(tagOf(html, 'field-subtitle')).toMatch(/^<textarea/);
    expect(html).toMatch(/<textarea[^>]*data-testid="field-subtitle"[^>]*>Two\nlines<\/textarea>/);
  });

  it('shows rich text as its HTML until the editor is mounted', () => {
    expect(tagOf(html, 'field-body')).toMatch(/role="textbox"/);
    expect(html).toContain('<p>Hello <strong>world</strong></p>');
  });

  it('renders a number, a switch and a select with their values', () => {
    expect(tagOf(html, 'field-columns')).toContain('value="3"');
    expect(tagOf(html, 'field-fullWidth')).toMatch(/type="checkbox"[^>]*role="switch"|role="switch"[^>]*type="checkbox"/);
    expect(tagOf(html, 'field-fullWidth')).toContain('checked');
    expect(tagOf(html, 'field-theme')).toContain('value="Dark"');
  });

  it('renders a link field with the types it allows and where it points', () => {
    expect(tagOf(html, 'field-cta')).toMatch(/^<fieldset/);
    expect(html).toContain('Links to /about');
    expect(tagOf(html, 'field-cta-type')).toContain('role="radiogroup"');
    expect(html).toMatch(/checked="" value="internal"/);
    expect(html).toContain('value="external"');
    expect(html).not.toContain('value="tel"');
  });

  it('shows a chosen image with its thumbnail and alt text, and an empty file slot with a choose button', () => {
    expect(html).toContain('src="/api/tessera/medialib/preview-image?imageID=7&amp;w=320"');
    expect(tagOf(html, 'field-image-alt')).toContain('value="Our team"');
    expect(html).toMatch(/data-testid="field-image-choose"[^>]*>.*Replace/s);
    expect(html).toMatch(/data-testid="field-download-choose"[^>]*>.*Choose file/s);
  });

  it('renders a list as one sub-form per item, with its limits', () => {
    expect(tagOf(html, 'field-items.0.question')).toContain('value="Why?"');
    expect(tagOf(html, 'field-items.1.question')).toContain('value=""');
    expect(html).toContain('Item 2 of 2');
    expect(html).toContain('At most 5 items');
  });

  it('shows the server’s error on its field, translated with the field’s label', () => {
    const errors = new Map([
      ['props.title', 'V_01'],
      ['props.items.0.question', 'V_14'],
      ['props.image', 'V_17'],
    ]);
    const refused = renderForm({ fields, value: { items: [{ question: 'x' }] }, errors, errorPrefix: 'props' });
    expect(refused).toContain('The Title field is required.');
    expect(refused).toContain('Exceeds the character limit.');
    expect(refused).toContain('Must contain a file.');
  });

  it('after a refused store shows the form’s own checks on every field, touched or not', () => {
    const refused = renderForm({ fields, value: { title: '', website: 'example.com' }, errors: new Map([['seoTitle', 'V_14']]), errorPrefix: 'props' });
    expect(refused).toContain('The Title field is required.');
    expect(refused).toContain('Not a valid URL.');
    const untouched = renderForm({ fields, value: { title: '', website: 'example.com' } });
    expect(untouched).not.toContain('Not a valid URL.');
  });

  it('is read-only when asked: no buttons to change slots or lists', () => {
    const readOnly = renderForm({ fields, value: { title: 'x', items: [{}] }, images: { image }, readOnly: true });
    expect(tagOf(readOnly, 'field-title')).toContain('readOnly');
    expect(readOnly).not.toContain('field-image-choose');
    expect(readOnly).not.toContain('field-items-add');
  });
});

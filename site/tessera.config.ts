import { defineConfig, type Field } from '@tessera/content-model';

/**
 * The block types and page types of this site: a consultancy-style default set. The gateway
 * reads this at start; the admin renders editing forms from each block type's fields, and the
 * site renders each block with the component registered under its id. Its literal types are kept
 * (`defineConfig`'s const type parameter), so each block component's props are derived from its
 * block type's fields (`PropsOf`, site/src/blocks/block-props.ts).
 */

const headingField = { name: 'heading', label: 'Heading', kind: 'text', maxLength: 120 } as const satisfies Field;
const linkField = <const Name extends string, Required extends boolean = false>(name: Name, label: string, required?: Required) =>
  ({ name, label, kind: 'link', required: (required ?? false) as Required }) as const satisfies Field;

export default defineConfig({
  siteName: 'Tessera',
  blockTypes: [
    {
      id: 'hero',
      label: 'Hero',
      description: 'A large opening with a title, a line of text, an image and a button.',
      fields: [
        { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 120 },
        { name: 'subtitle', label: 'Subtitle', kind: 'text', maxLength: 300, multiline: true },
        { name: 'image', label: 'Background image', kind: 'image' },
        linkField('cta', 'Button link'),
        { name: 'theme', label: 'Theme', kind: 'select', options: [{ value: 'light', label: 'Light' }, { value: 'dark', label: 'Dark' }] },
      ],
      defaultProps: { theme: 'light' },
    },
    {
      id: 'rich-text',
      label: 'Rich text',
      fields: [headingField, { name: 'body', label: 'Text', kind: 'richText', required: true, maxLength: 20000 }],
    },
    {
      id: 'image',
      label: 'Image',
      fields: [
        { name: 'image', label: 'Image', kind: 'image', required: true },
        { name: 'caption', label: 'Caption', kind: 'text', maxLength: 300 },
        { name: 'fullWidth', label: 'Full width', kind: 'boolean' },
      ],
    },
    {
      id: 'image-text',
      label: 'Image and text',
      fields: [
        headingField,
        { name: 'body', label: 'Text', kind: 'richText', required: true, maxLength: 10000 },
        { name: 'image', label: 'Image', kind: 'image', required: true },
        { name: 'imagePosition', label: 'Image position', kind: 'select', options: [{ value: 'left', label: 'Left' }, { value: 'right', label: 'Right' }] },
        linkField('link', 'Link'),
      ],
      defaultProps: { imagePosition: 'left' },
    },
    {
      id: 'video',
      label: 'Video',
      fields: [
        { name: 'url', label: 'YouTube or Vimeo link', kind: 'text', format: 'video', required: true, maxLength: 500 },
        { name: 'title', label: 'Title', kind: 'text', maxLength: 200 },
        { name: 'autoplay', label: 'Autoplay (muted)', kind: 'boolean' },
      ],
    },
    {
      id: 'gallery',
      label: 'Gallery',
      fields: [
        headingField,
        {
          name: 'items',
          label: 'Images',
          kind: 'list',
          minItems: 1,
          maxItems: 48,
          fields: [
            { name: 'image', label: 'Image', kind: 'image', required: true },
            { name: 'caption', label: 'Caption', kind: 'text', maxLength: 200 },
          ],
        },
        { name: 'columns', label: 'Columns', kind: 'number', min: 1, max: 6, integer: true },
      ],
      defaultProps: { columns: 3, items: [] },
    },
    {
      id: 'quote',
      label: 'Quote',
      fields: [
        { name: 'quote', label: 'Quote', kind: 'text', required: true, multiline: true, maxLength: 1000 },
        { name: 'author', label: 'Author', kind: 'text', maxLength: 120 },
        { name: 'role', label: 'Author role', kind: 'text', maxLength: 120 },
        { name: 'image', label: 'Portrait', kind: 'image' },
      ],
    },
    {
      id: 'call-to-action',
      label: 'Call to action',
      fields: [
        { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 120 },
        { name: 'text', label: 'Text', kind: 'text', multiline: true, maxLength: 500 },
        linkField('primary', 'Primary button', true),
        linkField('secondary', 'Secondary button'),
      ],
    },
    {
      id: 'file-download',
      label: 'File download',
      fields: [
        { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 200 },
        { name: 'description', label: 'Description', kind: 'text', multiline: true, maxLength: 500 },
        { name: 'file', label: 'File', kind: 'file', required: true },
      ],
    },
    {
      id: 'faq',
      label: 'Frequently asked questions',
      fields: [
        headingField,
        {
          name: 'items',
          label: 'Questions',
          kind: 'list',
          minItems: 1,
          maxItems: 50,
          fields: [
            { name: 'question', label: 'Question', kind: 'text', required: true, maxLength: 300 },
            { name: 'answer', label: 'Answer', kind: 'richText', required: true, maxLength: 5000 },
          ],
        },
      ],
      defaultProps: { items: [] },
    },
    {
      id: 'team-members',
      label: 'Team members',
      description: 'Shows the team from the site content (all active members, or a chosen few).',
      fields: [
        headingField,
        { name: 'intro', label: 'Introduction', kind: 'text', multiline: true, maxLength: 600 },
        { name: 'memberIds', label: 'Members (empty: all active)', kind: 'list', fields: [{ name: 'id', label: 'Member id', kind: 'number', integer: true, required: true }] },
      ],
      defaultProps: { memberIds: [] },
    },
    {
      id: 'skills',
      label: 'Skills',
      description: 'Shows the active skills from the site content.',
      fields: [headingField, { name: 'intro', label: 'Introduction', kind: 'text', multiline: true, maxLength: 600 }],
    },
    {
      id: 'certificates',
      label: 'Certificates',
      description: 'Shows the active certificates from the site content.',
      fields: [headingField, { name: 'intro', label: 'Introduction', kind: 'text', multiline: true, maxLength: 600 }],
    },
    {
      id: 'contact-form',
      label: 'Contact form',
      description: 'First name, last name, e-mail, phone, message and privacy acceptance (SPEC §5).',
      fields: [
        headingField,
        { name: 'intro', label: 'Introduction', kind: 'text', multiline: true, maxLength: 600 },
        { name: 'recipient', label: 'Send to (e-mail)', kind: 'text', format: 'email', maxLength: 254 },
        { name: 'successMessage', label: 'Thank-you message', kind: 'text', maxLength: 300 },
      ],
    },
  ],
  pageTypes: [
    {
      id: 'blank',
      label: 'Blank page',
      slugPrefix: '',
      initialBlocks: [],
      defaultProps: {},
      header: [],
      footer: [],
      inNavigation: false,
    },
    {
      id: 'content-page',
      label: 'Content page',
      slugPrefix: '',
      initialBlocks: [{ type: 'rich-text', props: { body: '<p></p>' } }],
      defaultProps: {},
      header: ['navigation', 'breadcrumbs'],
      footer: ['footer', 'cookie-consent'],
      inNavigation: true,
    },
    {
      id: 'article',
      label: 'News and blog article',
      slugPrefix: 'news',
      initialBlocks: [
        { type: 'image', props: { fullWidth: true } },
        { type: 'rich-text', props: { body: '<p></p>' } },
      ],
      defaultProps: { author: '', summary: '' },
      fields: [
        { name: 'author', label: 'Author', kind: 'text', maxLength: 120 },
        { name: 'publishDate', label: 'Publication date (YYYY-MM-DD)', kind: 'text', maxLength: 10 },
        { name: 'summary', label: 'Summary', kind: 'text', multiline: true, maxLength: 400 },
      ],
      header: ['navigation', 'breadcrumbs'],
      footer: ['related-articles', 'footer', 'cookie-consent'],
      inNavigation: true,
    },
    {
      id: 'landing-page',
      label: 'Landing page',
      slugPrefix: '',
      initialBlocks: [{ type: 'hero', props: { title: '' } }, { type: 'call-to-action', props: { title: '' } }],
      defaultProps: { hideNavigation: false },
      fields: [{ name: 'hideNavigation', label: 'Hide navigation', kind: 'boolean' }],
      header: ['navigation'],
      footer: ['footer', 'cookie-consent'],
      inNavigation: true,
    },
  ],
});

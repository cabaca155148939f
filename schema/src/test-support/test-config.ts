import { defineConfig } from '@tessera/content-model';

/**
 * The block and page types schema's own tests build pages from. The site's config
 * (site/tessera.config.ts) is the site's: the domain's tests do not reach up for it.
 */
export const testConfig = defineConfig({
  siteName: 'Tessera test',
  blockTypes: [
    {
      id: 'rich-text',
      label: 'Rich text',
      fields: [
        { name: 'heading', label: 'Heading', kind: 'text', maxLength: 120 },
        { name: 'body', label: 'Text', kind: 'richText', required: true, maxLength: 20000 },
      ],
    },
    {
      id: 'image',
      label: 'Image',
      fields: [
        { name: 'image', label: 'Image', kind: 'image', required: true },
        { name: 'caption', label: 'Caption', kind: 'text', maxLength: 300 },
      ],
    },
  ],
  pageTypes: [{ id: 'content-page', label: 'Content page', slugPrefix: '', initialBlocks: [], defaultProps: {}, header: [], footer: [], inNavigation: true }],
});

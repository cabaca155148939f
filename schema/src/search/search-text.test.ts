import type { TesseraConfig } from '@tessera/content-model';
import { blocksText, htmlToText, isTechnical, searchDocumentOf, typeDataText } from './search-text';

/** The text a visitor reads, and nothing that only addresses something. */
const config: Pick<TesseraConfig, 'blockTypes' | 'pageTypes'> = {
  blockTypes: [
    {
      id: 'hero',
      label: 'Hero',
      fields: [
        { name: 'title', label: 'Title', kind: 'text' },
        { name: 'image', label: 'Image', kind: 'image' },
        { name: 'cta', label: 'Button', kind: 'link' },
        { name: 'theme', label: 'Theme', kind: 'select', options: [{ value: 'dark', label: 'Dark' }] },
      ],
    },
    {
      id: 'rich-text',
      label: 'Rich text',
      fields: [
        { name: 'heading', label: 'Heading', kind: 'text' },
        { name: 'body', label: 'Text', kind: 'richText' },
      ],
    },
    {
      id: 'video',
      label: 'Video',
      fields: [
        { name: 'url', label: 'Link', kind: 'text', format: 'video' },
        { name: 'title', label: 'Title', kind: 'text' },
      ],
    },
    {
      id: 'contact',
      label: 'Contact',
      fields: [
        { name: 'recipient', label: 'To', kind: 'text', format: 'email' },
        { name: 'intro', label: 'Intro', kind: 'text' },
      ],
    },
    {
      id: 'faq',
      label: 'FAQ',
      fields: [
        {
          name: 'items',
          label: 'Items',
          kind: 'list',
          fields: [
            { name: 'question', label: 'Q', kind: 'text' },
            { name: 'answer', label: 'A', kind: 'richText' },
          ],
        },
      ],
    },
    { id: 'gallery', label: 'Gallery', fields: [{ name: 'columns', label: 'Columns', kind: 'number' }] },
  ],
  pageTypes: [
    {
      id: 'article',
      label: 'Article',
      slugPrefix: 'news',
      initialBlocks: [],
      defaultProps: {},
      header: [],
      footer: [],
      inNavigation: true,
      fields: [
        { name: 'author', label: 'Author', kind: 'text' },
        { name: 'publishDate', label: 'Date', kind: 'text' },
      ],
    },
  ],
};

const block = (type: string, props: Record<string, unknown>) => ({ type, key: `k-${type}`, props, anchorPoint: '', __images: {}, __files: {} });

describe('the text of blocks', () => {
  it('takes text fields, rich text without its markup, and link labels', () => {
    const text = blocksText(
      [
        block('hero', { title: 'Welcome aboard', theme: 'dark', cta: { type: 'internal', href: '/contact', label: 'Talk to us' } }),
        block('rich-text', { heading: 'About', body: '<p>We build <strong>sturdy</strong> sites.</p><ul><li>One</li><li>Two</li></ul>' }),
      ],
      config,
    );
    expect(text.split('\n')).toEqual(['Welcome aboard', 'Talk to us', 'About', 'We build sturdy sites.', 'One', 'Two']);
  });

  it('decodes entities, keeps words of two paragraphs apart, and drops script and style content', () => {
    expect(htmlToText('<p>Fish &amp; chips</p><p>5 &lt; 6</p><script>alert(1)</script><style>p{}</style>')).toBe('\nFish & chips\n\n5 < 6\n');
    expect(blocksText([block('rich-text', { body: '<p>first</p><p>second</p>' })], config)).toBe('first\nsecond');
  });

  it('skips select codes, numbers, image slots, video links and e-mail addresses', () => {
    const text = blocksText(
      [
        block('video', { url: 'https://www.youtube.com/watch?v=abc', title: 'Our story' }),
        block('contact', { recipient: 'sales@example.com', intro: 'Write to us' }),
        block('gallery', { columns: 3 }),
        block('hero', { title: 'Hi', image: 'ignored', theme: 'dark' }),
      ],
      config,
    );
    expect(text.split('\n')).toEqual(['Our story', 'Write to us', 'Hi']);
  });

  it('walks lists by their item fields', () => {
    const text = blocksText(
      [
        block('faq', {
          items: [
            { question: 'Why?', answer: '<p>Because.</p>' },
            { question: 'How?', answer: '<p>Like <em>this</em>.</p>' },
          ],
        }),
      ],
      config,
    );
    expect(text.split('\n')).toEqual(['Why?', 'Because.', 'How?', 'Like this.']);
  });

  it('blocks of unknown types and props outside the schema: every string but urls, ids and hashes', () => {
    const text = blocksText(
      [
        block('custom-widget', {
          headline: 'Seasonal offers',
          items: [{ id: 'a1b2', label: 'Spring sale', href: 'https://shop.example.com/spring' }],
          fileHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          uuid: '0f8fe4b0-6b4b-4b1a-9d7e-1f2f3a4b5c6d',
          token: 'eyJhbGciOiJIUzI1NiJ9abc123XYZ',
          website: 'www.example.com',
          note: '<p>Ends <b>soon</b></p>',
          width: 1200,
        }),
        block('hero', { title: 'Known', subtitle: 'Not in the schema, still text' }),
      ],
      config,
    );
    expect(text.split('\n')).toEqual(['Seasonal offers', 'Spring sale', 'Ends soon', 'Known', 'Not in the schema, still text']);
  });

  it('tolerates malformed blocks', () => {
    expect(blocksText(null, config)).toBe('');
    expect(blocksText([null, 'x', { type: 'hero' }, block('hero', { title: 42 })], config)).toBe('');
  });

  it('removes control characters (the excerpt markers among them) and folds blanks', () => {
    expect(blocksText([block('hero', { title: 'a\u0002b\u0003c \t\t d\u0000' })], config)).toBe('a b c d');
  });
});

describe('what counts as technical', () => {
  it.each(['https://example.com/x', '/internal/path', '#anchor', 'mailto:a@b.co', 'tel:+3120', 'a@b.co', 'deadbeefdeadbeef', '2024-01-01', '42', ''])('%p', (value) => {
    expect(isTechnical(value)).toBe(true);
  });
  it.each(['Hello', 'Häuser am See', 'A-B testing', 'COVID-19 update', 'e-mail us'])('%p is text', (value) => {
    expect(isTechnical(value)).toBe(false);
  });
});

describe('a search document', () => {
  it('has the title, SEO text (title, description, keywords) and the body with the page type fields', () => {
    const doc = searchDocumentOf(
      {
        pageId: 7,
        locale: 'de-de',
        slug: 'news/haus',
        type: 'article',
        versionId: 3,
        title: 'Ein  Haus',
        seoTitle: 'Haus kaufen',
        seoDescription: 'Alles über Häuser',
        seoKeywords: ['haus', 'garten'],
        blocks: [block('rich-text', { body: '<p>Der Garten.</p>' })] as never,
        typeData: { author: 'Anna Schmidt', publishDate: '2026-11-01' },
      },
      { siteName: 'x', ...config },
    );
    expect(doc).toEqual({
      pageId: 7,
      versionId: 3,
      locale: 'de-de',
      pageType: 'article',
      slug: 'news/haus',
      title: 'Ein Haus',
      seoText: 'Haus kaufen\nAlles über Häuser\nhaus\ngarten',
      body: 'Der Garten.\nAnna Schmidt',
    });
    expect(typeDataText({ author: 'X' }, 'unknown-type', config)).toBe('X');
  });
});

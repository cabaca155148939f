import { describe, expect, it } from '@jest/globals';
import { DOMSerializer, type Node as PmNode, type Schema } from '@tiptap/pm/model';
import { EditorState } from '@tiptap/pm/state';
import { getSchema } from '@tiptap/react';
import { sanitizeRichText } from '../../../schema/src/blocks/rich-text';
import { plainBlocksNormalizer, richTextExtensions, storedRichText } from './rich-text-extensions';

/*
 * What the editor writes must be what the server keeps: the editor's documents are serialized
 * with its own schema (ProseMirror's DOMSerializer, as TipTap's getHTML does) into a small
 * document that writes HTML the way a browser's innerHTML does, then stored and sanitized.
 */

const voidTags = new Set(['br', 'hr', 'img']);
const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/\u00a0/g, '&nbsp;');

/** Just enough of a DOM for DOMSerializer, written out like innerHTML. */
class HtmlNode {
  readonly childNodes: HtmlNode[] = [];
  readonly attributes: Array<[string, string]> = [];
  constructor(
    readonly nodeType: number,
    readonly nodeName: string,
    readonly text = '',
  ) {}
  appendChild(child: HtmlNode): HtmlNode {
    if (child.nodeType === 11) this.childNodes.push(...child.childNodes);
    else this.childNodes.push(child);
    return child;
  }
  setAttribute(name: string, value: unknown): void {
    const existing = this.attributes.find(([key]) => key === name);
    if (existing) existing[1] = String(value);
    else this.attributes.push([name, String(value)]);
  }
  get innerHTML(): string {
    return this.childNodes.map((child) => child.outerHTML).join('');
  }
  get outerHTML(): string {
    if (this.nodeType === 3) return escapeText(this.text);
    const attributes = this.attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
    return voidTags.has(this.nodeName) ? `<${this.nodeName}${attributes}>` : `<${this.nodeName}${attributes}>${this.innerHTML}</${this.nodeName}>`;
  }
}

const htmlDocument = {
  createElement: (tag: string) => new HtmlNode(1, tag.toLowerCase()),
  createElementNS: (_ns: string, tag: string) => new HtmlNode(1, tag.toLowerCase()),
  createTextNode: (text: string) => new HtmlNode(3, '#text', text),
  createDocumentFragment: () => new HtmlNode(11, '#fragment'),
};

const schema: Schema = getSchema(richTextExtensions);

/** The HTML TipTap's getHTML gives for a document. */
function editorHtml(doc: PmNode): string {
  const container = new HtmlNode(1, 'div');
  container.appendChild(DOMSerializer.fromSchema(schema).serializeFragment(doc.content, { document: htmlDocument as unknown as Document }) as unknown as HtmlNode);
  return container.innerHTML;
}

type Json = Record<string, unknown>;
const text = (value: string, ...marks: Json[]): Json => ({ type: 'text', text: value, ...(marks.length ? { marks } : {}) });
const paragraph = (...content: Json[]): Json => ({ type: 'paragraph', content });
const mark = (type: string, attrs?: Json): Json => ({ type, ...(attrs ? { attrs } : {}) });
const docOf = (...content: Json[]) => schema.nodeFromJSON({ type: 'doc', content });

const typical: Array<[string, PmNode]> = [
  [
    'marks and escaped characters',
    docOf(
      paragraph(
        text('Hello '),
        text('bold', mark('bold')),
        text(', '),
        text('italic', mark('italic')),
        text(' & <underlined>', mark('underline')),
        text(' "gone"', mark('strike')),
        text(' x < y', mark('code')),
      ),
    ),
  ],
  [
    'headings 2–4',
    docOf(
      { type: 'heading', attrs: { level: 2 }, content: [text('Two')] },
      { type: 'heading', attrs: { level: 3 }, content: [text('Three')] },
      { type: 'heading', attrs: { level: 4 }, content: [text('Four')] },
    ),
  ],
  [
    'lists, a quote, a rule and a line break',
    docOf(
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [paragraph(text('one'))] },
          { type: 'listItem', content: [paragraph(text('two'))] },
        ],
      },
      { type: 'orderedList', content: [{ type: 'listItem', content: [paragraph(text('first'))] }] },
      { type: 'blockquote', content: [paragraph(text('Quoted'))] },
      { type: 'horizontalRule' },
      paragraph(text('line'), { type: 'hardBreak' }, text('next\u00a0line')),
    ),
  ],
  [
    'links: external, in a new tab, internal with an anchor, mail',
    docOf(
      paragraph(
        text('site', mark('link', { href: 'https://example.com/?a=1&b=2' })),
        text(' tab', mark('link', { href: 'https://example.org/', target: '_blank' })),
        text(' about', mark('link', { href: '/about-us#team', title: 'Our "team"' })),
        text(' mail', mark('link', { href: 'mailto:info@example.com' })),
      ),
    ),
  ],
  ['a code block', docOf({ type: 'codeBlock', content: [text('if (a < b) return;')] })],
];

describe('the rich text editor writes what the server keeps', () => {
  it.each(typical)('%s: stored as written, unchanged by the sanitizer', (_, doc) => {
    const stored = storedRichText(editorHtml(doc), false);
    expect(sanitizeRichText(stored)).toBe(stored);
  });

  it('writes no attribute or tag the sanitizer would strip', () => {
    const html = typical.map(([, doc]) => storedRichText(editorHtml(doc), false)).join('');
    expect(html).not.toMatch(/class=|nofollow|start=|<h1|<div|style=/);
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer" href="https://example.org/">');
    expect(html).toContain('<br />');
    expect(html).toContain('<hr />');
  });

  it('stores an empty document as an empty text', () => {
    expect(storedRichText('<p></p>', true)).toBe('');
  });

  it('has only the nodes and marks the sanitizer keeps, headings 2–4', () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(['blockquote', 'bulletList', 'codeBlock', 'doc', 'hardBreak', 'heading', 'horizontalRule', 'listItem', 'orderedList', 'paragraph', 'text']);
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'code', 'italic', 'link', 'strike', 'underline']);
    const headings = schema.nodes.heading.spec.parseDOM?.map((rule) => rule.tag);
    expect(headings).toEqual(['h2', 'h3', 'h4']);
  });

  it('numbers lists from 1 and drops code languages, which the sanitizer would not keep', () => {
    const doc = docOf(
      { type: 'orderedList', attrs: { start: 3, type: 'a' }, content: [{ type: 'listItem', content: [paragraph(text('third'))] }] },
      { type: 'codeBlock', attrs: { language: 'js' }, content: [text('x')] },
    );
    expect(editorHtml(doc)).toContain('start="3"');
    const state = EditorState.create({ schema, doc });
    const normalized = state.apply(plainBlocksNormalizer(state)!);
    const stored = storedRichText(editorHtml(normalized.doc), false);
    expect(stored).toBe('<ol><li><p>third</p></li></ol><pre><code>x</code></pre>');
    expect(sanitizeRichText(stored)).toBe(stored);
    expect(plainBlocksNormalizer(normalized)).toBeNull();
  });
});

import Link from '@tiptap/extension-link';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Extension, type AnyExtension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/*
 * The rich text editor is configured to write only what the server's sanitizer keeps
 * (schema/src/blocks/rich-text.ts: p, br, strong, em, u, s, code, pre, h2–h4, lists, blockquote,
 * hr, a with href/title/target/rel), so a stored text comes back exactly as it was sent: nothing
 * changes under the editor's hands after a store, and "unsaved changes" means what it says.
 */

/** Hrefs the sanitizer keeps: http(s), mailto, tel, a site path or an anchor (no `//host`, no javascript:). */
const keptHref = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * Links without the extension's default target, rel and class; a link opened in a new tab gets
 * exactly the rel the sanitizer gives it. Mod-k opens the toolbar's link editor (Mantine listens
 * for `edit-link`).
 */
const SiteLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      rel: { default: null, renderHTML: (attributes: Record<string, unknown>) => ({ rel: attributes.target === '_blank' ? 'noopener noreferrer' : attributes.rel }) },
    };
  },
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        window.dispatchEvent(new Event('edit-link'));
        return true;
      },
    };
  },
}).configure({
  openOnClick: false,
  defaultProtocol: 'https',
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => keptHref.test(url),
});

/**
 * Lists always count from 1 in their own style and code blocks carry no language, because the
 * sanitizer drops `start`, `type` and classes: typing "3. " would otherwise store a list that
 * reloads numbered from 1. Runs after every change to the document.
 */
export function plainBlocksNormalizer(state: EditorState): Transaction | null {
  const tr = state.tr;
  state.doc.descendants((node, pos) => {
    if (node.type.name === 'orderedList' && (node.attrs.start !== 1 || node.attrs.type)) tr.setNodeMarkup(pos, undefined, { ...node.attrs, start: 1, type: null });
    if (node.type.name === 'codeBlock' && node.attrs.language) tr.setNodeMarkup(pos, undefined, { ...node.attrs, language: null });
  });
  return tr.docChanged ? tr : null;
}

const PlainBlocks = Extension.create({
  name: 'plainBlocks',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('plainBlocks'),
        appendTransaction: (transactions, _old, state) => (transactions.some((tr) => tr.docChanged) ? plainBlocksNormalizer(state) : null),
      }),
    ];
  },
});

/** The editor's extensions: StarterKit's marks and blocks with headings 2–4, and the link above. */
export const richTextExtensions: AnyExtension[] = [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }), SiteLink, PlainBlocks];

/**
 * The HTML to store for the editor's HTML: written the way the sanitizer writes it (void elements
 * self-closed, a non-breaking space as the character) and empty for an empty document.
 */
export function storedRichText(html: string, isEmpty: boolean): string {
  if (isEmpty) return '';
  return html.replace(/<(br|hr)>/g, '<$1 />').replace(/&nbsp;/g, '\u00a0');
}

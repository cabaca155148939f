import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/**
 * What an editor's rich text may contain. Everything else (script, style, iframes, event
 * handlers, javascript: URLs) is removed on store, so nothing typed can run on the public site.
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], span: ['class'], p: ['class'] },
  allowedClasses: { span: ['highlight'], p: ['lead', 'small'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

const voidElements = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'source', 'track', 'wbr']);

/**
 * True when every element that is opened is closed and nothing is closed that was not opened:
 * the HTML a rich text editor produces. Tag soup gets V_15 instead of a silent repair.
 */
export function isWellFormedHtml(html: string): boolean {
  let wellFormed = true;
  const open: string[] = [];
  const parser = new Parser(
    {
      onopentagname(name) {
        if (!voidElements.has(name)) open.push(name);
      },
      onclosetag(name, isImplied) {
        if (voidElements.has(name)) return;
        if (isImplied || open.pop() !== name) wellFormed = false;
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  // A close tag nothing opened is dropped by the parser without an event: catch it by counting.
  const closeTags = (html.match(/<\/\s*([a-z0-9]+)/gi) ?? []).filter((t) => !voidElements.has(t.slice(2).trim().toLowerCase())).length;
  const openTags = (html.match(/<([a-z][a-z0-9]*)\b[^>]*?(\/?)>/gi) ?? []).filter((t) => {
    const name = t.slice(1).split(/[\s/>]/)[0].toLowerCase();
    return !voidElements.has(name) && !t.endsWith('/>');
  }).length;
  parser.write(html);
  parser.end();
  return wellFormed && open.length === 0 && closeTags === openTags;
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, policy);
}

/** The visible text, for length limits and "required". */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

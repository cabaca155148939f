import sanitizeHtml from 'sanitize-html';

/*
 * The server-only part of rich text: sanitizing on store needs sanitize-html (node). The checks
 * both sides make (well-formed, visible text) are @tessera/content-model's.
 */

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

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, policy);
}

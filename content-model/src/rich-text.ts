import { Parser } from 'htmlparser2';

/*
 * Rich text rules both sides apply before the server sanitizes (SPEC §5): well-formed markup
 * (V_15) and the visible text that "required" (V_01) and the length limit (V_14) count. The
 * sanitizing itself needs sanitize-html (node) and stays on the server (schema/src/blocks/rich-text.ts).
 */

const voidElements = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'source', 'track', 'wbr']);
/** Elements whose content is not text (sanitize-html's nonTextTags): their content is dropped. */
const nonTextElements = new Set(['script', 'style', 'textarea', 'option']);

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
    const name = t
      .slice(1)
      .split(/[\s/>]/)[0]
      .toLowerCase();
    return !voidElements.has(name) && !t.endsWith('/>');
  }).length;
  parser.write(html);
  parser.end();
  return wellFormed && open.length === 0 && closeTags === openTags;
}

/** The visible text (entities decoded, white space collapsed), for length limits and "required". */
export function textOf(html: string): string {
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (nonTextElements.has(name)) hidden += 1;
      },
      onclosetag(name) {
        if (nonTextElements.has(name)) hidden = Math.max(0, hidden - 1);
      },
      ontext(data) {
        if (hidden === 0) text += data;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}

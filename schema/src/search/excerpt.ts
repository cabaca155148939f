/*
 * Highlighted excerpts. Engines mark matches with two control characters that indexed text can
 * never contain (search-text.ts removes them); only here does the text become HTML: everything is
 * escaped, and each marked stretch is wrapped in <mark>. So an excerpt is safe to insert as HTML
 * whatever an editor typed, and the only tags in it are balanced <mark> pairs.
 */

export const markStart = '\u0002';
export const markStop = '\u0003';
/**
 * Stand-ins for `<` and `>` while text passes through PostgreSQL's ts_headline, whose parser
 * takes `<b>` in plain text for a tag and drops it; they are turned back before escaping.
 */
export const angleStandIns = '\u0004\u0005';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]);
}

/** Marked text (as engines answer) → HTML with <mark> around the matches, everything else escaped. */
export function markedExcerpt(marked: string): string {
  let html = '';
  let open = false;
  for (const part of marked.split(/([\u0002\u0003])/)) {
    if (part === markStart) {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === markStop) {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += escapeHtml(
        part
          .replace(/\u0004/g, '<')
          .replace(/\u0005/g, '>')
          .replace(/\s+/g, ' '),
      );
    }
  }
  return (open ? `${html}</mark>` : html).replace(/<mark><\/mark>/g, '').trim();
}

/** The opening words of a text, about `length` characters, cut at a word, as plain excerpt HTML. */
export function openingExcerpt(text: string, length = 200): string {
  const flat = text
    .replace(/[\u0002\u0003]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= length) return escapeHtml(flat);
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${escapeHtml(space > length / 2 ? cut.slice(0, space) : cut)} …`;
}

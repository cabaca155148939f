/**
 * Rich text as stored: it was sanitized against an allow-list when the version was stored
 * (DESIGN "Data"), so it is inserted as is. Nothing else on the site is inserted unescaped.
 */
export function RichTextHtml({ html, className }: { html: unknown; className?: string }) {
  if (typeof html !== 'string' || html === '') return null;
  return <div className={className ?? 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}

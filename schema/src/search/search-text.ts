import { Parser } from 'htmlparser2';
import type { Field, TesseraConfig } from '@tessera/content-model';
import type { PublishedPageContent } from '../pages/published-pages';

/*
 * What a visitor can read on a page, as plain text for the search index. Blocks are walked by
 * their block type's field schema where the config knows it (text and rich text count; links
 * count by their label; selects, numbers, images, files, e-mail, URL and video fields do not);
 * props the schema does not describe, and blocks of unknown types, fall back to "every string
 * that is not a URL, an id or a hash".
 */

/** Longest body kept: a tsvector holds at most 1 MB, and nobody searches past this much text. */
export const maxBodyLength = 200_000;

/** Elements after which text continues on a new line (so words of two paragraphs do not fuse). */
const breaking = new Set(['p', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'hr', 'div', 'tr', 'td', 'th', 'section', 'article', 'figcaption']);
const invisible = new Set(['script', 'style', 'template']);

/** The text of an HTML fragment, entities decoded, tags and invisible elements dropped. */
export function htmlToText(html: string): string {
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (invisible.has(name)) hidden += 1;
        else if (breaking.has(name)) text += '\n';
      },
      onclosetag(name) {
        if (invisible.has(name)) hidden = Math.max(0, hidden - 1);
        else if (breaking.has(name)) text += '\n';
      },
      ontext(data) {
        if (hidden === 0) text += data;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text;
}

// Control characters never belong in text; the engines also use two of them to mark matches.
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text as it is indexed: no control characters, runs of blanks folded, lines kept. */
export function cleanText(text: string): string {
  return text
    .replace(controls, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Keys whose values address something rather than say something. */
const technicalKey =
  /^(id|key|type|href|url|src|link|target|rel|hash|anchorPoint|fileName|cropParams|provider|videoId|theme|variant|position|align|alignment|color|colour|icon|class|className|style|format)$|(Id|ID|Ids|IDs|Url|URL|Href|Hash)$/;

const url = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:|tel:|\/|#)\S*$/i;
const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const hexHash = /^[0-9a-f]{16,}$/i;
/** One long token of letters, digits and `-_+/=` mixed with digits: a key, a token, base64. */
const opaqueToken = /^(?=\S*\d)[A-Za-z0-9_+/=-]{20,}$/;

/** A string that addresses something (URL, e-mail, id, hash) or has no words in it. */
export function isTechnical(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  if (!/\p{L}/u.test(text)) return true;
  return url.test(text) || email.test(text) || uuid.test(text) || hexHash.test(text) || opaqueToken.test(text);
}

function pushText(out: string[], value: unknown, html: boolean): void {
  if (typeof value !== 'string') return;
  const text = html || /<[a-z!/][^>]*>/i.test(value) ? htmlToText(value) : value;
  if (!isTechnical(text)) out.push(text);
}

/** Every string inside a value the field schema does not describe. */
function looseText(value: unknown, out: string[], key = ''): void {
  if (key && technicalKey.test(key)) return;
  if (typeof value === 'string') pushText(out, value, false);
  else if (Array.isArray(value)) value.forEach((item) => looseText(item, out));
  else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) looseText(inner, out, name);
  }
}

function fieldText(field: Field, value: unknown, out: string[]): void {
  switch (field.kind) {
    case 'text':
      if (!field.format || field.format === 'plain') pushText(out, value, false);
      return;
    case 'richText':
      pushText(out, value, true);
      return;
    case 'link':
      if (value && typeof value === 'object') pushText(out, (value as { label?: unknown }).label, false);
      return;
    case 'list':
      if (Array.isArray(value)) for (const item of value) fieldsText(field.fields, item, out);
      return;
    default:
      // select (a code, not text), number, boolean, image and file slots say nothing searchable.
      return;
  }
}

function fieldsText(fields: readonly Field[] | undefined, props: unknown, out: string[]): void {
  if (!props || typeof props !== 'object' || Array.isArray(props)) return;
  const known = new Map((fields ?? []).map((field) => [field.name, field]));
  for (const [name, value] of Object.entries(props)) {
    const field = known.get(name);
    if (field) fieldText(field, value, out);
    else looseText(value, out, name);
  }
}

/** The visible text of a version's blocks, one block's parts per line. */
export function blocksText(blocks: unknown, config: Pick<TesseraConfig, 'blockTypes'>): string {
  if (!Array.isArray(blocks)) return '';
  const out: string[] = [];
  for (const block of blocks) {
    if (!block || typeof block !== 'object') continue;
    const { type, props } = block as { type?: unknown; props?: unknown };
    const blockType = config.blockTypes.find((candidate) => candidate.id === type);
    fieldsText(blockType?.fields, props, out);
  }
  return cleanText(out.join('\n'));
}

/** The text of a page type's own fields (an article's author and summary). */
export function typeDataText(typeData: unknown, pageType: string, config: Pick<TesseraConfig, 'pageTypes'>): string {
  const out: string[] = [];
  fieldsText(config.pageTypes.find((candidate) => candidate.id === pageType)?.fields, typeData, out);
  return cleanText(out.join('\n'));
}

/** One page's entry in a search index, whichever engine keeps it. */
export interface SearchDocument {
  pageId: number;
  versionId: number;
  locale: string;
  pageType: string;
  slug: string;
  title: string;
  /** SEO title, description and keywords, one per line. */
  seoText: string;
  body: string;
}

export function searchDocumentOf(page: PublishedPageContent, config: TesseraConfig): SearchDocument {
  const body = [blocksText(page.blocks, config), typeDataText(page.typeData, page.type, config)].filter(Boolean).join('\n');
  return {
    pageId: page.pageId,
    versionId: page.versionId,
    locale: page.locale,
    pageType: page.type,
    slug: page.slug,
    title: cleanText(page.title),
    seoText: cleanText([page.seoTitle ?? '', page.seoDescription ?? '', ...page.seoKeywords].join('\n')),
    body: body.length > maxBodyLength ? body.slice(0, maxBodyLength) : body,
  };
}

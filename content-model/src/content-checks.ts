import { Parser } from 'htmlparser2';
import type { Block, LinkValue } from './block';
import { slotsOf } from './compile';
import type { BlockTypeConfig, Field } from './fields';
import { textOf } from './rich-text';

/*
 * Content checks before publishing (issue 24): what a version's content alone says about its
 * accessibility and findability. They warn, they never refuse a store or a publication. The
 * editor runs them live on what is being edited; the server (GET page/version/{id}/checks) runs
 * the same on a stored version and adds what needs the database (`title-duplicate`).
 */

/** The stable identifiers of the warnings; the admin translates them. */
export const contentCheckCodes = ['image-alt-missing', 'heading-skipped', 'link-text-vague', 'seo-description-missing', 'title-too-long', 'title-duplicate'] as const;
export type ContentCheckCode = (typeof contentCheckCodes)[number];

/** One warning: on a block (`blockKey`, and the field's dotted `path` in it) or on the page (`path` a version field). */
export interface ContentWarning {
  code: ContentCheckCode;
  blockKey?: string;
  path?: string;
  params: Record<string, string | number>;
}

/** What the checks read of a version (the stored version and the editor's draft both have it). */
export interface CheckedContent {
  title: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
  blocks: readonly Block[];
}

/** A title search engines show whole (the document title: the SEO title, else the page title). */
export const maxCheckedTitleLength = 60;

/**
 * Link texts that say nothing about where the link goes, per language (compared without case,
 * spaces and punctuation at the ends). English counts on every page: editors write it everywhere.
 */
export const vagueLinkTexts: Readonly<Record<'en' | 'nl' | 'de' | 'fr', readonly string[]>> = {
  en: ['click here', 'click', 'here', 'read more', 'more', 'learn more', 'more info', 'link', 'this link', 'this page', 'continue', 'go', 'details'],
  nl: ['klik hier', 'klik', 'hier', 'lees meer', 'lees verder', 'meer', 'meer info', 'meer informatie', 'link', 'deze link', 'deze pagina', 'verder', 'ga'],
  de: ['hier klicken', 'klicken sie hier', 'klicken', 'hier', 'mehr', 'mehr lesen', 'weiterlesen', 'mehr erfahren', 'mehr infos', 'link', 'dieser link', 'diese seite', 'weiter'],
  fr: ['cliquez ici', 'cliquer ici', 'ici', 'lire la suite', 'en savoir plus', 'plus', 'voir plus', 'suite', 'lien', 'ce lien', 'cette page', 'continuer'],
};

/**
 * The site shows a block's top-level text field of these names as the block's heading (an h2;
 * the first block's hero title is the page's h1, the level the outline starts from).
 */
export const headingFieldNames: ReadonlySet<string> = new Set(['heading', 'title']);

function normalizedLinkText(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');
}

/** The vague texts for a locale such as `nl-nl` (its language's and English). */
function vagueTextsFor(locale: string): ReadonlySet<string> {
  const language = locale.slice(0, 2).toLowerCase() as keyof typeof vagueLinkTexts;
  return new Set([...vagueLinkTexts.en, ...(vagueLinkTexts[language] ?? [])]);
}

/** True when a link's visible text says nothing: empty, or one of the vague texts. */
export function isVagueLinkText(text: string, locale: string): boolean {
  const normalized = normalizedLinkText(text);
  return normalized === '' || vagueTextsFor(locale).has(normalized);
}

interface RichTextFacts {
  headings: number[];
  links: string[];
}

/** The heading levels and link texts of rich text, in order. */
function richTextFacts(html: string): RichTextFacts {
  const facts: RichTextFacts = { headings: [], links: [] };
  let link: string | null = null;
  const parser = new Parser(
    {
      onopentagname(name) {
        const heading = /^h([1-6])$/.exec(name);
        if (heading) facts.headings.push(Number(heading[1]));
        if (name === 'a') link = '';
      },
      ontext(data) {
        if (link !== null) link += data;
      },
      onclosetag(name) {
        if (name === 'a' && link !== null) {
          facts.links.push(link);
          link = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return facts;
}

/** Walks a block's fields in the order the site shows them, lists item by item. */
function visitFields(fields: readonly Field[], props: unknown, prefix: string, visit: (field: Field, value: unknown, path: string, topLevel: boolean) => void): void {
  if (typeof props !== 'object' || props === null || Array.isArray(props)) return;
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const value = (props as Record<string, unknown>)[field.name];
    if (field.kind === 'list') {
      if (Array.isArray(value)) value.forEach((item, index) => visitFields(field.fields, item, `${path}.${index}`, visit));
    } else visit(field, value, path, prefix === '');
  }
}

class Outline {
  private level = 1;
  constructor(private readonly warnings: ContentWarning[]) {}

  heading(level: number, blockKey: string, path: string): void {
    if (level > this.level + 1) this.warnings.push({ code: 'heading-skipped', blockKey, path, params: { level, previous: this.level } });
    this.level = level;
  }
}

function checkBlock(block: Block, type: BlockTypeConfig, locale: string, outline: Outline, warnings: ContentWarning[]): void {
  const blockKey = block.key;
  for (const slot of slotsOf(type.fields, block.props)) {
    const image = slot.field.kind === 'image' ? block.__images?.[slot.path] : undefined;
    if (image && !(typeof image.altText === 'string' && image.altText.trim())) warnings.push({ code: 'image-alt-missing', blockKey, path: slot.path, params: { fileName: image.fileName ?? '' } });
  }
  visitFields(type.fields, block.props, '', (field, value, path, topLevel) => {
    if (field.kind === 'text' && topLevel && headingFieldNames.has(field.name) && typeof value === 'string' && value.trim()) outline.heading(2, blockKey, path);
    if (field.kind === 'link' && value && typeof value === 'object') {
      const link = value as Partial<LinkValue>;
      if (typeof link.href === 'string' && link.href && typeof link.label === 'string' && link.label.trim() && isVagueLinkText(link.label, locale)) {
        warnings.push({ code: 'link-text-vague', blockKey, path, params: { text: link.label.trim() } });
      }
    }
    if (field.kind === 'richText' && typeof value === 'string') {
      const facts = richTextFacts(value);
      for (const level of facts.headings) outline.heading(level, blockKey, path);
      for (const text of facts.links) if (isVagueLinkText(text, locale)) warnings.push({ code: 'link-text-vague', blockKey, path, params: { text: textOf(text) } });
    }
  });
}

/**
 * The warnings about a version's content, blocks first in their order, then the page's own. A
 * block of a type the config does not know is not checked (the site does not show it).
 */
export function checkContent(content: CheckedContent, blockTypes: readonly BlockTypeConfig[], options: { locale: string }): ContentWarning[] {
  const warnings: ContentWarning[] = [];
  const types = new Map(blockTypes.map((type) => [type.id, type]));
  const outline = new Outline(warnings);
  for (const block of content.blocks) {
    const type = types.get(block?.type);
    if (type) checkBlock(block, type, options.locale, outline, warnings);
  }
  if (!content.seoDescription?.trim()) warnings.push({ code: 'seo-description-missing', path: 'seoDescription', params: {} });
  const seoTitle = content.seoTitle?.trim();
  const shownTitle = seoTitle || content.title.trim();
  if (shownTitle.length > maxCheckedTitleLength) {
    warnings.push({ code: 'title-too-long', path: seoTitle ? 'seoTitle' : 'title', params: { length: shownTitle.length, max: maxCheckedTitleLength } });
  }
  return warnings;
}

import { isValidLink, linkTypes, type LinkField, type LinkType, type LinkValue } from '@tessera/content-model';

/*
 * The link field's value (SPEC §5): what the form shows for each type, what it stores, and what
 * the field's type offers (whether a value is refused is the content model's compiled schema,
 * field-validation.ts). The href input shows the part a person types (an e-mail address
 * without `mailto:`, an anchor name without `#`); the stored href is the whole link.
 */

/** A link while it is being edited: the href may still be empty. */
export interface LinkDraft {
  type: LinkType;
  href: string;
  label: string;
  openInNewTab: boolean;
}

/** The link types a field offers, in SPEC order. */
export function allowedLinkTypes(field: Pick<LinkField, 'allow'>): LinkType[] {
  return field.allow?.length ? linkTypes.filter((type) => field.allow!.includes(type)) : [...linkTypes];
}

/** A stored link as a draft; no link starts empty with the field's first type. */
export function draftOf(value: LinkValue | undefined, allowed: readonly LinkType[]): LinkDraft {
  return { type: value?.type ?? allowed[0] ?? 'external', href: value?.href ?? '', label: value?.label ?? '', openInNewTab: value?.openInNewTab === true };
}

const prefixes: Partial<Record<LinkType, string>> = { anchor: '#', mailto: 'mailto:', tel: 'tel:' };

/** What the href input shows: the href without its type's prefix. */
export function hrefInputOf(draft: Pick<LinkDraft, 'type' | 'href'>): string {
  const prefix = prefixes[draft.type];
  return prefix && draft.href.toLowerCase().startsWith(prefix) ? draft.href.slice(prefix.length) : draft.href;
}

/** The href for what was typed into the href input: the type's prefix added once, spaces trimmed. */
export function hrefFrom(type: LinkType, input: string): string {
  const typed = input.trim();
  const prefix = prefixes[type];
  if (!typed || !prefix) return typed;
  return typed.toLowerCase().startsWith(prefix) ? prefix + typed.slice(prefix.length) : prefix + typed;
}

/**
 * The draft as another type: the label and "new tab" stay; the href stays when the new type
 * accepts it, an internal link's `#anchor` becomes the anchor link; otherwise it is emptied.
 */
export function withType(draft: LinkDraft, type: LinkType): LinkDraft {
  if (type === draft.type) return draft;
  let href = '';
  if (isValidLink(type, draft.href)) href = draft.href;
  else if (type === 'anchor' && draft.type === 'internal' && draft.href.includes('#')) href = draft.href.slice(draft.href.indexOf('#'));
  return { ...draft, type, href: isValidLink(type, href) ? href : '' };
}

/**
 * What the field stores: nothing when nothing was filled in (the server treats a missing link as
 * blank), otherwise the link with only the parts that are set.
 */
export function storedLink(draft: LinkDraft): LinkValue | undefined {
  const label = draft.label.trim();
  if (!draft.href && !label && !draft.openInNewTab) return undefined;
  return { type: draft.type, href: draft.href, ...(label ? { label } : {}), ...(draft.openInNewTab ? { openInNewTab: true } : {}) };
}

/**
 * The public path of a page (SPEC §2): the default locale's pages at `/{slug}`, the others at
 * `/{locale}/{slug}`; the home page is the locale's root. What an internal link stores.
 */
export function publicPathOf(page: { slug: string; locale: string }, defaultLocale: string): string {
  const path = page.slug === 'home' ? '' : page.slug;
  return page.locale === defaultLocale ? `/${path}` : `/${page.locale}${path ? `/${path}` : ''}`;
}

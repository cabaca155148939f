/**
 * Slugs as the server stores them (schema/src/pages/page-rules.ts normalizeSlug): lowercase
 * segments of letters, digits and dashes, starting with the page type's prefix. The new-page,
 * duplicate and translate forms prefill one from the title and check it with the prefix applied.
 */

/** A title as a slug segment: accents dropped, lowercase letters and digits, words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug with the page type's prefix in front, as the server adds it (`launch` → `news/launch`). */
export function withSlugPrefix(slug: string, prefix: string): string {
  const trimmed = slug
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
  if (!trimmed || !prefix || trimmed === prefix || trimmed.startsWith(`${prefix}/`)) return trimmed;
  return `${prefix}/${trimmed}`;
}

/** The slug a form proposes for a title: slugified, under the type's prefix; empty for an empty title. */
export function prefilledSlug(title: string, prefix: string): string {
  return withSlugPrefix(slugify(title), prefix);
}

/** A title and its slug, which follows the title until the user edits the slug by hand. */
export interface TitleAndSlug {
  title: string;
  slug: string;
  slugEdited: boolean;
  prefix: string;
}

export type TitleAndSlugAction = { type: 'title'; title: string } | { type: 'slug'; slug: string } | { type: 'prefix'; prefix: string } | { type: 'reset'; title: string; prefix: string };

/** A fresh form: the slug prefilled from the title. */
export function initialTitleAndSlug(title = '', prefix = ''): TitleAndSlug {
  return { title, slug: prefilledSlug(title, prefix), slugEdited: false, prefix };
}

/** The prefill rule: a title or prefix change rewrites the slug only while nobody edited it by hand. */
export function titleAndSlugReducer(state: TitleAndSlug, action: TitleAndSlugAction): TitleAndSlug {
  switch (action.type) {
    case 'title':
      return { ...state, title: action.title, slug: state.slugEdited ? state.slug : prefilledSlug(action.title, state.prefix) };
    case 'slug':
      return { ...state, slug: action.slug, slugEdited: true };
    case 'prefix':
      return { ...state, prefix: action.prefix, slug: state.slugEdited ? state.slug : prefilledSlug(state.title, action.prefix) };
    case 'reset':
      return initialTitleAndSlug(action.title, action.prefix);
  }
}

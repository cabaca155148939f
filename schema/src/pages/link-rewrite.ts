import type { Block } from '@tessera/content-model';

/** The ways an internal link may point at a slug: with or without leading slash or locale. */
function targets(slug: string, locale: string): string[] {
  return [slug, `/${slug}`, `/${locale}/${slug}`];
}

function rewriteHref(href: string, from: string[], to: (matched: string) => string): string | null {
  const [path, anchor] = href.split('#', 2);
  const hit = from.find((candidate) => candidate === path);
  if (!hit) return null;
  return to(hit) + (anchor !== undefined ? `#${anchor}` : '');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * Points internal links at a page's new slug: link fields (`{ type: 'internal', href }`) and
 * `href`s inside rich text, anywhere in the blocks' props. Returns null when nothing changed.
 */
export function rewriteInternalLinks(blocks: Block[], oldSlug: string, newSlug: string, locale: string): Block[] | null {
  const from = targets(oldSlug, locale);
  // Every target ends with the slug; replacing its first occurrence would hit a locale prefix
  // that contains it (`/nl-nl/nl`).
  const to = (matched: string) => matched.slice(0, matched.length - oldSlug.length) + newSlug;
  let changed = false;
  const richHref = new RegExp(`href="(${from.map(escapeRegExp).join('|')})(#[^"]*)?"`, 'g');

  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'string') {
      if (!value.includes('href="')) return value;
      const next = value.replace(richHref, (_all, path: string, anchor?: string) => `href="${to(path)}${anchor ?? ''}"`);
      if (next !== value) changed = true;
      return next;
    }
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.type === 'internal' && typeof record.href === 'string') {
        const href = rewriteHref(record.href, from, to);
        if (href !== null) {
          changed = true;
          return { ...record, href };
        }
      }
      return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, walk(inner)]));
    }
    return value;
  };

  const next = blocks.map((block) => ({ ...block, props: walk(block.props) as Record<string, unknown> }));
  return changed ? next : null;
}

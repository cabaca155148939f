import type { LinkType } from './block';
import { maxEmailLength, maxSlugLength } from './limits';

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const anchorPattern = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A page slug: lowercase words joined by dashes, segments by slashes. */
export function isSlug(value: string): boolean {
  return value.length <= maxSlugLength && slugPattern.test(value);
}

/** A block's anchor point name (and what an `#anchor` link points at). */
export function isAnchorName(value: string): boolean {
  return anchorPattern.test(value);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

export function isEmail(value: string): boolean {
  return value.length <= maxEmailLength && emailPattern.test(value);
}

/** YouTube (watch, share, embed, shorts) or Vimeo links: the two hosts SPEC §1 names. */
export function videoOf(value: string): { provider: 'youtube' | 'vimeo'; id: string } | null {
  if (!isHttpUrl(value)) return null;
  const url = new URL(value);
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') return youtube(url.pathname.slice(1));
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') return youtube(url.searchParams.get('v') ?? '');
    const match = url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)$/);
    return match ? youtube(match[1]) : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const match = url.pathname.match(/^\/(?:video\/)?(\d{3,12})(?:\/[0-9a-f]+)?\/?$/);
    return match ? { provider: 'vimeo', id: match[1] } : null;
  }
  return null;
}

function youtube(id: string) {
  return /^[A-Za-z0-9_-]{11}$/.test(id) ? { provider: 'youtube' as const, id } : null;
}

/** Percent-decoded text, or '' when the escapes are malformed (decodeURIComponent throws). */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/**
 * SPEC §5 link types: external (http/https URL), internal (a slug, with or without a leading
 * slash and locale, optionally with #anchor), anchor (#name), mailto: and tel:.
 */
export function isValidLink(type: LinkType, href: string): boolean {
  switch (type) {
    case 'external':
      return isHttpUrl(href);
    case 'internal': {
      // Split at the first '#' only: `split('#', 2)` would drop a second fragment unchecked.
      const hash = href.indexOf('#');
      const slug = (hash < 0 ? href : href.slice(0, hash)).replace(/^\//, '');
      return (slug === '' || isSlug(slug)) && (hash < 0 || isAnchorName(href.slice(hash + 1)));
    }
    case 'anchor':
      return href.startsWith('#') && isAnchorName(href.slice(1));
    case 'mailto':
      return href.startsWith('mailto:') && isEmail(decoded(href.slice(7).split('?')[0]));
    case 'tel':
      return /^tel:\+?[0-9][0-9 ().-]{2,30}$/.test(href);
  }
}

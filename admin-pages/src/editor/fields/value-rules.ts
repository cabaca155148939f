import type { LinkType } from './field-types';

/*
 * The server's value rules (schema/src/blocks/links.ts), repeated for the browser so a form can
 * say what the server would refuse before anything is stored; a test holds the two together.
 */

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const anchorPattern = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A page slug: lowercase words joined by dashes, segments by slashes. */
export function isSlug(value: string): boolean {
  return value.length <= 255 && slugPattern.test(value);
}

/** A block's anchor point name (and what an `#anchor` link points at). */
export function isAnchorName(value: string): boolean {
  return anchorPattern.test(value);
}

/** An absolute http or https URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

/** An e-mail address, as loosely as the server checks it. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}

function isYoutubeId(id: string): boolean {
  return /^[A-Za-z0-9_-]{11}$/.test(id);
}

/** A YouTube (watch, share, embed, shorts, live) or Vimeo link. */
export function isVideoLink(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') return isYoutubeId(url.pathname.slice(1));
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') return isYoutubeId(url.searchParams.get('v') ?? '');
    const match = url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)$/);
    return !!match && isYoutubeId(match[1]);
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return /^\/(?:video\/)?(\d{3,12})(?:\/[0-9a-f]+)?\/?$/.test(url.pathname);
  return false;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/** Whether `href` is what a link of this type may point at (SPEC §5). */
export function isValidLink(type: LinkType, href: string): boolean {
  switch (type) {
    case 'external':
      return isHttpUrl(href);
    case 'internal': {
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

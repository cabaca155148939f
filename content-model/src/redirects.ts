import { localePrefix } from './locales';

/*
 * Redirects (issue 35): the rules the server applies and the admin shows, defined once.
 *
 * A redirect's `fromPath` is a path inside a locale's address space (without the locale prefix):
 * `/old-news` with locale `nl-nl` answers `/nl-nl/old-news`; with no locale it answers that path in
 * every locale (`/old-news` in the default locale, `/de-de/old-news`, …). Paths are kept in the
 * one normal form routing decides on (read-model `normalizePath`): each segment percent-decoded
 * and lower case, no empty segments, no trailing slash, no query or fragment. Routing reads
 * every path in lower case, so `/Old` and `/old` are one redirect.
 */

export const redirectLimits = {
  fromMaxLength: 1024,
  toMaxLength: 2048,
  /** The most rows one CSV import takes. */
  importMaxRows: 10_000,
  /** The largest CSV file an import takes (10,000 rows of long URLs fit). */
  importMaxBytes: 2 * 1024 * 1024,
} as const;

export const redirectStatuses = [301, 302] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

/** Why an import refused a row (the report names one per refused line). */
export const redirectRefusals = ['invalid', 'duplicate', 'loop', 'chain', 'owned'] as const;
export type RedirectRefusal = (typeof redirectRefusals)[number];

/** The CSV columns of an import and an export, in order. */
export const redirectCsvColumns = ['from', 'to', 'status', 'locale'] as const;

const notInASegment = /[\p{Cc}\p{Cs}/\\]/u;

/** The path's segments in normal form, or null when it is not a path (see above). */
export function redirectPathSegments(raw: string): string[] | null {
  const path = raw.trim().split(/[?#]/, 1)[0];
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const segments: string[] = [];
  for (const part of path.split('/')) {
    if (part === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || notInASegment.test(segment)) return null;
    segments.push(segment.toLowerCase());
  }
  return segments;
}

/** A from path in normal form, split from its locale prefix when it has one; null when it is not a path. */
export function normalizeRedirectFrom(raw: string): { locale: string | null; path: string } | null {
  const segments = redirectPathSegments(raw);
  if (!segments) return null;
  const locale = segments.length > 0 && localePrefix.test(segments[0]) ? segments.shift()! : null;
  return { locale, path: `/${segments.join('/')}` };
}

/**
 * A redirect's target: a path on this site (kept as given, query and fragment included, since it
 * is sent as the Location) or an absolute http(s) URL. Null when it is neither: a
 * protocol-relative `//host`, a `javascript:` URL, a path with a backslash or control character
 * (browsers read `/\host` as another host) are never targets.
 */
export function redirectTargetKind(raw: string): 'path' | 'url' | null {
  const to = raw.trim();
  if (to === '' || /[\p{Cc}\s\\]/u.test(to)) return null;
  if (to.startsWith('/')) return to.startsWith('//') ? null : 'path';
  try {
    const url = new URL(to);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? 'url' : null;
  } catch {
    return null;
  }
}

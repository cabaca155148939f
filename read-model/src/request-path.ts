import { maxSlugLength } from '@tessera/content-model';

/** The longest public path of a page: `/`, a locale prefix, `/` and the longest slug. */
const maxPagePathLength = '/nl-nl/'.length + maxSlugLength;
/** The longest path that can still name a page as sent: every character percent-encoded (`%xx`). */
export const maxSentPagePathLength = 3 * maxPagePathLength;

/**
 * A request path as routing reads it. `sent` is the path as it came (no query, no origin), which
 * is what Express routes by. `segments` is the one normal form everything decides on: each
 * segment percent-decoded and lower case; empty and `.` segments dropped; `..` removing the
 * segment before it (RFC 3986 §5.2.4, never above the root). It is null when the path is not
 * one: bad percent-encoding, bytes that are not UTF-8, control characters, lone surrogates,
 * or a segment that decodes to a slash or backslash (it would read as two segments elsewhere).
 * `dotted` says a `.` or `..` segment was resolved: links are resolved before they are sent,
 * so only a hand-made request has one.
 */
export interface RequestPath {
  sent: string;
  segments: string[] | null;
  dotted: boolean;
}

/** The path of a request target in origin form (`/a/b?q`) or absolute form (`http://host/a/b?q`). */
function sentPathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  if (path.startsWith('/')) return path;
  const origin = path.match(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i);
  return origin ? path.slice(origin[0].length) || '/' : path;
}

const notInAPath = /[\p{Cc}\p{Cs}/\\]/u;

function decodeSegment(sent: string): string | null {
  let segment = sent;
  if (sent.includes('%')) {
    try {
      segment = decodeURIComponent(sent);
    } catch {
      return null;
    }
  }
  return notInAPath.test(segment) ? null : segment.toLowerCase();
}

/**
 * Segments with nothing to decode or resolve (no escapes, dots, backslashes, control characters,
 * surrogates or repeated slashes): most requests, which then need only a split (every request
 * is routed before the HTML cache answers it).
 */
const plainPath = /^(?:\/[^/%.\\\u0000-\u001f\u007f-\u009f\ud800-\udfff]+)*\/?$/;

export function normalizePath(url: string): RequestPath {
  const sent = sentPathOf(url);
  if (plainPath.test(sent))
    return {
      sent,
      segments: sent
        .toLowerCase()
        .split('/')
        .filter((segment) => segment !== ''),
      dotted: false,
    };
  if (!sent.startsWith('/')) return { sent, segments: null, dotted: false };
  const segments: string[] = [];
  let dotted = false;
  for (const part of sent.split('/')) {
    const segment = decodeSegment(part);
    if (segment === null) return { sent, segments: null, dotted };
    if (segment === '.' || segment === '..') dotted = true;
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return { sent, segments, dotted };
}

/** The first segment of the path as sent, lower case: what a router matching mount paths sees. */
export function sentFirstSegment(path: RequestPath): string {
  return path.sent.split('/', 2)[1]?.toLowerCase() ?? '';
}

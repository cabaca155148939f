import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedPage, ResponseHeaderLists } from '../cache/html-cache';

/**
 * Published pages: browsers revalidate every time (max-age=0, answered by a 304 from the
 * in-memory copy without a database read or a render), while a CDN may serve its copy for a
 * minute (s-maxage=60: a shared cache does not hear our events, so a publish shows within a
 * minute there) and keep answering from a stale copy for ten more while it refetches in the
 * background (stale-while-revalidate=600), so visitors never wait on a revalidation. When the
 * gateway answers an error instead (its database away), the CDN may serve its copy for a day
 * (stale-if-error=86400).
 */
export const publicCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
/** Drafts and anything personal: never stored anywhere. */
export const privateCacheControl = 'private, no-store';

/** br, then gzip, then none; an encoding with q=0 is refused by the client. */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined) return 'identity';
  const known = encodingMemo.get(acceptEncoding);
  if (known) return known;
  const encoding = parseAcceptEncoding(acceptEncoding);
  // Browsers send a handful of distinct values; anything else is not worth keeping forever.
  if (encodingMemo.size >= 64) encodingMemo.clear();
  encodingMemo.set(acceptEncoding, encoding);
  return encoding;
}

type Encoding = 'br' | 'gzip' | 'identity';
const encodingMemo = new Map<string, Encoding>();

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

const noServerHeaders: readonly string[] = [];

/**
 * Every header list a cached page can answer with (304, identity, gzip, br), each complete and
 * flat, in the order the answers always had: Cache-Control, Vary, ETag, the server's headers,
 * Content-Type, Content-Length, Content-Encoding.
 */
export function headerListsOf(entry: CachedPage, cacheControl: string, serverHeaders: readonly string[]): ResponseHeaderLists {
  const common = ['Cache-Control', cacheControl, 'Vary', 'Accept-Encoding', 'ETag', entry.etag, ...serverHeaders];
  // Surrogate keys only on what a shared cache may keep (Fastly-style and Varnish xkey).
  if (entry.keyHeader && cacheControl.startsWith('public')) common.push('Surrogate-Key', entry.keyHeader, 'xkey', entry.keyHeader);
  const withBody = (body: Buffer, encoding?: string) => {
    const headers = [...common, 'Content-Type', entry.contentType, 'Content-Length', String(body.length)];
    if (encoding) headers.push('Content-Encoding', encoding);
    return headers;
  };
  return { cacheControl, serverHeaders, notModified: common, identity: withBody(entry.identity), gzip: withBody(entry.gzip, 'gzip'), br: withBody(entry.br, 'br') };
}

/** The entry's header lists for these headers, made on first use and kept on the entry. */
function preparedHeaders(entry: CachedPage, cacheControl: string, serverHeaders: readonly string[]): ResponseHeaderLists {
  const kept = entry.headerLists;
  if (kept && kept.serverHeaders === serverHeaders && kept.cacheControl === cacheControl) return kept;
  entry.headerLists = headerListsOf(entry, cacheControl, serverHeaders);
  return entry.headerLists;
}

/**
 * A cached page in the encoding the client takes, or 304 when its copy is current. This is the
 * hot path: the headers are the entry's precomputed list (see `headerListsOf`), so a hit is one
 * `writeHead` and one `end`. `serverHeaders` is a flat [name, value, …] list the server adds
 * (its security headers); pass the same array every time, or the lists are made anew.
 */
export function sendCached(req: IncomingMessage, res: ServerResponse, entry: CachedPage, cacheControl = publicCacheControl, serverHeaders: readonly string[] = noServerHeaders): void {
  const lists = preparedHeaders(entry, cacheControl, serverHeaders);
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && entry.status === 200 && matchesEtag(ifNoneMatch, entry.etag)) {
    res.writeHead(304, lists.notModified as string[]);
    res.end();
    return;
  }
  const encoding = encodingFor(req.headers['accept-encoding']);
  res.writeHead(entry.status, lists[encoding] as string[]);
  res.end(req.method === 'HEAD' ? undefined : entry[encoding]);
}

/** A response made for this request only (redirects, 404s, previews, errors). */
export function sendOnce(req: IncomingMessage, res: ServerResponse, status: number, contentType: string, body: string, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}

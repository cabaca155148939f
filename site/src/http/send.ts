import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedPage } from '../cache/html-cache';

/**
 * Published pages: browsers revalidate every time (max-age=0, answered by a 304 from the
 * in-memory copy without a database read or a render), while a CDN may serve its copy for a
 * minute (s-maxage=60: a shared cache does not hear our events, so a publish shows within a
 * minute there) and keep answering from a stale copy for ten more while it refetches in the
 * background (stale-while-revalidate=600), so visitors never wait on a revalidation.
 */
export const publicCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Drafts and anything personal: never stored anywhere. */
export const privateCacheControl = 'private, no-store';

/** br, then gzip, then none; an encoding with q=0 is refused by the client. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
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

/**
 * A cached page in the encoding the client takes, or 304 when its copy is current. All headers go
 * out in one `writeHead` with a flat list (cheaper than one `setHeader` each: this is the hot
 * path); `extraHeaders` is a flat [name, value, …] list the server adds (its security headers).
 */
export function sendCached(req: IncomingMessage, res: ServerResponse, entry: CachedPage, cacheControl = publicCacheControl, extraHeaders: readonly string[] = []): void {
  const common = ['Cache-Control', cacheControl, 'Vary', 'Accept-Encoding', 'ETag', entry.etag, ...extraHeaders];
  if (entry.status === 200 && matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const encoding = encodingFor(req.headers['accept-encoding']);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
  const headers = [...common, 'Content-Type', entry.contentType, 'Content-Length', String(body.length)];
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A response made for this request only (redirects, 404s, previews, errors). */
export function sendOnce(req: IncomingMessage, res: ServerResponse, status: number, contentType: string, body: string, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}

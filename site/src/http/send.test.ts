import type { IncomingMessage, ServerResponse } from 'node:http';
import { cachedPage } from '../cache/html-cache';
import { encodingFor, headerListsOf, publicCacheControl, sendCached } from './send';

/**
 * The cached-page hot path: every answer of an entry goes out with a header list made once, the
 * same headers (and order) the per-request code used to build, and 304/HEAD keep working.
 */
const serverHeaders = ['X-Content-Type-Options', 'nosniff', 'X-Frame-Options', 'SAMEORIGIN'];
const entryOf = () => cachedPage({ status: 200, contentType: 'text/html; charset=utf-8', body: '<p>hello hello hello hello</p>' }, 0);

interface Sent {
  status: number;
  headers: string[];
  body: Buffer | undefined;
}

function exchange(headers: Record<string, string>, method = 'GET'): { req: IncomingMessage; res: ServerResponse; sent: Sent } {
  const sent: Sent = { status: 0, headers: [], body: undefined };
  const res = {
    writeHead(status: number, list: string[]) {
      sent.status = status;
      sent.headers = list;
      return res;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  };
  return { req: { method, headers } as unknown as IncomingMessage, res: res as unknown as ServerResponse, sent };
}

/** The list the per-request code built before the lists were precomputed. */
function slowPathHeaders(entry: ReturnType<typeof entryOf>, encoding: 'identity' | 'gzip' | 'br'): string[] {
  const body = entry[encoding];
  const headers = ['Cache-Control', publicCacheControl, 'Vary', 'Accept-Encoding', 'ETag', entry.etag, ...serverHeaders, 'Content-Type', entry.contentType, 'Content-Length', String(body.length)];
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  return headers;
}

describe('sendCached', () => {
  it('sends the headers the per-request code built, for each encoding', () => {
    const entry = entryOf();
    for (const [acceptEncoding, encoding] of [
      ['', 'identity'],
      ['gzip, deflate', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const { req, res, sent } = exchange(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      sendCached(req, res, entry, publicCacheControl, serverHeaders);
      expect(sent.status).toBe(200);
      expect(sent.headers).toEqual(slowPathHeaders(entry, encoding));
      expect(sent.body).toBe(entry[encoding]);
    }
  });

  it('makes the lists once per entry and reuses them while the server headers are the same list', () => {
    const entry = entryOf();
    const first = exchange({});
    sendCached(first.req, first.res, entry, publicCacheControl, serverHeaders);
    const again = exchange({});
    sendCached(again.req, again.res, entry, publicCacheControl, serverHeaders);
    expect(again.sent.headers).toBe(first.sent.headers);

    const otherHeaders = ['X-Frame-Options', 'DENY'];
    const other = exchange({});
    sendCached(other.req, other.res, entry, publicCacheControl, otherHeaders);
    expect(other.sent.headers).not.toBe(first.sent.headers);
    expect(other.sent.headers).toContain('DENY');
    expect(other.sent.headers).not.toContain('SAMEORIGIN');
  });

  it('answers 304 without a body when the ETag matches, weak or strong, and the page otherwise', () => {
    const entry = entryOf();
    const strong = entry.etag.replace(/^W\//, '');
    for (const ifNoneMatch of [entry.etag, strong, `"other", ${entry.etag}`, '*']) {
      const { req, res, sent } = exchange({ 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' });
      sendCached(req, res, entry, publicCacheControl, serverHeaders);
      expect(sent.status).toBe(304);
      expect(sent.body).toBeUndefined();
      expect(sent.headers).toEqual(['Cache-Control', publicCacheControl, 'Vary', 'Accept-Encoding', 'ETag', entry.etag, ...serverHeaders]);
    }
    const stale = exchange({ 'if-none-match': 'W/"something-else"' });
    sendCached(stale.req, stale.res, entry, publicCacheControl, serverHeaders);
    expect(stale.sent.status).toBe(200);
    expect(stale.sent.body).toBe(entry.identity);
  });

  it('answers HEAD with the headers of GET (Content-Length included) and no body', () => {
    const entry = entryOf();
    const { req, res, sent } = exchange({ 'accept-encoding': 'gzip' }, 'HEAD');
    sendCached(req, res, entry, publicCacheControl, serverHeaders);
    expect(sent.headers).toEqual(slowPathHeaders(entry, 'gzip'));
    expect(sent.body).toBeUndefined();
  });

  it('without server headers sends the same list minus them', () => {
    const entry = entryOf();
    const lists = headerListsOf(entry, publicCacheControl, []);
    expect(lists.identity).toEqual([
      'Cache-Control',
      publicCacheControl,
      'Vary',
      'Accept-Encoding',
      'ETag',
      entry.etag,
      'Content-Type',
      entry.contentType,
      'Content-Length',
      String(entry.identity.length),
    ]);
  });
});

describe('encodingFor', () => {
  it('prefers br, then gzip, honours q=0 and *, and gives the same answer when asked again', () => {
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'identity'],
      ['', 'identity'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['*', 'br'],
      ['*;q=0', 'identity'],
      ['identity', 'identity'],
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const [header, expected] of cases) expect([header, encodingFor(header)]).toEqual([header, expected]);
    }
  });
});

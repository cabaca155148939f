import { createHash } from 'node:crypto';
import { print, type DocumentNode } from 'graphql';
import { SiteDataError, siteDataErrorOf, type SiteData } from './site-data';

interface Answer {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** A document's text and SHA-256, worked out once per document. */
const prepared = new WeakMap<DocumentNode, { query: string; sha256Hash: string }>();

function prepare(document: DocumentNode): { query: string; sha256Hash: string } {
  let known = prepared.get(document);
  if (!known) {
    const query = print(document);
    known = { query, sha256Hash: createHash('sha256').update(query).digest('hex') };
    prepared.set(document, known);
  }
  return known;
}

/**
 * Sends the documents to a gateway's /graphql (the site run on its own: TESSERA_GATEWAY_URL).
 * `as(req)` forwards the visitor's cookies, so the preview reads with the editor's session.
 *
 * Automatic persisted queries: a read goes out as the document's SHA-256 alone, and in full (which
 * registers it) only when the gateway answers PersistedQueryNotFound. A visitor's read (no
 * cookie) is a GET, which a cache in front of the gateway may keep; the preview's is a POST.
 */
export function httpSiteData(gatewayUrl: string, fetchImpl: typeof fetch = fetch): SiteData {
  const endpoint = `${gatewayUrl.replace(/\/$/, '')}/graphql`;
  const make = (cookie: string | undefined): SiteData => {
    const send = async (method: 'GET' | 'POST', request: { query?: string; variables?: unknown; extensions?: unknown }): Promise<{ response: Response; body: Answer }> => {
      // The preflight header satisfies Apollo's CSRF prevention for a GET (it has no content type).
      const headers: Record<string, string> = { accept: 'application/json', 'apollo-require-preflight': 'true', ...(cookie ? { cookie } : {}) };
      let response: Response;
      try {
        response =
          method === 'GET'
            ? await fetchImpl(`${endpoint}?${searchParams(request)}`, { method, headers })
            : await fetchImpl(endpoint, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(request) });
      } catch {
        throw new SiteDataError('G_01');
      }
      return { response, body: (await response.json().catch(() => ({}))) as Answer };
    };

    return {
      async execute(document, variables) {
        const { query, sha256Hash } = prepare(document);
        const extensions = { persistedQuery: { version: 1, sha256Hash } };
        let { response, body } = await send(cookie ? 'POST' : 'GET', { variables, extensions });
        const persisted = body.errors?.find((error) => error.message === 'PersistedQueryNotFound' || error.message === 'PersistedQueryNotSupported');
        if (persisted) {
          ({ response, body } = await send('POST', { query, variables, ...(persisted.message === 'PersistedQueryNotFound' ? { extensions } : {}) }));
        }
        if (body.errors?.length) throw siteDataErrorOf(body.errors);
        if (!response.ok || body.data == null) throw new SiteDataError('G_01');
        return body.data as never;
      },
      as: (req) => make(req.headers.cookie),
    };
  };
  return make(undefined);
}

/** A GraphQL-over-HTTP GET's query string: each member JSON-encoded. */
function searchParams(request: { variables?: unknown; extensions?: unknown }): string {
  const params = new URLSearchParams();
  if (request.variables !== undefined) params.set('variables', JSON.stringify(request.variables));
  params.set('extensions', JSON.stringify(request.extensions));
  return params.toString();
}

import { print } from 'graphql';
import { SiteDataError, siteDataErrorOf, type SiteData } from './site-data';

/**
 * Sends the documents to a gateway's /graphql (the site run on its own: TESSERA_GATEWAY_URL).
 * `as(req)` forwards the visitor's cookies, so the preview reads with the editor's session.
 */
export function httpSiteData(gatewayUrl: string, fetchImpl: typeof fetch = fetch): SiteData {
  const endpoint = `${gatewayUrl.replace(/\/$/, '')}/graphql`;
  const make = (cookie: string | undefined): SiteData => ({
    async execute(document, variables) {
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ query: print(document), variables }),
        });
      } catch {
        throw new SiteDataError('G_01');
      }
      const body = (await response.json().catch(() => ({}))) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
      if (body.errors?.length) throw siteDataErrorOf(body.errors);
      if (!response.ok || body.data == null) throw new SiteDataError('G_01');
      return body.data as never;
    },
    as: (req) => make(req.headers.cookie),
  });
  return make(undefined);
}

import type { IncomingMessage } from 'node:http';
import { startTestGateway, type TestGateway } from '@tessera/testing';
import { PreviewViewerDocument, SiteSettingsDocument, SiteTextDocument } from '../generated/graphql';
import { httpSiteData } from './http-site-data';
import { SiteDataError } from './site-data';

/**
 * The site run alone reads the gateway over HTTP with automatic persisted queries: the hash
 * first (a GET for visitors, a POST with the editor's cookie for the preview), the whole document
 * only when the gateway does not know it yet.
 */

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.stop();
});

interface Sent {
  method: string;
  /** The request's query text, if it carried one. */
  query?: string;
  hash?: string;
  cookie?: string;
}

/** A fetch that goes to the gateway and notes what each request carried. */
function recordingFetch(sent: Sent[]): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const request = method === 'GET' ? { query: url.searchParams.get('query') ?? undefined, extensions: JSON.parse(url.searchParams.get('extensions') ?? '{}') } : JSON.parse(String(init.body));
    const headers = new Headers(init.headers);
    sent.push({ method, query: request.query, hash: request.extensions?.persistedQuery?.sha256Hash, cookie: headers.get('cookie') ?? undefined });
    return fetch(input, init);
  };
}

describe('the site reading over HTTP', () => {
  it('sends the hash alone as a GET, the document only the first time, and reads the same data', async () => {
    const sent: Sent[] = [];
    const data = httpSiteData(gateway.url, recordingFetch(sent));

    const first = await data.execute(SiteSettingsDocument);
    expect(first.settings.availableLocales).toContain('en-gb');
    expect(sent.map(({ method, query }) => [method, query === undefined ? 'hash' : 'document'])).toEqual([
      ['GET', 'hash'],
      ['POST', 'document'],
    ]);
    expect(sent[1].hash).toBe(sent[0].hash);
    expect(sent[0].hash).toMatch(/^[0-9a-f]{64}$/);

    sent.length = 0;
    expect(await data.execute(SiteSettingsDocument)).toEqual(first);
    expect(sent.map(({ method, query }) => [method, query === undefined ? 'hash' : 'document'])).toEqual([['GET', 'hash']]);

    // Another site process: the gateway already knows the document.
    const others: Sent[] = [];
    expect(await httpSiteData(gateway.url, recordingFetch(others)).execute(SiteSettingsDocument)).toEqual(first);
    expect(others.map(({ query }) => query)).toEqual([undefined]);
  });

  it('sends the variables with the hash', async () => {
    const admin = await gateway.admin();
    for (const locale of ['en-gb', 'nl-nl']) {
      const saved = await admin.rest('PUT', `/api/tessera/site-content/texts/footer/${locale}`, { value: { text: `<p>Footer ${locale}</p>` } });
      expect(saved.status).toBe(200);
    }
    const sent: Sent[] = [];
    const data = httpSiteData(gateway.url, recordingFetch(sent));
    const english = await data.execute(SiteTextDocument, { locale: 'en-gb', key: 'footer' });
    const dutch = await data.execute(SiteTextDocument, { locale: 'nl-nl', key: 'footer' });
    expect(english.siteText.value).toEqual(expect.objectContaining({ text: '<p>Footer en-gb</p>' }));
    expect(dutch.siteText.value).toEqual(expect.objectContaining({ text: '<p>Footer nl-nl</p>' }));
    expect(sent.map(({ query }) => (query === undefined ? 'hash' : 'document'))).toEqual(['hash', 'document', 'hash']);
  });

  it("reads the preview with the editor's cookie by POST, hash first", async () => {
    const editor = await gateway.admin();
    const sent: Sent[] = [];
    const data = httpSiteData(gateway.url, recordingFetch(sent)).as({ headers: { cookie: editor.cookie! } } as IncomingMessage);
    const { me } = await data.execute(PreviewViewerDocument);
    expect(me?.id).toEqual(expect.any(Number));
    expect(sent.map(({ method, query, cookie }) => [method, query === undefined ? 'hash' : 'document', cookie])).toEqual([
      ['POST', 'hash', editor.cookie],
      ['POST', 'document', editor.cookie],
    ]);
    sent.length = 0;
    expect((await data.execute(PreviewViewerDocument)).me?.id).toBe(me?.id);
    expect(sent.map(({ query }) => query)).toEqual([undefined]);
  });

  it("keeps the API's code when the gateway refuses a read", async () => {
    const data = httpSiteData(gateway.url);
    const refusal = data.execute(SiteTextDocument, { locale: 'en-gb', key: 'no-such-text' });
    await expect(refusal).rejects.toEqual(expect.any(SiteDataError));
    await expect(refusal).rejects.toMatchObject({ code: 'V_12', property: 'key' });
  });
});

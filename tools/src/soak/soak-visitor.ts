import { pick, think, type Answer, type SoakClient } from './soak-client';

/** What the visitors read, found on the site after seeding (see soak.ts). */
export interface SiteMap {
  /** Every published page's path (from sitemap.xml), all locales. */
  pages: string[];
  /** The most visited ones: the home pages and top-level pages of the default locale. */
  popular: string[];
  /** Pages with the contact form, per locale. */
  contact: Array<{ path: string; locale: string }>;
  /** The search page of each locale, with words to search for in it. */
  search: Array<{ path: string; locale: string; terms: string[] }>;
}

/** How often a visitor stays under the contact form's limit: 5 per client per 10 minutes. */
const contactLimit = { count: 4, windowMs: 10 * 60_000 };

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');

/** The CSRF token a site page carries for its islands (`<meta name="csrf-token">`). */
export function pageToken(html: string): string | undefined {
  return attribute(html, /<meta name="csrf-token" content="([^"]+)"/);
}

/**
 * One visitor with a browser: reads pages (the popular ones most, any page in any locale
 * sometimes, now and then with a campaign query string), revalidates pages it has seen with
 * If-None-Match like a browser does for max-age=0, fetches a page's stylesheet, island scripts and
 * images once (its browser cache), searches on /zoeken as the search island does, and rarely sends
 * the contact form as its island does. Thinks 2–10 s between page views.
 */
export async function runVisitor(client: SoakClient, site: SiteMap, deadline: number, index: number): Promise<void> {
  const seenAssets = new Set<string>();
  const etags = new Map<string, string>();
  const contactSent: number[] = [];

  /**
   * A picture that is not (or no longer) on a published page is not public: when an editor
   * published a new picture between this visitor's page and its picture, the old one answers
   * 404. That is right, not an error, but only if the page really changed: it is read again.
   */
  const image = async (url: string, page: string) => {
    const answer = await client.call('visitor: image', url, { expect: [200, 404] });
    if (answer?.status !== 404) return;
    const now = await client.call('visitor: image recheck', page);
    const id = /imageID=(\d+)/.exec(url)?.[1];
    if (now && id && new RegExp(`imageID=${id}(?!\\d)`).test(now.text)) client.recorder.fail('visitor: image', 0, 404, 'still on the page', `${url} answered 404 while ${page} shows it`);
    else client.recorder.ok('visitor: image replaced meanwhile (404 right)', 0);
  };

  const assets = async (html: string, page: string) => {
    const urls = [
      ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/<img [^>]*?src="([^"]+)"/g)].map((m) => m[1]),
    ].map((url) => url.replace(/&amp;/g, '&'));
    for (const url of urls) {
      if (seenAssets.has(url) || !url.startsWith('/')) continue;
      seenAssets.add(url);
      if (url.includes('/medialib/')) await image(url, page);
      else await client.call('visitor: css/island', url);
    }
  };

  const read = async (kind: string, path: string): Promise<Answer | null> => {
    const answer = await client.call(kind, path);
    if (answer) {
      const etag = answer.headers.get('etag');
      if (etag) etags.set(path, etag);
      await assets(answer.text, path);
    }
    return answer;
  };

  const revalidate = async () => {
    const [path, etag] = pick([...etags]);
    // A copy that changed since (an editor published) comes back whole: 200 is as right as 304.
    await client.call('visitor: revalidate', path, { headers: { 'if-none-match': etag }, expect: [304, 200] });
  };

  const search = async () => {
    const page = pick(site.search);
    const answer = await read('visitor: search page', page.path);
    const token = answer && pageToken(answer.text);
    if (!token) return;
    client.setCookie('tessera_site_csrf', token);
    // Typing: the island asks after a pause, sometimes once more for a longer word or page two.
    const term = pick(page.terms);
    const ask = (words: string, offset: number) =>
      client.postJson('visitor: search', '/api/tessera/search/search', { term: words, locales: Math.random() < 0.7 ? [page.locale] : [], pageTypes: [], count: 10, offset }, token, {
        check: ({ text }) => (Array.isArray((JSON.parse(text) as { results?: unknown }).results) ? null : 'no results list'),
      });
    await ask(term.slice(0, Math.max(3, term.length - 2)), 0);
    await think(300, 1500, deadline);
    await ask(term, Math.random() < 0.2 ? 10 : 0);
  };

  const contact = async () => {
    const now = Date.now();
    while (contactSent.length > 0 && now - contactSent[0] > contactLimit.windowMs) contactSent.shift();
    if (contactSent.length >= contactLimit.count) return read('visitor: page (any)', pick(site.pages));
    const form = pick(site.contact);
    const answer = await read('visitor: contact page', form.path);
    const token = answer && pageToken(answer.text);
    if (!token) return;
    await think(3000, 8000, deadline);
    if (Date.now() >= deadline) return;
    client.setCookie('tessera_site_csrf', token);
    contactSent.push(Date.now());
    await client.postJson(
      'visitor: contact submit',
      '/api/tessera/contact/submit',
      {
        firstName: 'Soak',
        lastName: `Visitor ${index}`,
        email: `visitor${index}@example.com`,
        phone: `+31 20 555 ${String(1000 + index).slice(-4)}`,
        message: `Hello, visitor ${index} here.\nPlease call me back about your services.`,
        privacyAccepted: true,
        locale: form.locale,
        website: '',
      },
      token,
      { check: ({ text }) => ((JSON.parse(text) as { Success?: boolean }).Success === true ? null : 'Success not true') },
    );
  };

  while (Date.now() < deadline) {
    const roll = Math.random();
    if (roll < 0.5) await read('visitor: page (popular)', pick(site.popular));
    else if (roll < 0.7) await read('visitor: page (any)', pick(site.pages));
    else if (roll < 0.75) await read('visitor: page (query string)', `${pick(site.pages)}?utm_source=soak&utm_campaign=v${index}-${Math.floor(Math.random() * 1000)}`);
    else if (roll < 0.87 && etags.size > 0) await revalidate();
    else if (roll < 0.985) await search();
    else await contact();
    await think(2000, 10_000, deadline);
  }
}

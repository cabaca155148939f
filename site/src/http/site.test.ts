import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import tesseraConfig from '../../tessera.config';
import { httpSiteData } from '../data/http-site-data';
import { createSite } from './site-handler';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { signSiteCsrfToken, siteCsrfMaxAgeMs } from '../csrf/site-csrf-token';

/**
 * The public site over HTTP against the real gateway (SPEC §2 public routes): pages by path with
 * a locale prefix, 301 for renamed pages, the locale's 404 page, head tags, the sitemap, the
 * HTML cache (ETag/304, compressed copies, no database read on a hit, invalidation by events
 * across two gateways on one database) and the site's signed double-submit CSRF token.
 */
const secret = 'site-test-secret-0123456789';
let gateway: TestGateway;
let admin: TestClient;
const api = '/api/tessera/page';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
  text: string;
}

/** A GET with exactly these headers (fetch would add Accept-Encoding and decompress). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, bytes, text: bytes.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const site = (path: string, headers: Record<string, string> = {}) => get(gateway.url, path, headers);

async function publishNew(slug: string, options: { locale?: string; type?: string; title?: string; seo?: Record<string, unknown>; blocks?: unknown[] } = {}) {
  const created = await admin.rest('POST', `${api}/create`, { title: options.title ?? slug, slug, type: options.type ?? 'content-page', locale: options.locale ?? 'en-gb' });
  expect(created.status).toBe(200);
  await publishVersion(created.body.pageVersionID, options);
  return { pageID: created.body.pageID as number, versionID: created.body.pageVersionID as number };
}

async function publishVersion(versionID: number, options: { title?: string; seo?: Record<string, unknown>; blocks?: unknown[] } = {}) {
  const stored = await admin.rest('POST', `${api}/version/${versionID}/store-and-publish`, {
    title: options.title ?? 'A page',
    blocks: options.blocks ?? [{ type: 'rich-text', key: 'main', props: { heading: 'Hello', body: '<p>Body text</p>' } }],
    ...options.seo,
  });
  expect(stored.status).toBe(200);
  return stored.body.pageVersionID as number;
}

async function translate(pageID: number, newLocale: string, slug: string, title: string) {
  const created = await admin.rest('POST', `${api}/create-translation`, { pageID, newLocale, title, slug });
  expect(created.status).toBe(200);
  await publishVersion(created.body.pageVersionID, { title });
  return { pageID: created.body.pageID as number, versionID: created.body.pageVersionID as number };
}

async function siteText(key: string, locale: string, value: Record<string, unknown>) {
  const reply = await admin.gql('mutation Set($key: String!, $locale: String!, $value: JSONObject!) { setSiteText(key: $key, locale: $locale, value: $value) { key } }', { key, locale, value });
  expect(reply.body.errors).toBeUndefined();
}

const meta = (html: string, name: string) => html.match(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`))?.[1];

let about: { pageID: number; versionID: number };

beforeAll(async () => {
  gateway = await startTestGateway({ secret });
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

describe('pages by path', () => {
  it('answers an unknown path with a plain 404 page while the site has no 404 page', async () => {
    const answer = await site('/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('Page not found');
    expect(answer.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('serves / as the home page of the default locale, and /nl-nl as the Dutch one', async () => {
    const home = await publishNew('home', { type: 'landing-page', title: 'Welcome home' });
    await translate(home.pageID, 'nl-nl', 'home', 'Welkom thuis');
    const en = await site('/');
    expect(en.status).toBe(200);
    expect(en.text).toContain('<html lang="en-gb">');
    expect(en.text).toContain('<title>Welcome home | Tessera</title>');
    const nl = await site('/nl-nl');
    expect(nl.status).toBe(200);
    expect(nl.text).toContain('<html lang="nl-nl">');
    expect(nl.text).toContain('<title>Welkom thuis | Tessera</title>');
  });

  it('writes the head: SEO title rule, description, keywords, Open Graph, canonical, hreflang and the CSRF meta', async () => {
    about = await publishNew('about-us', {
      title: 'About us',
      seo: { seoTitle: 'All about us', seoDescription: 'Who we are & what we do', seoKeywords: ['team', 'history'] },
    });
    await translate(about.pageID, 'nl-nl', 'over-ons', 'Over ons');
    const answer = await site('/about-us');
    expect(answer.status).toBe(200);
    const html = answer.text;
    expect(html).toContain('<title>All about us | Tessera</title>');
    expect(meta(html, 'description')).toBe('Who we are &amp; what we do');
    expect(meta(html, 'keywords')).toBe('team, history');
    expect(meta(html, 'og:title')).toBe('All about us');
    expect(meta(html, 'og:description')).toBe('Who we are &amp; what we do');
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:url')).toBe('http://tessera.test/about-us');
    expect(html).toContain('<link rel="canonical" href="http://tessera.test/about-us"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en-gb" href="http://tessera.test/about-us"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="nl-nl" href="http://tessera.test/nl-nl/over-ons"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="http://tessera.test/about-us"/>');
    expect(meta(html, 'csrf-token')).toMatch(/^[\w-]{22}\.[0-9a-z]+\.[\w-]{43}$/);

    const dutch = await site('/nl-nl/over-ons');
    expect(dutch.text).toContain('<title>Over ons | Tessera</title>');
    expect(meta(dutch.text, 'description')).toBeUndefined();
    expect(meta(dutch.text, 'keywords')).toBeUndefined();
  });

  it('switches locale to the published translations: /{slug} for the default locale, /{locale}/{slug} otherwise', async () => {
    const html = (await site('/nl-nl/over-ons')).text;
    expect(html).toMatch(/<nav class="locale-switch"[^>]*>.*href="\/about-us".*href="\/nl-nl\/over-ons"/s);
    const lonely = await publishNew('only-english', { title: 'Only English' });
    expect((await site('/only-english')).text).not.toContain('class="locale-switch"');
    expect(lonely.pageID).toBeGreaterThan(0);
  });

  it('redirects a renamed page with 301 to its new path', async () => {
    const saved = await admin.rest('PUT', `${api}/${about.pageID}/save`, { slug: 'about-the-team', shouldUpdateLinks: false });
    expect(saved.status).toBe(200);
    const answer = await site('/about-us');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/about-the-team');
    expect((await site('/about-the-team')).status).toBe(200);
  });

  it("serves the locale's 404 page with status 404 once there is one", async () => {
    const notFound = await publishNew('404', { title: 'Lost?' });
    await translate(notFound.pageID, 'nl-nl', '404', 'Verdwaald?');
    const en = await site('/no/such/page');
    expect(en.status).toBe(404);
    expect(en.text).toContain('<title>Lost? | Tessera</title>');
    const nl = await site('/nl-nl/bestaat-niet');
    expect(nl.status).toBe(404);
    expect(nl.text).toContain('<title>Verdwaald? | Tessera</title>');
  });

  it('skips a block of an unknown type with a console warning and renders the others', async () => {
    const page = await publishNew('mixed-blocks', { title: 'Mixed' });
    const [row] = await gateway.sql<{ id: number; blocks: unknown[] }>('select id, blocks from page_version where page_id = ? order by id desc limit 1', [page.pageID]);
    const blocks = [{ type: 'marquee', key: 'old', props: { text: 'Blink' }, anchorPoint: '', __images: {}, __files: {} }, ...(row.blocks as unknown[])];
    await gateway.sql('update page_version set blocks = ? where id = ?', [JSON.stringify(blocks), row.id]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const answer = await site('/mixed-blocks');
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain('Blink');
      expect(answer.text).toContain('<p>Body text</p>');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('block type "marquee" is not registered'));
    } finally {
      warn.mockRestore();
    }
  });

  it('shows block images as AVIF/WebP srcsets with their size reserved, lazy below the first block, and block files as links', async () => {
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const uploaded = (await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', jpeg, 'harbour.jpg', 'image/jpeg', { path: '/' })).body.file;
    const image = { hash: uploaded.hash, fileName: 'harbour.jpg', altText: 'The harbour', fileID: uploaded.id, cropParams: null };
    const cropped = { ...image, cropParams: { x: 10, y: 20, width: 300, height: 200, rotate: 90, scaleX: 1, scaleY: 1 } };
    await publishNew('pictures', {
      blocks: [
        { type: 'image', key: 'first', props: { caption: 'Whole' }, __images: { image } },
        { type: 'image', key: 'second', props: { caption: 'Cropped' }, __images: { image: cropped } },
        { type: 'file-download', key: 'download', props: { title: 'The picture' }, __files: { file: { hash: uploaded.hash, fileName: 'harbour.jpg', fileID: uploaded.id } } },
      ],
    });
    const { text } = await site('/pictures');
    const images = [...text.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('alt="The harbour"');
    expect(images[0]).toMatch(/width="900" height="600"/);
    expect(images[0]).toContain('loading="eager"');
    expect(images[1]).toMatch(/width="200" height="300"/);
    expect(images[1]).toContain('loading="lazy"');
    expect(text).toContain(`/api/tessera/medialib/preview-image?imageID=${uploaded.id}&amp;w=640&amp;format=avif 640w`);
    expect(text).toContain(`/api/tessera/medialib/preview-crop?imageID=${uploaded.id}&amp;x=10&amp;y=20&amp;width=300&amp;height=200&amp;rotate=90`);
    expect(text).toMatch(/href="\/api\/tessera\/medialib\/get-page-file\/\d+\/block_files_download\/[0-9a-f]{64}\/harbour.jpg"/);
  });

  it('renders the cookie and privacy statements of the locale, and 404 for a locale without one', async () => {
    await siteText('cookie-statement', 'en-gb', { title: 'Cookie statement', body: '<p>Only what is needed.</p>' });
    const cookie = await site('/cookieverklaring');
    expect(cookie.status).toBe(200);
    expect(cookie.text).toContain('<p>Only what is needed.</p>');
    expect(cookie.text).toContain('<title>Cookie statement | Tessera</title>');
    expect((await site('/nl-nl/privacyverklaring')).status).toBe(404);
  });

  it('ships no script on a page without islands, and the cookie-consent island where the consent is shown', async () => {
    await publishNew('plain', { type: 'blank', title: 'Plain' });
    expect((await site('/plain')).text).not.toContain('<script');
    await siteText('cookie-consent', 'en-gb', { title: 'Cookies', message: '<p>We use only needed cookies.</p>', acceptLabel: 'OK', rejectLabel: 'No', settingsLabel: 'Settings' });
    const html = (await site('/only-english')).text;
    expect(html).toContain('We use only needed cookies.');
    expect(html).toMatch(/<script type="module" src="\/_site\/islands\/[0-9a-f]{12}\/cookie-consent\.js"><\/script>/);
  });
});

describe('the site run alone', () => {
  it('renders the same page reading the gateway over HTTP (TESSERA_GATEWAY_URL)', async () => {
    const alone = createSite({ data: httpSiteData(gateway.url), config: tesseraConfig, secret, publicUrl: 'http://tessera.test' });
    const server = createServer((req, res) => void alone.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answer = await get(base, '/nl-nl/over-ons');
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('<title>Over ons | Tessera</title>');
      expect(answer.text).toContain('hrefLang="en-gb" href="http://tessera.test/about-the-team"');
      expect((await get(base, '/gone-missing')).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every published page of every locale with its translations as alternates', async () => {
    const answer = await site('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = answer.text;
    expect(xml).toContain('<loc>http://tessera.test/</loc>');
    expect(xml).toContain('<loc>http://tessera.test/nl-nl</loc>');
    expect(xml).toContain('<loc>http://tessera.test/about-the-team</loc>');
    expect(xml).toMatch(/<loc>http:\/\/tessera\.test\/nl-nl\/over-ons<\/loc>.*<xhtml:link rel="alternate" hreflang="en-gb" href="http:\/\/tessera\.test\/about-the-team"\/>/);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://tessera.test/about-the-team"/>');
    expect(xml).not.toContain('/404<');
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the admin and the API', async () => {
    const answer = await site('/robots.txt');
    expect(answer.text).toContain('Disallow: /cmsadmin');
    expect(answer.text).toContain('Disallow: /api');
    expect(answer.text).toContain('Sitemap: http://tessera.test/sitemap.xml');
  });
});

describe('the HTML cache', () => {
  it('answers a repeat from memory without a database round trip, with ETag/304 and compressed copies', async () => {
    const first = await site('/only-english');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    // Database work for a request starts with a fork of the entity manager. The event bus, the mail
    // outbox, the durable event consumers, the schedule runner and the forgot-password requests fork
    // too, on their own timers: those forks are not counted (a consumer's poll in this window made
    // this test fail now and then).
    const em = gateway.tessera.orm.em;
    const fork = em.fork.bind(em);
    const requestForks: string[] = [];
    const forks = jest.spyOn(em, 'fork').mockImplementation((...args: Parameters<typeof em.fork>) => {
      const stack = new Error().stack ?? '';
      if (!/event-bus|mail-outbox|event-consumers|schedule-runner|account-link-requests/.test(stack)) requestForks.push(stack);
      return fork(...args);
    });
    const hitsBefore = gateway.tessera.site.cache.stats.hits;
    try {
      const again = await site('/only-english');
      const notModified = await site('/only-english', { 'if-none-match': etag });
      const brotli = await site('/only-english', { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await site('/only-english', { 'accept-encoding': 'gzip' });
      expect(requestForks).toEqual([]);
      expect(gateway.tessera.site.cache.stats.hits - hitsBefore).toBe(4);

      expect(again.text).toBe(first.text);
      // Answered before Express, with the same security headers as an answer that went through it.
      const throughExpress = await site('/not-a-cached-page');
      expect(throughExpress.headers['x-request-id']).toBeTruthy();
      expect(again.headers['x-request-id']).toBeUndefined();
      for (const header of ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'referrer-policy', 'x-frame-options']) {
        expect([header, again.headers[header]]).toEqual([header, throughExpress.headers[header]]);
        expect(again.headers[header]).toBeTruthy();
      }
      expect(notModified.status).toBe(304);
      expect(notModified.bytes.length).toBe(0);
      expect(notModified.headers.etag).toBe(etag);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.bytes).toString()).toBe(first.text);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.bytes).toString()).toBe(first.text);
    } finally {
      forks.mockRestore();
    }
  });

  it('never caches the draft preview, which needs an editor and is not indexed', async () => {
    const draft = await admin.rest('POST', `${api}/create`, { title: 'Draft', slug: 'draft-only', type: 'content-page', locale: 'en-gb' });
    const stored = await admin.rest('POST', `${api}/version/${draft.body.pageVersionID}/store`, {
      title: 'Secret draft',
      blocks: [{ type: 'rich-text', key: 'x', props: { body: '<p>Draft body</p>' } }],
    });
    expect(stored.status).toBe(200);
    const path = `/_preview/${stored.body.pageVersionID}`;
    const anonymous = await site(path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['x-robots-tag']).toBe('noindex');
    const editor = await site(path, { cookie: admin.cookie! });
    expect(editor.status).toBe(200);
    expect(editor.text).toContain('<p>Draft body</p>');
    expect(editor.headers['cache-control']).toBe('private, no-store');
    expect(editor.headers['x-robots-tag']).toBe('noindex');
    expect((await site('/draft-only')).status).toBe(404);
  });

  it('is emptied on one gateway within a second when a page is published on another on the same database', async () => {
    const page = await publishNew('shared-news', { title: 'First edition' });
    const second = await startTestGateway({ secret, storage: gateway.storage }, { reset: false });
    try {
      expect((await get(second.url, '/shared-news')).text).toContain('First edition');
      expect((await get(second.url, '/shared-news')).text).toContain('First edition');
      expect(second.tessera.site.cache.stats.hits).toBeGreaterThan(0);

      // `admin` writes through the first gateway; its own cache hears the event before the answer.
      expect((await site('/shared-news')).text).toContain('First edition');
      const next = await admin.rest('GET', `${api}/${page.pageID}`);
      await publishVersion(next.body.latestVersionID, { title: 'Second edition' });
      expect((await site('/shared-news')).text).toContain('Second edition');

      const started = Date.now();
      let seen = '';
      while (Date.now() - started < 1000 && !seen.includes('Second edition')) {
        seen = (await get(second.url, '/shared-news')).text;
        if (!seen.includes('Second edition')) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(seen).toContain('Second edition');
    } finally {
      await second.stop();
    }
  });
});

describe('CSRF for the public site (signed double submit)', () => {
  const readPage = (client: TestClient, token: string, cookie: string) =>
    client.raw('POST', `${api}/get-by-slug`, {
      body: JSON.stringify({ slug: '/only-english' }),
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token, cookie },
    });

  const visitor = () => {
    const client = gateway.client();
    client.sendCsrf = false;
    return client;
  };

  it("accepts the page's token sent as header and as the tessera_site_csrf cookie", async () => {
    const token = meta((await site('/only-english')).text, 'csrf-token')!;
    const reply = await readPage(visitor(), token, `tessera_site_csrf=${token}`);
    expect(reply.status).toBe(200);
  });

  it('refuses a token that differs from the cookie, a forged or foreign signature, and an expired one', async () => {
    const token = meta((await site('/only-english')).text, 'csrf-token')!;
    const other = signSiteCsrfToken(secret);
    const [nonce, time, mac] = token.split('.');
    const forged = `${nonce}.${time}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const foreign = signSiteCsrfToken('another-installation-secret');
    const expired = signSiteCsrfToken(secret, Date.now() - siteCsrfMaxAgeMs - 60_000);
    for (const [header, cookie] of [
      [token, other],
      [forged, forged],
      [foreign, foreign],
      [expired, expired],
      [token, ''],
    ]) {
      const reply = await readPage(visitor(), header, `tessera_site_csrf=${cookie}`);
      expect({ header, status: reply.status }).toEqual({ header, status: 403 });
    }
  });

  it('runs a request that passes only by the site token as a visitor, even with a session cookie', async () => {
    const token = meta((await site('/only-english')).text, 'csrf-token')!;
    // A signed-in call (the page list) with the session's token, then with the site's only.
    const list = { type: 'content-page', pageIndex: 0, pageSize: 1 };
    expect((await admin.rest('POST', '/api/tessera/page/list', list)).status).toBe(200);
    const reply = await admin.raw('POST', '/api/tessera/page/list', {
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token, 'content-type': 'application/json', cookie: `${admin.cookie}; tessera_site_csrf=${token}` },
      body: JSON.stringify(list),
    });
    expect(reply.status).toBe(401);
  });
});

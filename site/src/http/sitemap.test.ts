import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import tesseraConfig from '../../tessera.config';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { httpSiteData } from '../data/http-site-data';
import { createSite, type SiteOptions } from './site-handler';

/**
 * sitemap.xml past the protocol's 50,000 URLs (issue 9): the limit is made 3 here, so seven
 * published pages make sitemap.xml an index of sitemap-1.xml … sitemap-3.xml.
 */
const secret = 'sitemap-test-secret-0123456789';
const publicUrl = 'http://tessera.test';
const api = '/api/tessera/page';
let gateway: TestGateway;
let admin: TestClient;

function get(base: string, path: string): Promise<{ status: number; type: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A site of its own over HTTP, reading the gateway (so its sitemap limit can be set). */
async function withSite<T>(options: Partial<SiteOptions>, use: (base: string) => Promise<T>): Promise<T> {
  const site = createSite({ data: httpSiteData(gateway.url), config: tesseraConfig, secret, publicUrl, ...options });
  const server = createServer((req, res) => void site.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function publish(slug: string, locale = 'en-gb'): Promise<void> {
  const created = await admin.rest('POST', `${api}/create`, { title: slug, slug, type: 'content-page', locale });
  expect(created.status).toBe(200);
  const stored = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/store-and-publish`, {
    title: slug,
    blocks: [{ type: 'rich-text', key: 'main', props: { body: `<p>${slug}</p>` } }],
  });
  expect(stored.status).toBe(200);
}

const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

beforeAll(async () => {
  gateway = await startTestGateway({ secret });
  admin = await gateway.admin();
  for (const slug of ['one', 'two', 'three', 'four', 'five', 'six', '404']) await publish(slug);
  await publish('sept', 'fr-fr');
  const draft = await admin.rest('POST', `${api}/create`, { title: 'Draft', slug: 'draft', type: 'content-page', locale: 'en-gb' });
  expect(draft.status).toBe(200);
});

afterAll(async () => {
  await gateway?.stop();
});

const every = ['one', 'two', 'three', 'four', 'five', 'six'].map((slug) => `${publicUrl}/${slug}`).concat(`${publicUrl}/fr-fr/sept`);

describe('a sitemap within the limit', () => {
  it('is one urlset of every published page (no drafts, no 404 page), and has no numbered files', async () => {
    await withSite({}, async (base) => {
      const sitemap = await get(base, '/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.text).toContain('<urlset');
      expect(locs(sitemap.text)).toEqual(every);
      expect((await get(base, '/sitemap-1.xml')).status).toBe(404);
    });
  });
});

describe('a sitemap past the limit', () => {
  it('is an index of numbered files of at most the limit each, together every page once', async () => {
    await withSite({ sitemapMaxUrls: 3 }, async (base) => {
      const index = await get(base, '/sitemap.xml');
      expect(index.status).toBe(200);
      expect(index.type).toBe('application/xml; charset=utf-8');
      expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect([...index.text.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((match) => match[1])).toEqual([1, 2, 3].map((n) => `${publicUrl}/sitemap-${n}.xml`));
      const files = await Promise.all([1, 2, 3].map((n) => get(base, `/sitemap-${n}.xml`)));
      for (const file of files) {
        expect(file.status).toBe(200);
        expect(file.text).toContain('<urlset');
      }
      expect(files.map((file) => locs(file.text).length)).toEqual([3, 3, 1]);
      expect(files.flatMap((file) => locs(file.text))).toEqual(every);
    });
  });

  it('answers 404 for a file number it does not have, and robots.txt still names sitemap.xml', async () => {
    await withSite({ sitemapMaxUrls: 3 }, async (base) => {
      expect((await get(base, '/sitemap-4.xml')).status).toBe(404);
      expect((await get(base, '/sitemap-0.xml')).status).toBe(404);
      expect((await get(base, '/robots.txt')).text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    });
  });
});

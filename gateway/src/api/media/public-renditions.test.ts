import sharp from 'sharp';
import type { DomainEvent } from '@tessera/read-model';
import { readConfig } from '@tessera/gateway';
import { Migration20261127090000_file_usage_crops } from '@tessera/schema/src/db/migrations/Migration20261127090000_file_usage_crops';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * What a visitor may fetch of an image is what the site shows: the crops, srcset widths and
 * formats of published blocks, SEO images and active site content. Anything else needs a
 * signed-in user, and what only a signed-in user asked for is kept in a bounded cache, never in
 * storage. Crop numbers are whole pixels and degrees before they name a rendition.
 */
let gateway: TestGateway;
let admin: TestClient;
const api = '/api/tessera/medialib';
/** Small, so that a few crops fill it. */
const previewCacheBytes = 400_000;

beforeAll(async () => {
  gateway = await startTestGateway({ images: { ...readConfig({}).images, previewCacheBytes } });
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

/** A photo-like JPEG (noise), so crops are not a few hundred bytes each. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

async function upload(bytes: Buffer, fileName: string) {
  const reply = await admin.upload('POST', `${api}/add-file`, 'f', bytes, fileName, 'image/jpeg', { path: '/' });
  expect(reply.status).toBe(200);
  return reply.body.file as { id: number; hash: string; fileName: string };
}

async function publish(slug: string, version: Record<string, unknown>) {
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: slug, slug, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const stored = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, { title: slug, ...version });
  expect(stored.status).toBe(200);
  return created.body.pageID as number;
}

/** Every media URL a page's HTML names (img src, srcset entries, og:image), as paths. */
function mediaUrls(html: string): string[] {
  const decoded = html.replace(/&amp;/g, '&');
  const found = [...decoded.matchAll(/(?:src|srcSet|srcset|content)="([^"]+)"/g)].flatMap(([, value]) => value.split(',').map((entry) => entry.trim().split(' ')[0]));
  return [...new Set(found.map((url) => url.replace('http://tessera.test', '')).filter((url) => url.startsWith(`${api}/`)))];
}

/** Keys under `renditions/` in storage, with their sizes. */
async function keptRenditions(): Promise<Map<string, number>> {
  const storage = gateway.tessera.services.storage;
  const kept = new Map<string, number>();
  for await (const { key } of storage.list('renditions')) kept.set(key, (await storage.size(key)) ?? 0);
  return kept;
}

const crop = (file: { id: number }, params: Record<string, number>, extra = '') =>
  `${api}/preview-crop?imageID=${file.id}&${Object.entries(params)
    .map(([name, value]) => `${name}=${value}`)
    .join('&')}${extra}`;

describe('renditions a visitor may fetch', () => {
  it('answers every image URL of a published page (blocks, SEO image, site content) and no invented crop, storing nothing for it', async () => {
    const file = await upload(await photo(900, 600), 'harbour.jpg');
    const image = { hash: file.hash, fileName: file.fileName, altText: 'The harbour', fileID: file.id };
    const turned = { x: 50.4, y: 30, width: 400, height: 250, rotate: 12, scaleX: -1, scaleY: 1 };
    const quarter = { x: 10, y: 20, width: 300, height: 200, rotate: 90, scaleX: 1, scaleY: 1 };
    const badge = await upload(await photo(300, 300), 'badge.jpg');
    const certificate = await admin.rest('POST', '/api/tessera/site-content/certificates', {
      title: 'Certified',
      image: { hash: badge.hash, fileName: badge.fileName, altText: 'Badge', fileID: badge.id, cropParams: { x: 20, y: 20, width: 200, height: 150, rotate: 0, scaleX: 1, scaleY: 1 } },
    });
    expect(certificate.status).toBe(200);
    await publish('cropped-pictures', {
      blocks: [
        { type: 'image', key: 'whole', props: { caption: 'Whole' }, __images: { image: { ...image, cropParams: null } } },
        { type: 'image', key: 'turned', props: { caption: 'Turned' }, __images: { image: { ...image, cropParams: turned } } },
        { type: 'image', key: 'quarter', props: { caption: 'Quarter' }, __images: { image: { ...image, cropParams: quarter } } },
        { type: 'certificates', key: 'badges', props: { heading: 'Badges' } },
      ],
      seoImage: [{ ...image, cropParams: { x: 0, y: 0, width: 600, height: 315, rotate: 0, scaleX: 1, scaleY: 1 } }],
    });

    const page = await gateway.client().raw('GET', '/cropped-pictures');
    expect(page.status).toBe(200);
    const urls = mediaUrls(await page.text());
    // Four blocks' pictures (three of the harbour, one badge) in 4 widths × 2 formats plus the fallback, and og:image.
    expect(urls.filter((url) => url.includes(`imageID=${badge.id}&`))).toHaveLength(9);
    expect(urls).toHaveLength(4 * 9 + 1);
    for (const url of urls) {
      const answer = await gateway.client().raw('GET', url);
      expect({ url, status: answer.status }).toEqual({ url, status: 200 });
      await answer.arrayBuffer();
    }

    const kept = await keptRenditions();
    const visitor = gateway.client();
    const invented = [
      crop(file, { ...turned, x: 51 }),
      crop(file, { ...quarter, y: 21 }, '&w=640&format=webp'),
      crop(badge, { x: 0, y: 0, width: 10, height: 10 }),
      // A width and a format the site never asks for.
      `${api}/preview-image?imageID=${file.id}&w=160`,
      `${api}/preview-image?imageID=${file.id}&w=640&format=png`,
    ];
    for (const url of invented) {
      const answer = await visitor.raw('GET', url);
      expect({ url, status: answer.status }).toEqual({ url, status: 404 });
      expect(((await answer.json()) as { Errors: { code: string }[] }).Errors[0].code).toBe('V_12');
    }
    expect(await keptRenditions()).toEqual(kept);
  });

  it('reads crop numbers as whole pixels and degrees: x=0.001 and x=0.002 are one rendition', async () => {
    const file = await upload(await photo(400, 300), 'rounding.jpg');
    const params = { y: 10, width: 200, height: 100, rotate: 0, scaleX: 1, scaleY: 1 };
    await publish('rounded-crop', {
      blocks: [{ type: 'image', key: 'one', props: {}, __images: { image: { hash: file.hash, fileName: file.fileName, altText: '', fileID: file.id, cropParams: { ...params, x: 0 } } } }],
    });
    const kept = await keptRenditions();
    const first = await gateway.client().raw('GET', crop(file, { ...params, x: 0.001 }, '&w=320&format=webp'));
    const second = await gateway.client().raw('GET', crop(file, { ...params, x: 0.002, rotate: 360 }, '&w=320&format=webp'));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await keptRenditions()).size).toBe(kept.size + 1);
  });
});

describe('after the upgrade that records crops', () => {
  it('serves visitors the crops of pages published before it, filled in from their versions', async () => {
    const file = await upload(await photo(500, 400), 'before-upgrade.jpg');
    const params = { x: 30.2, y: 40, width: 300, height: 200, rotate: 45, scaleX: 1, scaleY: -1 };
    await publish('published-before', {
      blocks: [{ type: 'image', key: 'old', props: {}, __images: { image: { hash: file.hash, fileName: file.fileName, altText: '', fileID: file.id, cropParams: params } } }],
    });
    // As an installation from before the upgrade has them: usage rows without crops.
    await gateway.sql(`update page_file_usage set crops = '[]' where file_id = ?`, [file.id]);
    const migration = new Migration20261127090000_file_usage_crops(gateway.tessera.orm.em.getDriver(), gateway.tessera.orm.config);
    await migration.up();
    const [, fill] = migration.getQueries();
    await gateway.sql(String(fill));
    gateway.tessera.services.servedFiles.onEvent({ type: 'media.changed' } as DomainEvent);
    expect((await gateway.client().raw('GET', crop(file, params, '&w=640&format=webp'))).status).toBe(200);
    expect((await gateway.client().raw('GET', crop(file, { ...params, x: 31 }, '&w=640&format=webp'))).status).toBe(404);
  });
});

describe('crops only a signed-in user asks for', () => {
  it('are made for an editor into a bounded cache, never kept in storage, however many are asked', async () => {
    const file = await upload(await photo(1200, 900), 'editing.jpg');
    const kept = await keptRenditions();
    const cache = gateway.tessera.services.previewCache;
    const first = await admin.raw('GET', crop(file, { x: 10, y: 10, width: 500, height: 400, rotate: 7, scaleX: 1, scaleY: 1 }));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^private/);
    expect(cache.bytes).toBeGreaterThan(0);
    const anonymous = await gateway.client().raw('GET', crop(file, { x: 10, y: 10, width: 500, height: 400, rotate: 7, scaleX: 1, scaleY: 1 }));
    expect(anonymous.status).toBe(404);

    let largest = 0;
    for (let i = 0; i < 60; i += 1) {
      const answer = await admin.raw('GET', crop(file, { x: i * 7, y: i * 3, width: 600, height: 500, rotate: i % 2 ? 3 : 0, scaleX: 1, scaleY: 1 }));
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
      largest = Math.max(largest, cache.bytes);
    }
    expect(largest).toBeGreaterThan(previewCacheBytes / 2);
    expect(largest).toBeLessThanOrEqual(previewCacheBytes);
    expect(await keptRenditions()).toEqual(kept);
  });
});

describe('how long caches may keep a file', () => {
  it('lets caches keep a shared file briefly (revalidated by ETag); once un-shared, visitors no longer get it', async () => {
    const file = await upload(await photo(200, 100), 'briefly.jpg');
    const share = (shared: boolean) => admin.rest('POST', `${api}/edit-file`, { id: file.id, newPath: '/', newFileName: file.fileName, shared });
    expect((await share(true)).status).toBe(200);
    const url = `${api}/preview-image?imageID=${file.id}`;
    const shared = await gateway.client().raw('GET', url);
    expect(shared.status).toBe(200);
    const cacheControl = shared.headers.get('cache-control')!;
    expect(cacheControl).toMatch(/^public, max-age=(\d+), stale-if-error=\d+$/);
    expect(Number(cacheControl.match(/max-age=(\d+)/)![1])).toBeLessThanOrEqual(300);
    const again = await gateway.client().raw('GET', url, { headers: { 'if-none-match': shared.headers.get('etag')!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);

    expect((await share(false)).status).toBe(200);
    expect((await gateway.client().raw('GET', url)).status).toBe(404);
    const editor = await admin.raw('GET', url);
    expect([editor.status, editor.headers.get('cache-control')]).toEqual([200, expect.stringMatching(/^private/)]);
  });
});

import { request } from 'node:http';
import { cacheKeys } from '@tessera/read-model';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Keyed invalidation of the HTML cache over HTTP (issue 21): an event empties the cached pages
 * that show what it changed, and only those; what a shared cache may keep names its keys
 * (Surrogate-Key / xkey), what is personal names none.
 */
let gateway: TestGateway;
let admin: TestClient;
const api = '/api/tessera/page';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function site(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${gateway.url}${path}`, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function publishNew(slug: string, options: { title?: string; blocks?: unknown[]; locale?: string } = {}) {
  const created = await admin.rest('POST', `${api}/create`, { title: options.title ?? slug, slug, type: 'content-page', locale: options.locale ?? 'en-gb' });
  expect(created.status).toBe(200);
  await publishVersion(created.body.pageVersionID, options);
  return { pageID: created.body.pageID as number, versionID: created.body.pageVersionID as number };
}

async function publishVersion(versionID: number, options: { title?: string; blocks?: unknown[] } = {}) {
  const stored = await admin.rest('POST', `${api}/version/${versionID}/store-and-publish`, {
    title: options.title ?? 'A page',
    blocks: options.blocks ?? [{ type: 'rich-text', key: 'main', props: { heading: 'Hello', body: '<p>Body text</p>' } }],
  });
  expect(stored.status).toBe(200);
  return stored.body.pageVersionID as number;
}

async function latestVersionOf(pageID: number): Promise<number> {
  return (await admin.rest('GET', `${api}/${pageID}`)).body.latestVersionID;
}

const cache = () => gateway.tessera.site.cache;
/** The cached entry of a path (peek: no hit counted), or undefined. */
const cached = (path: string) => cache().peek(path);
const keysOf = (answer: Answer) => String(answer.headers['surrogate-key'] ?? '').split(' ');

beforeAll(async () => {
  gateway = await startTestGateway({ secret: 'site-cache-keys-secret-0123456789' });
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

describe('keyed invalidation of the HTML cache', () => {
  it('names the keys of a page in Surrogate-Key and xkey, publicly cacheable', async () => {
    const page = await publishNew('keyed-a', { title: 'Keyed A' });
    const answer = await site('/keyed-a');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/^public/);
    expect(answer.headers.xkey).toBe(answer.headers['surrogate-key']);
    expect(keysOf(answer)).toEqual(
      expect.arrayContaining([
        cacheKeys.settings,
        cacheKeys.page(page.pageID),
        cacheKeys.path('en-gb', 'keyed-a'),
        cacheKeys.locale('en-gb'),
        cacheKeys.menu('en-gb'),
        cacheKeys.siteText('footer', 'en-gb'),
      ]),
    );
    // The same keys on a hit answered before Express.
    const hit = await site('/keyed-a');
    expect(hit.headers['surrogate-key']).toBe(answer.headers['surrogate-key']);
  });

  it('a publication of page A leaves page B cached and serves A fresh at once; a draft of A changes nothing', async () => {
    const a = await publishNew('pub-a', { title: 'A first' });
    await publishNew('pub-b', { title: 'B only' });
    expect((await site('/pub-a')).text).toContain('A first');
    expect((await site('/pub-b')).text).toContain('B only');
    const bEntry = cached('/pub-b');
    expect(bEntry).toBeDefined();

    // A draft is no event: A stays as published, and cached.
    const draft = await admin.rest('POST', `${api}/version/${await latestVersionOf(a.pageID)}/store`, {
      title: 'A draft',
      blocks: [{ type: 'rich-text', key: 'main', props: { body: '<p>Not yet</p>' } }],
    });
    expect(draft.status).toBe(200);
    const aEntry = cached('/pub-a');
    const stillPublished = await site('/pub-a');
    expect(stillPublished.text).toContain('A first');
    expect(stillPublished.text).not.toContain('Not yet');
    expect(cached('/pub-a')).toBe(aEntry);

    await publishVersion(draft.body.pageVersionID, { title: 'A second' });
    expect(cached('/pub-a')).toBeUndefined();
    expect(cached('/pub-b')).toBe(bEntry);
    expect((await site('/pub-a')).text).toContain('A second');
    const hitsBefore = cache().stats.hits;
    expect((await site('/pub-b')).text).toContain('B only');
    expect(cache().stats.hits).toBe(hitsBefore + 1);
  });

  it('a menu change empties every page showing that menu, and only that locale', async () => {
    const target = await publishNew('menu-target', { title: 'Menu target' });
    await publishNew('menu-shower', { title: 'Shows the menu' });
    await publishNew('menu-nl', { title: 'Dutch page', locale: 'nl-nl' });
    for (const path of ['/menu-target', '/menu-shower', '/nl-nl/menu-nl']) expect((await site(path)).status).toBe(200);
    const dutch = cached('/nl-nl/menu-nl');
    expect(dutch).toBeDefined();

    const item = await admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Our target', pageId: target.pageID, url: null });
    expect(item.status).toBe(200);
    expect(cached('/menu-target')).toBeUndefined();
    expect(cached('/menu-shower')).toBeUndefined();
    expect(cached('/nl-nl/menu-nl')).toBe(dutch);
    expect((await site('/menu-shower')).text).toContain('Our target');
  });

  it('a page in a menu, taken offline, empties the pages whose menu showed it; one in no menu does not', async () => {
    const inMenu = await publishNew('in-menu', { title: 'In the menu' });
    const outside = await publishNew('in-no-menu', { title: 'In no menu' });
    expect((await admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Listed page', pageId: inMenu.pageID, url: null })).status).toBe(200);
    await publishNew('menu-reader', { title: 'Reader' });
    expect((await site('/menu-reader')).text).toContain('Listed page');

    expect((await admin.rest('POST', `${api}/${outside.pageID}/unpublish`, {})).status).toBe(200);
    expect(cached('/menu-reader')).toBeDefined();

    expect((await admin.rest('POST', `${api}/${inMenu.pageID}/unpublish`, {})).status).toBe(200);
    expect(cached('/menu-reader')).toBeUndefined();
    expect((await site('/menu-reader')).text).not.toContain('Listed page');
  });

  it('empties the pages that link to a page when it moves, and the translations of a page when one is published', async () => {
    const target = await publishNew('link-target', { title: 'Target' });
    await publishNew('linker', { blocks: [{ type: 'rich-text', key: 'main', props: { body: '<p>See <a href="/link-target">the target</a></p>' } }] });
    await publishNew('bystander', { title: 'Bystander' });
    for (const path of ['/linker', '/bystander', '/link-target']) await site(path);
    expect(keysOf(await site('/linker'))).toContain(cacheKeys.path('en-gb', 'link-target'));

    const moved = await admin.rest('PUT', `${api}/${target.pageID}/save`, { slug: 'link-target-moved' });
    expect(moved.status).toBe(200);
    expect(cached('/linker')).toBeUndefined();
    expect(cached('/link-target')).toBeUndefined();
    expect(cached('/bystander')).toBeDefined();
    expect((await site('/link-target')).status).toBe(301);

    // A translation published: the original's locale switch now shows it.
    const original = await publishNew('original-en', { title: 'Original' });
    expect((await site('/original-en')).text).not.toContain('/nl-nl/original-nl');
    const created = await admin.rest('POST', `${api}/create-translation`, { pageID: original.pageID, newLocale: 'nl-nl', title: 'Origineel', slug: 'original-nl' });
    expect(created.status).toBe(200);
    await publishVersion(created.body.pageVersionID, { title: 'Origineel' });
    expect(cached('/original-en')).toBeUndefined();
    expect(cached('/bystander')).toBeDefined();
    expect((await site('/original-en')).text).toContain('/nl-nl/original-nl');
  });

  it('a media change empties the pages that show the file, a site text the pages showing it', async () => {
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const file = (await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', jpeg, 'keyed.jpg', 'image/jpeg', { path: '/' })).body.file;
    const image = { hash: file.hash, fileName: 'keyed.jpg', altText: 'Keyed', fileID: file.id, cropParams: null };
    await publishNew('with-image', { blocks: [{ type: 'image', key: 'first', props: { caption: 'Pic' }, __images: { image } }] });
    await publishNew('without-image', { title: 'No image' });
    await site('/with-image');
    await site('/without-image');
    expect(keysOf(await site('/with-image'))).toContain(cacheKeys.file(file.id));

    const edited = await admin.rest('POST', '/api/tessera/medialib/edit-file', { id: file.id, newPath: '/', newFileName: 'keyed.jpg', defaultAltText: 'changed', shared: true });
    expect(edited.status).toBe(200);
    expect(cached('/with-image')).toBeUndefined();
    expect(cached('/without-image')).toBeDefined();

    await site('/with-image');
    const reply = await admin.gql('mutation Set($key: String!, $locale: String!, $value: JSONObject!) { setSiteText(key: $key, locale: $locale, value: $value) { key } }', {
      key: 'footer',
      locale: 'nl-nl',
      value: { text: '<p>Voet</p>', links: [] },
    });
    expect(reply.body.errors).toBeUndefined();
    // The Dutch footer: no English page shows it.
    expect(cached('/with-image')).toBeDefined();
  });

  it('gives personal answers no surrogate keys and keeps them private', async () => {
    const draft = await admin.rest('POST', `${api}/create`, { title: 'Draft', slug: 'keyed-draft', type: 'content-page', locale: 'en-gb' });
    const preview = await site(`/_preview/${draft.body.pageVersionID}`, { cookie: admin.cookie! });
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['surrogate-key']).toBeUndefined();
    expect(preview.headers.xkey).toBeUndefined();
    const user = await admin.rest('GET', `${api}/${draft.body.pageID}`);
    expect(user.status).toBe(200);
    expect(user.headers.get('surrogate-key')).toBeNull();
  });
});

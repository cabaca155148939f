import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import type { DomainEvent } from '@tessera/read-model';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * The media library over HTTP with real files made here: sharp-generated JPEG, PNG and GIF, a
 * small PDF. Every refusal is coded and leaves nothing behind, on disk or in the database.
 */
let gateway: TestGateway;
let admin: TestClient;
const api = '/api/tessera/medialib';
const events: DomainEvent[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  gateway.tessera.events.subscribe((event) => {
    if (event.type === 'media.changed') events.push(event);
  });
});

afterAll(async () => {
  await gateway?.stop();
});

const jpeg = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();
/** Three frames of 20×10: an animated GIF. */
const frame = (red: number) =>
  sharp({ create: { width: 20, height: 10, channels: 4, background: { r: red, g: 0, b: 0, alpha: 1 } } })
    .png()
    .toBuffer();
const gif = async () =>
  sharp([await frame(10), await frame(120), await frame(250)], { join: { animated: true } })
    .gif()
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function add(bytes: Buffer, fileName: string, path = '/', type = 'application/octet-stream', client = admin) {
  return client.upload('POST', `${api}/add-file`, 'f', bytes, fileName, type, { path });
}

const errorsOf = (reply: { body: { Errors?: Array<{ code: string; property: string | null }> } }) => (reply.body.Errors ?? []).map((e) => `${e.code}:${e.property}`);

async function leftovers(): Promise<string[]> {
  return readdir(gateway.spoolDir).catch(() => []);
}

async function mkdir(path: string, folderName: string) {
  const reply = await admin.rest('POST', `${api}/create-dir`, { path, folderName });
  expect(reply.status).toBe(200);
  return reply.body.folder.path as string;
}

describe('folders and files', () => {
  it('creates folders, adds typed files from their bytes, lists and searches them', async () => {
    const before = events.length;
    const photos = await mkdir('/', 'Photos');
    expect(photos).toBe('/Photos');
    const year = await mkdir('/photos', '2026');
    expect(year).toBe('/Photos/2026');

    const added = await add(await jpeg(), 'harbour.jpg', '/Photos/2026', 'image/jpeg');
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ Success: true, file: { path: '/Photos/2026', fileName: 'harbour.jpg', kind: 'image', contentType: 'image/jpeg', width: 400, height: 300 }, warnings: [] });

    const lying = await add(await png(), 'report.pdf', '/Photos', 'application/pdf');
    expect(lying.body.file).toMatchObject({ kind: 'image', contentType: 'image/png', fileName: 'report.pdf' });
    const animated = await add(await gif(), 'spinner.gif', '/Photos');
    expect(animated.body.file).toMatchObject({ kind: 'gif', width: 20, height: 10 });
    const document = await add(pdf, 'terms.pdf', '/');
    expect(document.body.file).toMatchObject({ kind: 'document', contentType: 'application/pdf', size: pdf.length });

    const listing = await admin.rest('POST', `${api}/get-dir`, { path: '/Photos' });
    expect(listing.body.folders).toEqual([{ path: '/Photos/2026', folderName: '2026', parent: '/Photos' }]);
    expect(listing.body.files.map((f: { fileName: string }) => f.fileName)).toEqual(['report.pdf', 'spinner.gif']);

    const found = await admin.rest('POST', `${api}/search-files`, { searchTerm: 'HARB', directory: '/photos' });
    expect(found.body.files.map((f: { fileName: string }) => f.fileName)).toEqual(['harbour.jpg']);
    const outside = await admin.rest('POST', `${api}/search-files`, { searchTerm: 'terms', directory: '/Photos' });
    expect(outside.body.files).toEqual([]);

    expect(events.length - before).toBe(6);
    const audit = await gateway.sql<{ action: string }>(`select action from audit_log where action like 'media.%' order by id`);
    expect(audit.map((row) => row.action)).toEqual(['media.folder-created', 'media.folder-created', 'media.file-added', 'media.file-added', 'media.file-added', 'media.file-added']);
  });

  it('refuses what it does not take, by content, keeping nothing', async () => {
    const html = await add(Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.txt', '/', 'text/plain');
    expect([html.status, ...errorsOf(html)]).toEqual([415, 'ML_05:f']);
    const svg = await add(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', '/', 'image/svg+xml');
    expect(errorsOf(svg)).toEqual(['ML_05:f']);
    const broken = await add(Buffer.concat([(await jpeg()).subarray(0, 20)]), 'broken.jpg');
    expect(errorsOf(broken)).toEqual(['ML_05:f']);
    const text = await add(Buffer.from('Plain notes\nwith two lines\n'), 'notes.txt');
    expect(text.body.file).toMatchObject({ kind: 'document', contentType: 'text/plain; charset=utf-8' });
    expect(await leftovers()).toEqual([]);
    expect(await gateway.sql(`select 1 from media_file where file_name in ('page.txt', 'logo.svg', 'broken.jpg')`)).toEqual([]);
  });

  it('refuses names and paths that leave the library (V_12), and a taken name (ML_03)', async () => {
    for (const path of ['../etc', '/Photos/../..', '/a\u0001b', 'C:\\temp']) {
      const reply = await admin.rest('POST', `${api}/get-dir`, { path });
      expect({ path, errors: errorsOf(reply) }).toEqual({ path, errors: ['V_12:path'] });
    }
    for (const folderName of ['..', 'a/b', ' ', 'x\u0000y']) {
      const reply = await admin.rest('POST', `${api}/create-dir`, { path: '/', folderName });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.body.Errors[0].code).toMatch(/^V_(01|12)$/);
    }
    const traversal = await add(await png(), '../../escape.png', '/');
    expect(traversal.body.file.fileName).toBe('escape.png');
    expect(errorsOf(await add(await png(), 'ESCAPE.png', '/'))).toEqual(['ML_03:f']);
    expect(errorsOf(await admin.rest('POST', `${api}/create-dir`, { path: '/', folderName: 'photos' }))).toEqual(['ML_03:folderName']);
    const missing = await add(await png(), 'x.png', '/nowhere');
    expect([missing.status, ...errorsOf(missing)]).toEqual([404, 'V_12:path']);
    const noFile = await admin.upload('POST', `${api}/add-file`, 'other', Buffer.from('x'), 'x.txt', 'text/plain', { path: '/' });
    expect(errorsOf(noFile)).toEqual(['V_17:f']);
    expect(await leftovers()).toEqual([]);
  });

  it('lets one of two uploads of the same name at once win; the other gets ML_03', async () => {
    const [a, b] = await Promise.all([add(await jpeg(), 'race.jpg'), add(await png(), 'race.jpg')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([...errorsOf(a), ...errorsOf(b)]).toEqual(['ML_03:f']);
    expect(await gateway.sql(`select id from media_file where file_name = 'race.jpg'`)).toHaveLength(1);
  });

  it('keeps the bytes of a file deleted while an upload of the same bytes has not committed yet', async () => {
    const first = (await add(await jpeg(120, 90), 'shared-bytes-a.jpg')).body.file;
    const storedBytes = () => gateway.tessera.services.storage.size(`media/${first.hash.slice(0, 2)}/${first.hash}`);
    const size = await storedBytes();
    expect(size).toBeGreaterThan(0);
    // An upload of the same bytes, caught between putting them in place and committing its row:
    // it holds the hash's lock and its row is not visible to anyone else yet. (Only the PostgreSQL
    // server can show the race: the embedded one runs one transaction at a time.)
    const em = gateway.tessera.orm.em.fork();
    let deleting: Promise<{ status: number }> | null = null;
    let secondId = 0;
    await em.transactional(async (tx) => {
      await tx.execute(`select pg_advisory_xact_lock(hashtext('tessera:blob:' || ?))`, [first.hash]);
      const columns = (
        await tx.execute<{ column_name: string }[]>(
          `select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'media_file' and column_name not in ('id', 'file_name')`,
        )
      )
        .map((row) => row.column_name)
        .join(', ');
      [{ id: secondId }] = await tx.execute<{ id: number }[]>(`insert into media_file (file_name, ${columns}) select 'shared-bytes-b.jpg', ${columns} from media_file where id = ? returning id`, [
        first.id,
      ]);
      // Meanwhile the other file with these bytes is deleted: finding the bytes unused must wait.
      deleting = admin.rest('POST', `${api}/delete-file`, { id: first.id });
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect((await deleting!).status).toBe(200);
    // The bytes are still there for the second file (a served preview could come from a rendition).
    expect(await storedBytes()).toBe(size);
    expect(secondId).toBeGreaterThan(0);
  });

  it('refuses a file over 100 MB with ML_01 and leaves nothing on disk', async () => {
    const reply = await add(Buffer.alloc(100 * 1024 * 1024 + 1, 1), 'huge.bin');
    expect([reply.status, ...errorsOf(reply)]).toEqual([413, 'ML_01:f']);
    expect(await leftovers()).toEqual([]);
    expect(await gateway.sql(`select id from media_file where file_name = 'huge.bin'`)).toEqual([]);
  });

  it('moves and renames files (ML_02 onto a taken name) and folders with everything below', async () => {
    const folder = await mkdir('/', 'Move');
    const one = (await add(await png(), 'one.png', folder)).body.file;
    await add(await png(), 'two.png', folder);
    const onto = await admin.rest('POST', `${api}/move-file`, { id: one.id, newPath: folder, newFileName: 'TWO.png' });
    expect([onto.status, ...errorsOf(onto)]).toEqual([409, 'ML_02:newFileName']);
    const renamed = await admin.rest('POST', `${api}/edit-file`, { id: one.id, newPath: '/', newFileName: 'first.png', defaultAltText: 'The first', shared: true });
    expect(renamed.body.file).toMatchObject({ path: '/', fileName: 'first.png', defaultAltText: 'The first', shared: true });

    await mkdir(folder, 'Inner');
    await add(await png(), 'deep.png', `${folder}/Inner`);
    const moved = await admin.rest('POST', `${api}/move-directory`, { oldPath: '/Move', newPath: '/Photos/Moved' });
    expect(moved.body).toMatchObject({ Success: true, path: '/Photos/Moved' });
    const inner = await admin.rest('POST', `${api}/get-dir`, { path: '/Photos/Moved/Inner' });
    expect(inner.body.files.map((f: { fileName: string }) => f.fileName)).toEqual(['deep.png']);
    expect((await admin.rest('POST', `${api}/get-dir`, { path: '/Move' })).status).toBe(404);
    const intoItself = await admin.rest('POST', `${api}/move-directory`, { oldPath: '/Photos/Moved', newPath: '/Photos/Moved/Inner/Again' });
    expect(errorsOf(intoItself)).toEqual(['V_12:newPath']);
    const onto2 = await admin.rest('POST', `${api}/move-directory`, { oldPath: '/Photos/Moved', newPath: '/Photos/2026' });
    expect(errorsOf(onto2)).toEqual(['ML_02:newPath']);
  });

  it('adds hosted videos by link; anything else is V_13', async () => {
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const reply = await admin.rest('POST', `${api}/add-video`, { path: '/', url, fileName: `video ${url.length}` });
      expect(reply.status).toBe(200);
      expect(reply.body.file.kind).toBe('video');
      expect(reply.body.file.video.embedUrl).toMatch(/^https:\/\/(www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ|player\.vimeo\.com\/video\/76979871)$/);
    }
    const bad = await admin.rest('POST', `${api}/add-video`, { path: '/', url: 'https://example.com/watch?v=dQw4w9WgXcQ' });
    expect(errorsOf(bad)).toEqual(['V_13:url']);
  });

  it('refuses visitors (UM_01) and changes nothing', async () => {
    const visitor = await gateway.client().start();
    expect(errorsOf(await visitor.rest('POST', `${api}/get-dir`, { path: '/' }))).toEqual(['UM_01:null']);
    const upload = await add(await png(), 'visitor.png', '/', 'image/png', visitor);
    expect(upload.status).toBe(401);
    expect(await gateway.sql(`select id from media_file where file_name = 'visitor.png'`)).toEqual([]);
  });
});

describe('serving and cropping', () => {
  it('crops with Cropper.js data, caches the result, and answers 304 to a known ETag', async () => {
    const { id } = (await add(await jpeg(400, 300), 'crop.jpg')).body.file;
    const query = `imageID=${id}&x=50&y=40&width=200&height=100&rotate=0&scaleX=1&scaleY=1`;
    const first = await admin.raw('GET', `${api}/preview-crop?${query}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 200, height: 100 });
    const turned = await admin.raw('GET', `${api}/preview-crop?imageID=${id}&x=0&y=0&width=300&height=400&rotate=90&scaleX=-1&scaleY=1&format=webp`);
    expect(await sharp(Buffer.from(await turned.arrayBuffer())).metadata()).toMatchObject({ width: 300, height: 400, format: 'webp' });
    const again = await admin.raw('GET', `${api}/preview-crop?${query}`, {
      // fetch adds `Cache-Control: no-cache` to a conditional request unless told otherwise, as a browser does.
      headers: { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    for (const bad of ['width=-1', 'width=abc', 'scaleX=2', 'x=9999']) {
      const reply = await admin.raw('GET', `${api}/preview-crop?imageID=${id}&x=0&y=0&width=10&height=10&${bad}`);
      expect({ bad, status: reply.status, code: ((await reply.json()) as { Errors: { code: string }[] }).Errors[0].code }).toEqual({ bad, status: 400, code: 'V_12' });
    }
  });

  it('serves the whole image upright without metadata, a srcset width, documents with ranges', async () => {
    const withGps = await sharp({ create: { width: 80, height: 40, channels: 3, background: 'white' } })
      .withMetadata({ orientation: 6, exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' } } })
      .jpeg()
      .toBuffer();
    const { id, width, height } = (await add(withGps, 'gps.jpg')).body.file;
    expect([width, height]).toEqual([40, 80]);
    const served = Buffer.from(await (await admin.raw('GET', `${api}/preview-image?imageID=${id}`)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect([metadata.width, metadata.height, metadata.exif, metadata.orientation]).toEqual([40, 80, undefined, undefined]);
    // Cropper's numbers are on the upright image: 40 wide and 80 high, not the stored 80 × 40.
    const uprightCrop = await admin.raw('GET', `${api}/preview-crop?imageID=${id}&x=0&y=0&width=40&height=60&rotate=0&scaleX=-1&scaleY=1`);
    expect(await sharp(Buffer.from(await uprightCrop.arrayBuffer())).metadata()).toMatchObject({ width: 40, height: 60 });
    const small = await admin.raw('GET', `${api}/preview-image?imageID=${id}&w=160&format=avif`);
    expect(small.headers.get('content-type')).toBe('image/avif');
    expect((await admin.raw('GET', `${api}/preview-image?imageID=${id}&w=161`)).status).toBe(400);

    const document = (await add(pdf, 'ranged.pdf')).body.file;
    const part = await admin.raw('GET', `${api}/preview-image?imageID=${document.id}`, { headers: { range: 'bytes=0-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-4/${pdf.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('%PDF-');
    const text = (await add(Buffer.from('hello'), 'hello.txt')).body.file;
    const download = await admin.raw('GET', `${api}/preview-image?imageID=${text.id}`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''hello\.txt$/);

    const animated = (await add(await gif(), 'frames.gif')).body.file;
    const frames = Buffer.from(await (await admin.raw('GET', `${api}/preview-image?imageID=${animated.id}`)).arrayBuffer());
    expect((await sharp(frames, { animated: true }).metadata()).pages).toBe(3);
  });

  it('shows visitors only files that are shared or on a published page', async () => {
    const visitor = gateway.client();
    const { id } = (await add(await png(), 'private.png')).body.file;
    expect((await visitor.raw('GET', `${api}/preview-image?imageID=${id}`)).status).toBe(404);
    await admin.rest('POST', `${api}/edit-file`, { id, newPath: '/', newFileName: 'private.png', shared: true });
    const shared = await gateway.client().raw('GET', `${api}/preview-image?imageID=${id}`);
    // A visitor's image comes without a new session cookie, so a CDN may keep it.
    expect([shared.status, shared.headers.get('set-cookie')]).toEqual([200, null]);
    // What the server remembers about the file (to serve without a query) follows every change.
    await admin.rest('POST', `${api}/edit-file`, { id, newPath: '/', newFileName: 'private.png', shared: false });
    expect((await visitor.raw('GET', `${api}/preview-image?imageID=${id}`)).status).toBe(404);

    const file = (await admin.rest('POST', `${api}/get-dir`, { path: '/' })).body.files.find((f: { id: number }) => f.id === id);
    const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Shows it', slug: 'shows-private', type: 'content-page', locale: 'en-gb' });
    // The crop the published block names: what the site asks for, so a visitor may fetch it.
    const image = { hash: file.hash, fileName: file.fileName, altText: '', fileID: id, cropParams: { x: 0, y: 0, width: 20, height: 10, rotate: 0, scaleX: 1, scaleY: 1 } };
    const crop = `${api}/preview-crop?imageID=${id}&x=0&y=0&width=20&height=10`;
    await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, {
      title: 'Shows it',
      blocks: [{ type: 'hero', key: 'top', props: { title: 'Hi' }, __images: { image } }],
    });
    expect([(await visitor.raw('GET', crop)).status, (await visitor.raw('GET', crop)).status]).toEqual([200, 200]);
    expect((await admin.rest('POST', `/api/tessera/page/${created.body.pageID}/unpublish`)).status).toBe(200);
    expect((await visitor.raw('GET', crop)).status).toBe(404);
    expect((await admin.raw('GET', crop)).status).toBe(200);

    // Sizes for width and height on <img>: visitors get those of images they could fetch.
    const other = (await add(await jpeg(), 'sizes.jpg')).body.file;
    const sizes = { ids: [id, other.id, 999999] };
    expect((await admin.rest('POST', `${api}/image-sizes`, sizes)).body.sizes).toEqual([
      { id, width: expect.any(Number), height: expect.any(Number), focalPoint: null },
      { id: other.id, width: other.width, height: other.height, focalPoint: null },
    ]);
    await admin.rest('POST', `${api}/edit-file`, { id: other.id, newPath: '/', newFileName: 'sizes.jpg', shared: true });
    const asVisitor = await gateway.client().start();
    expect((await asVisitor.rest('POST', `${api}/image-sizes`, sizes)).body.sizes).toEqual([{ id: other.id, width: other.width, height: other.height, focalPoint: null }]);
    const overGraphql = await asVisitor.gql(`{ mediaImageSizes(ids: [${id}, ${other.id}]) { id width height } }`);
    expect(overGraphql.body.data.mediaImageSizes).toEqual([{ id: other.id, width: other.width, height: other.height }]);
    expect(errorsOf(await asVisitor.rest('POST', `${api}/image-sizes`, { ids: ['x'] }))).toEqual(['V_12:ids.0']);
  });
});

describe('usage by pages', () => {
  it('lists the pages that use a file and refuses to delete it or its folder (ML_04 with the pages)', async () => {
    const folder = await mkdir('/', 'Used');
    const file = (await add(await jpeg(), 'hero.jpg', folder)).body.file;
    const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Uses an image', slug: 'uses-an-image', type: 'content-page', locale: 'en-gb' });
    const image = { hash: file.hash, fileName: file.fileName, altText: 'Hero', fileID: file.id, cropParams: { x: 10, y: 10, width: 100, height: 50, rotate: 0, scaleX: 1, scaleY: 1 } };
    const stored = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, {
      title: 'Uses an image',
      blocks: [{ type: 'hero', key: 'top', props: { title: 'Hi' }, __images: { image } }],
    });
    expect(stored.status).toBe(200);

    const pages = await admin.rest('POST', `${api}/list-pages-by-file`, { fileID: file.id, pageIndex: 0, pageSize: 25, searchTerm: '', columnToSort: 'title', sortOrder: 'asc' });
    expect(pages.body).toMatchObject({ totalItems: 1, items: [{ id: created.body.pageID, title: 'Uses an image' }] });

    const refused = await admin.rest('POST', `${api}/delete-file`, { id: file.id });
    expect([refused.status, ...errorsOf(refused)]).toEqual([409, 'ML_04:id']);
    expect(refused.body.Details.pages).toEqual([expect.objectContaining({ id: created.body.pageID, fileID: file.id, published: true })]);
    expect(errorsOf(await admin.rest('POST', `${api}/delete-directory`, { path: folder }))).toEqual(['ML_04:path']);

    // The page serves its block image, cropped as the block says, to anyone.
    const visitor = gateway.client();
    const served = await visitor.raw('GET', `${api}/get-page-file/${created.body.pageID}/block_images_top/${file.hash}/${file.fileName}`);
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 100, height: 50 });
    expect((await visitor.raw('GET', `${api}/get-page-file/${created.body.pageID}/block_images_other/${file.hash}/${file.fileName}`)).status).toBe(404);

    const unused = (await add(await png(), 'unused.png', folder)).body.file;
    expect((await admin.rest('POST', `${api}/delete-file`, { id: unused.id })).status).toBe(200);
    expect(await gateway.sql(`select id from media_file where id = ${unused.id}`)).toEqual([]);
  });

  it('deletes an unused folder with everything below it, and the bytes no file has any more', async () => {
    const folder = await mkdir('/', 'Gone');
    await mkdir(folder, 'Below');
    const unique = await sharp({ create: { width: 33, height: 33, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    const file = (await add(unique, 'unique.png', `${folder}/Below`)).body.file;
    const storage = gateway.tessera.services.storage;
    expect(await storage.size(`media/${file.hash.slice(0, 2)}/${file.hash}`)).toBe(unique.length);
    const deleted = await admin.rest('POST', `${api}/delete-directory`, { path: folder });
    expect(deleted.status).toBe(200);
    expect(await gateway.sql(`select id from media_directory where path like '/Gone%'`)).toEqual([]);
    expect(await storage.size(`media/${file.hash.slice(0, 2)}/${file.hash}`)).toBeNull();
  });
});

describe('over GraphQL', () => {
  it('uploads through the multipart request spec and reads folders', async () => {
    const reply = await admin.gqlUpload(
      'mutation Add($path: String, $file: Upload!) { addMediaFile(path: $path, file: $file) { file { id fileName kind width } warnings } }',
      { path: '/Photos' },
      'file',
      await jpeg(3000, 20),
      'wide.jpg',
      'image/jpeg',
    );
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.addMediaFile).toMatchObject({ file: { fileName: 'wide.jpg', kind: 'image', width: 3000 }, warnings: ['image-dimensions-above-recommended'] });
    const listing = await admin.gql('{ mediaDirectory(path: "/Photos") { path folders { folderName } files { fileName } } }');
    expect(listing.body.data.mediaDirectory.files.map((f: { fileName: string }) => f.fileName)).toContain('wide.jpg');
    const taken = await admin.gql('mutation { createMediaFolder(path: "/", folderName: "Photos") { path } }');
    expect(taken.body.errors?.[0].extensions.code).toBe('ML_03');
  });
});

import sharp from 'sharp';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * An image's focal point (issue 24): set and cleared through `edit-file` (REST and GraphQL),
 * x and y in [0, 1] or V_12; a rendition cut to another aspect ratio (`aspect=`) keeps the point
 * in view and is named by it, and the site places its pictures by it (`object-position`).
 */
let gateway: TestGateway;
let admin: TestClient;
const api = '/api/tessera/medialib';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

type Errors = { body: { Errors?: Array<{ code: string; property: string | null }> } };
const errorsOf = (reply: Errors) => (reply.body.Errors ?? []).map((e) => `${e.code}:${e.property}`);

/** 400 × 200: the left half black, the right half white. */
const halves = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#000000' } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: '#ffffff' } }, left: 200, top: 0 }])
    .png()
    .toBuffer();

async function upload(bytes: Buffer, fileName: string, type = 'image/png') {
  const reply = await admin.upload('POST', `${api}/add-file`, 'f', bytes, fileName, type, { path: '/' });
  expect(reply.status).toBe(200);
  return reply.body.file as { id: number; hash: string; fileName: string };
}

const edit = (file: { id: number; fileName: string }, extra: Record<string, unknown>) => admin.rest('POST', `${api}/edit-file`, { id: file.id, newPath: '/', newFileName: file.fileName, ...extra });

/** The mean brightness (0–255) of an image's bytes, and its size. */
async function look(response: Response) {
  expect(response.status).toBe(200);
  const image = sharp(Buffer.from(await response.arrayBuffer()));
  const [{ mean }] = (await image.stats()).channels;
  const { width, height } = await image.metadata();
  return { mean, width, height };
}

describe('edit-file focalPoint', () => {
  it('sets, keeps, rounds and clears the point over REST and GraphQL, with an audit entry', async () => {
    const file = await upload(await halves(), 'set.png');
    const set = await edit(file, { focalPoint: { x: 0.25, y: 0.123456 } });
    expect(set.status).toBe(200);
    expect(set.body.file.focalPoint).toEqual({ x: 0.25, y: 0.123 });
    // Left out: kept (an edit of the alt text alone does not lose it).
    expect((await edit(file, { defaultAltText: 'Halves' })).body.file.focalPoint).toEqual({ x: 0.25, y: 0.123 });
    const listed = await admin.rest('POST', `${api}/get-dir`, { path: '/' });
    expect(listed.body.files.find((item: { id: number }) => item.id === file.id).focalPoint).toEqual({ x: 0.25, y: 0.123 });

    const mutation = 'mutation($input: EditMediaFileInput!) { editMediaFile(input: $input) { id focalPoint { x y } } }';
    const viaGraphql = await admin.gql(mutation, { input: { id: file.id, newPath: '/', newFileName: file.fileName, defaultAltText: 'Halves', focalPoint: { x: 1, y: 0 } } });
    expect(viaGraphql.body.errors).toBeUndefined();
    expect(viaGraphql.body.data.editMediaFile.focalPoint).toEqual({ x: 1, y: 0 });
    const cleared = await admin.gql(mutation, { input: { id: file.id, newPath: '/', newFileName: file.fileName, defaultAltText: 'Halves', focalPoint: null } });
    expect(cleared.body.data.editMediaFile.focalPoint).toBeNull();

    const audit = await gateway.sql<{ details: { changed: string[] } }>(`select details from audit_log where action = 'media.file-edited' and subject_id = ? order by id`, [String(file.id)]);
    expect(audit.map((row) => row.details.changed)).toEqual([['focalPoint'], ['defaultAltText'], ['focalPoint'], ['focalPoint']]);
  });

  it('refuses anything but x and y in [0, 1] with a code, changing nothing', async () => {
    const file = await upload(await halves(), 'refused.png');
    await edit(file, { focalPoint: { x: 0.5, y: 0.5 } });
    const bad: Array<[unknown, string[]]> = [
      [{ x: 1.5, y: 0.5 }, ['V_12:focalPoint.x']],
      [{ x: 0.5, y: -0.01 }, ['V_12:focalPoint.y']],
      [{ x: '0.5', y: 0.5 }, ['V_12:focalPoint.x']],
      [{ x: 0.5 }, ['V_01:focalPoint.y']],
      [{ x: 0.5, y: 0.5, z: 1 }, ['V_12:focalPoint.z']],
      ['middle', ['V_12:focalPoint']],
      [[0.5, 0.5], ['V_12:focalPoint']],
    ];
    for (const [focalPoint, errors] of bad) {
      const reply = await edit(file, { focalPoint, defaultAltText: 'changed?' });
      expect({ focalPoint, status: reply.status, errors: errorsOf(reply) }).toEqual({ focalPoint, status: 422, errors });
    }
    const graphql = await admin.gql('mutation($input: EditMediaFileInput!) { editMediaFile(input: $input) { id } }', {
      input: { id: file.id, newPath: '/', newFileName: file.fileName, focalPoint: { x: 2, y: 0 } },
    });
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('V_12');
    const [row] = await gateway.sql<{ focal_point: unknown; default_alt_text: string }>('select focal_point, default_alt_text from media_file where id = ?', [file.id]);
    expect(row).toEqual({ focal_point: { x: 0.5, y: 0.5 }, default_alt_text: '' });

    const pdf = await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), 'notes.pdf', 'application/pdf');
    expect(errorsOf(await edit(pdf, { focalPoint: { x: 0.5, y: 0.5 } }))).toEqual(['V_12:focalPoint']);
    // Only those who manage media: not a visitor.
    const visitor = await gateway.client().start();
    const refused = await visitor.rest('POST', `${api}/edit-file`, { id: file.id, newPath: '/', newFileName: file.fileName, focalPoint: { x: 0, y: 0 } });
    expect(refused.status).toBe(401);
    expect((await gateway.sql('select focal_point from media_file where id = ?', [file.id]))[0].focal_point).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe('renditions cut to another aspect ratio', () => {
  it('keep the focal point in view, and a new point names a new rendition', async () => {
    const file = await upload(await halves(), 'cut.png');
    const square = `${api}/preview-image?imageID=${file.id}&aspect=1:1&w=160&format=png`;
    const centred = await admin.raw('GET', square);
    const middle = await look(centred);
    expect([middle.width, middle.height]).toEqual([160, 160]);
    expect(middle.mean).toBeGreaterThan(100);
    expect(middle.mean).toBeLessThan(155);

    await edit(file, { focalPoint: { x: 0.1, y: 0.5 } });
    const left = await admin.raw('GET', square);
    expect((await look(left)).mean).toBeLessThan(2);
    expect(left.headers.get('etag')).not.toBe(centred.headers.get('etag'));

    await edit(file, { focalPoint: { x: 0.9, y: 0.5 } });
    expect((await look(await admin.raw('GET', square))).mean).toBeGreaterThan(253);
    // 16:9 of a 2:1 image cuts the sides only: the window is 356 × 200 at the right edge.
    const wide = await look(await admin.raw('GET', `${api}/preview-image?imageID=${file.id}&aspect=16:9&format=png`));
    expect([wide.width, wide.height]).toEqual([356, 200]);
    expect(wide.mean).toBeCloseTo((200 * 255) / 356, 0);
  });

  it('leaves renditions of the whole image alone: their names do not change with the point', async () => {
    const file = await upload(await halves(), 'whole.png');
    const url = `${api}/preview-image?imageID=${file.id}&w=320&format=webp`;
    const before = (await admin.raw('GET', url)).headers.get('etag');
    await edit(file, { focalPoint: { x: 0.2, y: 0.2 } });
    expect((await admin.raw('GET', url)).headers.get('etag')).toBe(before);
  });

  it('refuses an aspect that is not on the list (V_12), and visitors get only the site’s (og:image)', async () => {
    const file = await upload(await halves(), 'visitor.png');
    const other = await admin.rest('GET', `${api}/preview-image?imageID=${file.id}&aspect=5:4`);
    expect([other.status, errorsOf(other)]).toEqual([400, ['V_12:aspect']]);
    await edit(file, { shared: true });
    const visitor = gateway.client();
    expect((await visitor.raw('GET', `${api}/preview-image?imageID=${file.id}&aspect=1.91:1&w=1600`)).status).toBe(200);
    const refused = await visitor.raw('GET', `${api}/preview-image?imageID=${file.id}&aspect=1:1&w=640`);
    expect(refused.status).toBe(404);
  });
});

describe('the site', () => {
  async function publish(slug: string, blocks: unknown[], seoImage?: unknown) {
    const created = await admin.rest('POST', '/api/tessera/page/create', { title: slug, slug, type: 'content-page', locale: 'en-gb' });
    expect(created.status).toBe(200);
    const stored = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, { title: slug, blocks, ...(seoImage ? { seoImage: [seoImage] } : {}) });
    expect(stored.status).toBe(200);
  }

  const html = async (path: string) => (await (await gateway.client().raw('GET', path)).text()).replace(/&amp;/g, '&');

  it('places an uncropped picture at the focal point, follows a change at once, and leaves crops alone', async () => {
    const file = await upload(await halves(), 'site.png');
    await edit(file, { focalPoint: { x: 0.25, y: 0.75 } });
    const image = { hash: file.hash, fileName: file.fileName, altText: 'Halves', fileID: file.id };
    const crop = { x: 0, y: 0, width: 100, height: 100, rotate: 0, scaleX: 1, scaleY: 1 };
    await publish(
      'focal-picture',
      [
        { type: 'image', key: 'whole', props: {}, __images: { image: { ...image, cropParams: null } } },
        { type: 'image', key: 'cropped', props: {}, __images: { image: { ...image, cropParams: crop } } },
      ],
      { ...image, cropParams: null },
    );

    const page = await html('/focal-picture');
    const imgs = [...page.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(imgs.filter((tag) => tag.includes('object-position:25% 75%'))).toHaveLength(1);
    expect(imgs.find((tag) => tag.includes('preview-crop'))).not.toContain('object-position');
    // The link preview is cut to 1.91:1 around the point, and a visitor may fetch it.
    const ogImage = /property="og:image" content="http:\/\/tessera\.test([^"]+)"/.exec(page)?.[1];
    expect(ogImage).toContain('aspect=1.91%3A1');
    expect((await gateway.client().raw('GET', ogImage!)).status).toBe(200);

    // The page's cached HTML goes with the change (media.changed names the file).
    await edit(file, { focalPoint: { x: 0.5, y: 0.1 } });
    let changed = '';
    for (let attempt = 0; attempt < 50 && !changed.includes('object-position:50% 10%'); attempt += 1) {
      changed = await html('/focal-picture');
      if (!changed.includes('object-position:50% 10%')) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(changed).toContain('object-position:50% 10%');
    await edit(file, { focalPoint: null });
    let cleared = changed;
    for (let attempt = 0; attempt < 50 && cleared.includes('object-position'); attempt += 1) {
      cleared = await html('/focal-picture');
      if (cleared.includes('object-position')) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(cleared).not.toContain('object-position');
  });
});

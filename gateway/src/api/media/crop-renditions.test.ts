import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { readConfig } from '@tessera/gateway';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Crops as Cropper.js shows them (SPEC §3 cropParams), made by cutting first: the image is
 * turned upright, mirrored for negative scales, rotated onto its bounding box, and the box cut
 * out — pixel for pixel what turning the whole image gives, without decoding more than the box
 * needs. Image work waits in one bounded line; past it the answer is 503 with Retry-After.
 */
let gateway: TestGateway;
let admin: TestClient;
const api = '/api/tessera/medialib';
/** Small, so a test image can be over it. */
const maxCropPixels = 300_000;

beforeAll(async () => {
  gateway = await startTestGateway({ images: { ...readConfig({}).images, maxCropPixels } });
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

type Crop = { x: number; y: number; width: number; height: number; rotate: number; scaleX: number; scaleY: number };

async function upload(bytes: Buffer, fileName: string) {
  const reply = await admin.upload('POST', `${api}/add-file`, 'f', bytes, fileName, 'application/octet-stream', { path: '/' });
  return reply;
}

/** Bytes no two pixels of which are alike nearby, so a shifted or turned crop cannot pass. */
function pattern(width: number, height: number, channels: 3 | 4): Buffer {
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = channels === 4 && i % 4 === 3 ? 255 - (i % 7) : (i * 7919 + (i >> 3) * 31) % 256;
  return pixels;
}

/** The meaning of a crop, made the long way: the whole image upright, mirrored, turned, then cut. */
async function cutTheLongWay(bytes: Buffer, crop: Crop) {
  const upright = await sharp(bytes).autoOrient().raw().toBuffer({ resolveWithObject: true });
  let mirror = sharp(upright.data, { raw: upright.info });
  if (crop.scaleX < 0) mirror = mirror.flop();
  if (crop.scaleY < 0) mirror = mirror.flip();
  const mirrored = await mirror.raw().toBuffer({ resolveWithObject: true });
  const turned = await sharp(mirrored.data, { raw: mirrored.info })
    .rotate(crop.rotate, { background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.max(0, crop.x);
  const top = Math.max(0, crop.y);
  const box = { left, top, width: Math.min(turned.info.width, crop.x + crop.width) - left, height: Math.min(turned.info.height, crop.y + crop.height) - top };
  return sharp(turned.data, { raw: turned.info }).extract(box).raw().toBuffer({ resolveWithObject: true });
}

/** Publishes a page whose image block shows the file cut by `crop`, so visitors may fetch that crop. */
async function publishCropOf(file: { id: number; hash: string; fileName: string }, crop: Crop) {
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: file.fileName, slug: `shows-${file.id}`, type: 'content-page', locale: 'en-gb' });
  const image = { hash: file.hash, fileName: file.fileName, altText: '', fileID: file.id, cropParams: crop };
  const stored = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, {
    title: file.fileName,
    blocks: [{ type: 'image', key: 'one', props: {}, __images: { image } }],
  });
  expect(stored.status).toBe(200);
}

const cropQuery = (id: number, crop: Crop) =>
  `imageID=${id}&${Object.entries(crop)
    .map(([name, value]) => `${name}=${value}`)
    .join('&')}`;

describe('crops, cut first', () => {
  it('are pixel for pixel the box cut from the image mirrored and turned onto its bounding box', async () => {
    const png = await sharp(pattern(157, 93, 4), { raw: { width: 157, height: 93, channels: 4 } })
      .png()
      .toBuffer();
    // Stored sideways (EXIF orientation 6): Cropper's numbers are on the upright 93 × 157 image.
    const sideways = await sharp(pattern(157, 93, 3), { raw: { width: 157, height: 93, channels: 3 } })
      .png()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const files = [
      { bytes: png, id: (await upload(png, 'pattern.png')).body.file.id as number },
      { bytes: sideways, id: (await upload(sideways, 'sideways.png')).body.file.id as number },
    ];
    const boxes = [
      [10, 7, 50, 40],
      [-20, -10, 60, 80],
      [80, 60, 200, 200],
      [0, 0, 400, 400],
    ];
    for (const { bytes, id } of files) {
      for (const rotate of [0, 90, 180, 270, 1, 30, 123, 315]) {
        for (const [scaleX, scaleY] of [
          [1, 1],
          [-1, 1],
          [1, -1],
        ]) {
          for (const [x, y, width, height] of boxes) {
            const crop = { x, y, width, height, rotate, scaleX, scaleY };
            const served = await admin.raw('GET', `${api}/preview-crop?${cropQuery(id, crop)}&format=png`);
            expect({ crop, status: served.status }).toEqual({ crop, status: 200 });
            const got = await sharp(Buffer.from(await served.arrayBuffer()))
              .raw()
              .toBuffer({ resolveWithObject: true });
            const want = await cutTheLongWay(bytes, crop);
            expect({ crop, width: got.info.width, height: got.info.height, channels: got.info.channels }).toEqual({
              crop,
              width: want.info.width,
              height: want.info.height,
              channels: want.info.channels,
            });
            expect({ crop, same: got.data.equals(want.data) }).toEqual({ crop, same: true });
          }
        }
      }
    }
  });

  it('does not serve a mirrored crop kept from before, when it was cut before it was mirrored', async () => {
    const bytes = await sharp(pattern(120, 80, 3), { raw: { width: 120, height: 80, channels: 3 } })
      .png()
      .toBuffer();
    const { id, hash } = (await upload(bytes, 'mirrored-before.png')).body.file;
    const crop = { x: 5, y: 5, width: 40, height: 30, rotate: 0, scaleX: -1, scaleY: 1 };
    // Where the rendition was kept until now: named by its parameters alone.
    const oldKey = `renditions/${hash.slice(0, 2)}/${hash}/${createHash('sha256')
      .update(JSON.stringify([crop, null, 'png']))
      .digest('hex')
      .slice(0, 24)}.png`;
    const stale = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await gateway.tessera.services.storage.put(oldKey, stale);
    // A crop a published page shows is kept in storage (and read from there).
    await publishCropOf({ id, hash, fileName: 'mirrored-before.png' }, crop);
    const served = await admin.raw('GET', `${api}/preview-crop?${cropQuery(id, crop)}&format=png`);
    const got = await sharp(Buffer.from(await served.arrayBuffer()))
      .raw()
      .toBuffer();
    expect(got.equals((await cutTheLongWay(bytes, crop)).data)).toBe(true);
  });

  it('makes a srcset width of a turned crop from a smaller source: the same picture as the long way made smaller', async () => {
    // Smooth, as photos are: a gradient with a few shapes.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g"><stop offset="0" stop-color="#c33"/><stop offset="1" stop-color="#36c"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/><circle cx="220" cy="200" r="90" fill="#fd3"/><rect x="380" y="260" width="160" height="120" fill="#2a2"/></svg>`;
    const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
    const { id } = (await upload(bytes, 'smooth.png')).body.file;
    for (const rotate of [17, 90]) {
      const crop = { x: 60, y: 40, width: 420, height: 380, rotate, scaleX: -1, scaleY: 1 };
      const served = await admin.raw('GET', `${api}/preview-crop?${cropQuery(id, crop)}&w=320&format=png`);
      const got = await sharp(Buffer.from(await served.arrayBuffer()))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const long = await cutTheLongWay(bytes, crop);
      const want = await sharp(long.data, { raw: long.info }).resize(got.info.width, got.info.height, { fit: 'fill' }).raw().toBuffer();
      expect([rotate, got.info.width, got.info.height]).toEqual([rotate, 320, Math.round((320 * long.info.height) / long.info.width)]);
      let difference = 0;
      for (let i = 0; i < want.length; i += 1) difference += Math.abs(got.data[i] - want[i]);
      expect(difference / want.length).toBeLessThan(3);
    }
  });

  it('refuses a full-size turned crop that needs more pixels than the limit (ML_06), and makes a srcset width of it', async () => {
    const big = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#4080c0' } })
      .jpeg()
      .toBuffer();
    const { id } = (await upload(big, 'big.jpg')).body.file;
    const crop = { x: 0, y: 0, width: 800, height: 600, rotate: 10, scaleX: 1, scaleY: 1 };
    const full = await admin.raw('GET', `${api}/preview-crop?${cropQuery(id, crop)}`);
    expect([full.status, ((await full.json()) as { Errors: { code: string; property: string }[] }).Errors[0]]).toEqual([400, { code: 'ML_06', property: 'cropParams' }]);
    const small = await admin.raw('GET', `${api}/preview-crop?${cropQuery(id, crop)}&w=320`);
    expect(small.status).toBe(200);
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ width: 320, height: 240 });
    // Without turning, the crop streams and is not limited.
    expect((await admin.raw('GET', `${api}/preview-crop?${cropQuery(id, { ...crop, rotate: 0 })}`)).status).toBe(200);
  });
});

describe('image limits', () => {
  /** A PNG whose header claims the size; its pixels are never read. */
  function pngClaiming(width: number, height: number): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }

  it('refuses an image of more pixels than sharp will open (ML_06 on f), keeping nothing', async () => {
    const reply = await upload(pngClaiming(20_000, 20_000), 'enormous.png');
    expect([reply.status, reply.body.Errors]).toEqual([422, [{ code: 'ML_06', property: 'f' }]]);
    expect(await gateway.sql(`select id from media_file where file_name = 'enormous.png'`)).toEqual([]);
  });

  it('answers 503 G_02 with Retry-After when the line of image work is full, and works again after', async () => {
    const { id } = (
      await upload(
        await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
          .png()
          .toBuffer(),
        'waiting.png',
      )
    ).body.file;
    const queue = gateway.tessera.services.imageWork;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every worker and every place in the line taken by work that waits for the test.
    const holders = Array.from({ length: queue.capacity }, () => queue.run(() => held));
    const url = `${api}/preview-crop?${cropQuery(id, { x: 1, y: 1, width: 100, height: 100, rotate: 5, scaleX: 1, scaleY: 1 })}`;
    const busy = await admin.raw('GET', url);
    expect([busy.status, busy.headers.get('retry-after')]).toEqual([503, expect.stringMatching(/^\d+$/)]);
    expect(((await busy.json()) as { Errors: { code: string }[] }).Errors[0].code).toBe('G_02');
    const graphql = await admin.gqlUpload(
      'mutation Add($file: Upload!) { addMediaFile(file: $file) { file { id } } }',
      {},
      'file',
      await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      'busy.png',
      'image/png',
    );
    expect(graphql.body.errors?.[0].extensions).toMatchObject({ code: 'G_02', details: { retryAfterSeconds: expect.any(Number) } });
    release();
    await Promise.allSettled(holders);
    expect((await admin.raw('GET', url)).status).toBe(200);
  });

  it('makes a rendition asked by many at once once, in one place of the line, so none of them is refused', async () => {
    const { id } = (
      await upload(
        await sharp({ create: { width: 320, height: 240, channels: 3, background: '#345678' } })
          .png()
          .toBuffer(),
        'wanted.png',
      )
    ).body.file;
    const queue = gateway.tessera.services.imageWork;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // All workers and all but one place in the line taken: one job more fits, a second would not.
    const holders = Array.from({ length: queue.capacity - 1 }, () => queue.run(() => held));
    const url = `${api}/preview-crop?${cropQuery(id, { x: 2, y: 3, width: 120, height: 90, rotate: 7, scaleX: 1, scaleY: 1 })}`;
    const asked = Array.from({ length: 12 }, () => admin.raw('GET', url));
    // Let every request reach the line before the line moves.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.allSettled(holders);
    const answers = await Promise.all(asked);
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
  });
});

import sharp from 'sharp';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * What a store accepts in blocks (SPEC §3 Block, §5): each refusal names its code and property,
 * leaves the page's latest version as it was, and what is accepted is stored sanitized.
 */
let gateway: TestGateway;
let admin: TestClient;
let serial = 0;
const api = '/api/tessera/page';
/** Files of the library the slots below point at (a store refuses anything else, see media-references.test.ts). */
const photos: Array<{ id: number; hash: string; fileName: string }> = [];
let brochure: { id: number; hash: string; fileName: string };

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  for (let i = 0; i < 4; i += 1) {
    const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 40 * i, g: 80, b: 120 } } })
      .jpeg()
      .toBuffer();
    photos.push((await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', bytes, `photo-${i}.jpg`, 'image/jpeg', { path: '/' })).body.file);
  }
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  brochure = (await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', pdf, 'brochure.pdf', 'application/pdf', { path: '/' })).body.file;
});

afterAll(async () => {
  await gateway?.stop();
});

type Errors = Array<{ code: string; property: string | null }>;

const image = (n = 0) => ({ hash: photos[n].hash, fileName: photos[n].fileName, altText: 'A photo', fileID: photos[n].id, cropParams: null });

/** A fresh page to store on; every store below is checked against it. */
async function freshPage(type = 'content-page') {
  const reply = await admin.rest('POST', `${api}/create`, { title: `Blocks ${++serial}`, slug: `blocks-${serial}`, type, locale: 'en-gb' });
  expect(reply.status).toBe(200);
  return reply.body as { pageID: number; pageVersionID: number };
}

/** Stores blocks on a fresh page; on refusal, proves the page still has only its first version. */
async function store(blocks: unknown, extra: Record<string, unknown> = {}) {
  const { pageID, pageVersionID } = await freshPage();
  const reply = await admin.rest('POST', `${api}/version/${pageVersionID}/store`, { title: 'Blocks', blocks, ...extra });
  if (reply.status !== 200) {
    const page = await admin.rest('GET', `${api}/${pageID}`);
    expect(page.body.latestVersionID).toBe(pageVersionID);
  }
  return reply;
}

async function refused(blocks: unknown, extra: Record<string, unknown> = {}): Promise<Errors> {
  const reply = await store(blocks, extra);
  expect(reply.status).not.toBe(200);
  expect(reply.body.Success).toBe(false);
  return reply.body.Errors;
}

/** Stores and returns the blocks as kept. */
async function accepted(blocks: unknown, extra: Record<string, unknown> = {}) {
  const reply = await store(blocks, extra);
  expect(reply.body.Errors).toEqual([]);
  expect(reply.status).toBe(200);
  const version = await admin.rest('GET', `${api}/version/fetch/${reply.body.pageVersionID}`);
  return version.body as { blocks: any[]; seoImage: unknown };
}

const text = (body: string, extra: Record<string, unknown> = {}) => ({ type: 'rich-text', props: { body }, ...extra });
const cta = (primary: unknown) => ({ type: 'call-to-action', props: { title: 'Go', primary } });

describe('block types and fields', () => {
  it('refuses an unknown block type with V_12 on blocks.N.type', async () => {
    expect(await refused([text('<p>ok</p>'), { type: 'carousel', props: {} }])).toEqual([{ code: 'V_12', property: 'blocks.1.type' }]);
  });

  it('refuses a missing required field with V_01, also an empty rich text', async () => {
    expect(await refused([{ type: 'rich-text', props: { heading: 'No body' } }])).toEqual([{ code: 'V_01', property: 'blocks.0.props.body' }]);
    expect(await refused([text('<p>  </p>')])).toEqual([{ code: 'V_01', property: 'blocks.0.props.body' }]);
    expect(await refused([{ type: 'hero', props: { subtitle: 'x' } }])).toEqual([{ code: 'V_01', property: 'blocks.0.props.title' }]);
  });

  it('refuses a block without a type with V_01 and a block that is not an object with V_12', async () => {
    expect(await refused([{ props: { body: '<p>x</p>' } }])).toEqual([{ code: 'V_01', property: 'blocks.0.type' }]);
    expect(await refused(['rich-text'])).toEqual([{ code: 'V_12', property: 'blocks.0' }]);
    expect(await refused('not a list')).toEqual([{ code: 'V_12', property: 'blocks' }]);
  });

  it('refuses unknown extra props and unknown block keys with V_12', async () => {
    expect(await refused([{ type: 'rich-text', props: { body: '<p>x</p>', colour: 'red' } }])).toEqual([{ code: 'V_12', property: 'blocks.0.props.colour' }]);
    expect(await refused([{ type: 'rich-text', props: { body: '<p>x</p>' }, style: 'x' }])).toEqual([{ code: 'V_12', property: 'blocks.0.style' }]);
  });

  it('refuses values of the wrong kind with V_12', async () => {
    expect(await refused([{ type: 'hero', props: { title: 42 } }])).toEqual([{ code: 'V_12', property: 'blocks.0.props.title' }]);
    expect(await refused([{ type: 'hero', props: { title: 'x', theme: 'neon' } }])).toEqual([{ code: 'V_12', property: 'blocks.0.props.theme' }]);
    expect(await refused([{ type: 'gallery', props: { columns: 9, items: [{ caption: 'c' }] }, __images: { 'items.0.image': image() } }])).toEqual([
      { code: 'V_12', property: 'blocks.0.props.columns' },
    ]);
  });

  it('refuses text over its limit with V_14, rich text measured without markup', async () => {
    expect(await refused([{ type: 'hero', props: { title: 'x'.repeat(121) } }])).toEqual([{ code: 'V_14', property: 'blocks.0.props.title' }]);
    expect(await accepted([{ type: 'hero', props: { title: 'x'.repeat(120) } }])).toBeDefined();
    expect(await refused([text(`<p>${'y'.repeat(20001)}</p>`)])).toEqual([{ code: 'V_14', property: 'blocks.0.props.body' }]);
    expect((await accepted([text(`<p><strong>${'y'.repeat(20000)}</strong></p>`)])).blocks[0].props.body).toHaveLength(20000 + '<p><strong></strong></p>'.length);
  });

  it('refuses more than 200 blocks with V_14', async () => {
    expect(await refused(Array.from({ length: 201 }, () => text('<p>x</p>')))).toEqual([{ code: 'V_14', property: 'blocks' }]);
  });

  it('reports every problem of a store at once', async () => {
    const errors = await refused([{ type: 'hero', props: { title: '' } }, { type: 'nope' }, text('<p>open')]);
    expect(errors).toEqual(
      expect.arrayContaining([
        { code: 'V_01', property: 'blocks.0.props.title' },
        { code: 'V_12', property: 'blocks.1.type' },
        { code: 'V_15', property: 'blocks.2.props.body' },
      ]),
    );
    expect(errors).toHaveLength(3);
  });
});

describe('URLs and video links', () => {
  it('accepts a YouTube and a Vimeo link and refuses another host with V_13', async () => {
    const youtube = await accepted([{ type: 'video', props: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } }]);
    expect(youtube.blocks[0].props.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await accepted([{ type: 'video', props: { url: 'https://youtu.be/dQw4w9WgXcQ' } }]);
    await accepted([{ type: 'video', props: { url: 'https://vimeo.com/76979871' } }]);
    for (const url of ['https://www.dailymotion.com/video/x7tgad0', 'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ', 'not a url', 'https://www.youtube.com/watch?v=short']) {
      expect({ url, errors: await refused([{ type: 'video', props: { url } }]) }).toEqual({ url, errors: [{ code: 'V_13', property: 'blocks.0.props.url' }] });
    }
  });

  it('refuses a malformed e-mail in a field with V_02', async () => {
    expect(await refused([{ type: 'contact-form', props: { recipient: 'not-an-email' } }])).toEqual([{ code: 'V_02', property: 'blocks.0.props.recipient' }]);
  });
});

describe('links (SPEC §5: external, internal, anchor, mailto, tel)', () => {
  it.each([
    ['external', 'https://example.com/path?q=1'],
    ['internal', '/about-us'],
    ['internal', 'news/launch#team'],
    ['internal', '/nl-nl/over-ons'],
    ['anchor', '#contact'],
    ['mailto', 'mailto:hello@example.com'],
    ['mailto', 'mailto:hello%40example.com?subject=Hi'],
    ['tel', 'tel:+31 20 123 4567'],
  ])('accepts a %s link %s', async (type, href) => {
    const { blocks } = await accepted([cta({ type, href, label: 'Go', openInNewTab: true })]);
    expect(blocks[0].props.primary).toEqual({ type, href, label: 'Go', openInNewTab: true });
  });

  it.each([
    ['external', 'javascript:alert(1)'],
    ['external', 'ftp://example.com/file'],
    ['external', '/about-us'],
    ['internal', 'About Us'],
    ['internal', 'https://example.com'],
    ['internal', '/about#bad anchor'],
    ['internal', '/about#team#more'],
    ['anchor', 'contact'],
    ['anchor', '#1st'],
    ['mailto', 'mailto:nobody'],
    ['mailto', 'hello@example.com'],
    ['mailto', 'mailto:%E0%A4%A'],
    ['tel', 'tel:call-me'],
    ['tel', '+31201234567'],
  ])('refuses a %s link %s with V_13', async (type, href) => {
    expect(await refused([cta({ type, href })])).toEqual([{ code: 'V_13', property: 'blocks.0.props.primary' }]);
  });

  it('refuses a link of an unknown type, without href, or with extra keys, with V_12', async () => {
    for (const link of [{ type: 'ftp', href: 'ftp://x' }, { type: 'external' }, { type: 'external', href: 'https://x.test', target: '_top' }, 'https://x.test']) {
      expect({ link, errors: await refused([cta(link)]) }).toEqual({ link, errors: [{ code: 'V_12', property: 'blocks.0.props.primary' }] });
    }
  });

  it('requires the required link and leaves an optional one out when empty', async () => {
    expect(await refused([{ type: 'call-to-action', props: { title: 'Go' } }])).toEqual([{ code: 'V_01', property: 'blocks.0.props.primary' }]);
    const { blocks } = await accepted([{ type: 'call-to-action', props: { title: 'Go', primary: { type: 'anchor', href: '#top' }, secondary: null } }]);
    expect(blocks[0].props).toEqual({ title: 'Go', primary: { type: 'anchor', href: '#top' } });
  });
});

describe('rich text', () => {
  it('refuses tag soup with V_15', async () => {
    for (const body of ['<p>unclosed', '<p><strong>crossed</p></strong>', 'stray</p>']) {
      expect({ body, errors: await refused([text(body)]) }).toEqual({ body, errors: [{ code: 'V_15', property: 'blocks.0.props.body' }] });
    }
  });

  it('removes script, event handlers and javascript: URLs before storing', async () => {
    const { blocks } = await accepted([
      text('<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe></p>'),
    ]);
    expect(blocks[0].props.body).toBe('<p>Hi <a>x</a></p>');
  });

  it('removes disguised script URLs and unsafe elements too', async () => {
    const body =
      '<p><a href="JaVaScRiPt:alert(1)">a</a><a href=" javascript:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a>' +
      '<a href="data:text/html;base64,PHNjcmlwdD4=">d</a><a href="//evil.test/x">e</a><svg onload="alert(1)"></svg><style>p{}</style>' +
      '<span class="highlight" style="color:red" onmouseover="x()">f</span></p>';
    const kept = (await accepted([text(body)])).blocks[0].props.body as string;
    expect(kept).toBe('<p><a>a</a><a>b</a><a>c</a><a>d</a><a>e</a><span class="highlight">f</span></p>');
  });

  it('keeps links of every SPEC §5 type inside rich text', async () => {
    const body = '<p><a href="https://example.com">e</a> <a href="/about-us">i</a> <a href="#team">a</a> <a href="mailto:hi@example.com">m</a> <a href="tel:+3120123">t</a></p>';
    expect((await accepted([text(body)])).blocks[0].props.body).toBe(body);
  });

  it('checks rich text inside list items too', async () => {
    const faq = (answer: string) => ({ type: 'faq', props: { items: [{ question: 'Q?', answer }] } });
    expect(await refused([faq('<p>open')])).toEqual([{ code: 'V_15', property: 'blocks.0.props.items.0.answer' }]);
    expect((await accepted([faq('<p>A<script>x()</script></p>')])).blocks[0].props.items[0].answer).toBe('<p>A</p>');
    expect(await refused([{ type: 'faq', props: { items: [] } }])).toEqual([{ code: 'V_01', property: 'blocks.0.props.items' }]);
  });
});

describe('images, keys and anchors', () => {
  it('stores an image in its slot (__images keyed by the field path)', async () => {
    const { blocks } = await accepted([
      { type: 'image', props: { caption: 'c' }, __images: { image: { ...image(), cropParams: { x: 0, y: 0, width: 10, height: 10, rotate: 0, scaleX: 1, scaleY: 1 } } } },
      { type: 'gallery', props: { items: [{ caption: 'one' }, { caption: 'two' }] }, __images: { 'items.0.image': image(1), 'items.1.image': image(2) } },
    ]);
    expect(blocks[0].__images.image).toMatchObject({ fileID: photos[0].id, cropParams: { width: 10 } });
    expect(Object.keys(blocks[1].__images).sort()).toEqual(['items.0.image', 'items.1.image']);
  });

  it('refuses a required image that is missing (V_17), a slot no field declares (V_12) and a malformed image (V_12 / V_01)', async () => {
    expect(await refused([{ type: 'image', props: {} }])).toEqual([{ code: 'V_17', property: 'blocks.0.props.image' }]);
    expect(await refused([{ type: 'image', props: {}, __images: { image: image(), banner: image() } }])).toEqual([{ code: 'V_12', property: 'blocks.0.__images.banner' }]);
    expect(await refused([{ type: 'image', props: {}, __images: { image: { ...image(), fileID: 'seven' } } }])).toEqual([{ code: 'V_12', property: 'blocks.0.__images.image.fileID' }]);
    expect(await refused([{ type: 'image', props: {}, __images: { image: { hash: 'h', altText: '', fileID: 1 } } }])).toEqual([{ code: 'V_01', property: 'blocks.0.__images.image.fileName' }]);
    expect(await refused([{ type: 'image', props: {}, __images: { image: { ...image(), exif: {} } } }])).toEqual([{ code: 'V_12', property: 'blocks.0.__images.image.exif' }]);
  });

  it('stores a file in its slot (__files) and refuses a file block without one (V_17)', async () => {
    const file = { hash: brochure.hash, fileName: brochure.fileName, fileID: brochure.id };
    expect(await refused([{ type: 'file-download', props: { title: 'Brochure' } }])).toEqual([{ code: 'V_17', property: 'blocks.0.props.file' }]);
    const { blocks } = await accepted([{ type: 'file-download', props: { title: 'Brochure' }, __files: { file } }]);
    expect(blocks[0].__files).toEqual({ file });
  });

  it('refuses two blocks with the same key (V_06) and fills in missing keys', async () => {
    expect(await refused([text('<p>a</p>', { key: 'same' }), text('<p>b</p>', { key: 'same' })])).toEqual([{ code: 'V_06', property: 'blocks.1.key' }]);
    const { blocks } = await accepted([text('<p>a</p>'), text('<p>b</p>')]);
    expect(blocks[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(blocks[0].key).not.toBe(blocks[1].key);
  });

  it('refuses a block key that is not one path-safe segment (V_12): it names the block in media URLs', async () => {
    for (const key of ['../etc', 'a/b', 'with space', 'ü']) {
      expect({ key, errors: await refused([text('<p>a</p>', { key })]) }).toEqual({ key, errors: [{ code: 'V_12', property: 'blocks.0.key' }] });
    }
    expect((await accepted([text('<p>a</p>', { key: 'Intro_2-b' })])).blocks[0].key).toBe('Intro_2-b');
  });

  it('refuses the same anchor point twice on a page (V_18) and a malformed one (V_12)', async () => {
    expect(await refused([text('<p>a</p>', { anchorPoint: 'team' }), text('<p>b</p>', { anchorPoint: 'team' })])).toEqual([{ code: 'V_18', property: 'blocks.1.anchorPoint' }]);
    expect(await refused([text('<p>a</p>', { anchorPoint: 'two words' })])).toEqual([{ code: 'V_12', property: 'blocks.0.anchorPoint' }]);
    const { blocks } = await accepted([text('<p>a</p>', { anchorPoint: 'team' }), text('<p>b</p>', { anchorPoint: 'contact' })]);
    expect(blocks.map((b) => b.anchorPoint)).toEqual(['team', 'contact']);
  });
});

describe('SEO and page data', () => {
  it('keeps at most one SEO image (SPEC §5)', async () => {
    expect(await refused([text('<p>x</p>')], { seoImage: [image(1), image(2)] })).toEqual([{ code: 'V_12', property: 'seoImage' }]);
    expect((await accepted([text('<p>x</p>')], { seoImage: [image(3)] })).seoImage).toEqual([image(3)]);
    expect((await accepted([text('<p>x</p>')], { seoImage: [] })).seoImage).toEqual([]);
  });

  it('refuses unknown store fields, over-long SEO values and unknown page-type data with V_12 / V_14', async () => {
    expect(await refused([text('<p>x</p>')], { colour: 'red' })).toEqual([{ code: 'V_12', property: 'colour' }]);
    expect(await refused([text('<p>x</p>')], { seoTitle: 's'.repeat(256) })).toEqual([{ code: 'V_14', property: 'seoTitle' }]);
    expect(await refused([text('<p>x</p>')], { seoKeywords: 'cms' })).toEqual([{ code: 'V_12', property: 'seoKeywords' }]);
    expect(await refused([text('<p>x</p>')], { typeData: { author: 'Ann' } })).toEqual([{ code: 'V_12', property: 'typeData.author' }]);
  });

  it('refuses a store without a title (V_01)', async () => {
    const { pageVersionID } = await freshPage();
    const reply = await admin.rest('POST', `${api}/version/${pageVersionID}/store`, { blocks: [] });
    expect(reply.status).toBe(422);
    expect(reply.body.Errors).toEqual([{ code: 'V_01', property: 'title' }]);
  });

  it('checks the same rules over GraphQL', async () => {
    const { pageVersionID } = await freshPage();
    const reply = await admin.gql('mutation S($input: StoreVersionInput!) { storeVersion(input: $input) { pageVersionID } }', {
      input: { versionId: pageVersionID, title: 'T', blocks: [{ type: 'carousel' }, text('<p>open')] },
    });
    expect(reply.body.data).toBeNull();
    expect(reply.body.errors![0].extensions.errors).toEqual([
      { code: 'V_12', property: 'blocks.0.type' },
      { code: 'V_15', property: 'blocks.1.props.body' },
    ]);
  });
});

describe('initial blocks of a page type', () => {
  it('creates a page with its type’s empty placeholders, which a store must then fill in', async () => {
    const { pageID, pageVersionID } = await freshPage('article');
    const page = await admin.rest('GET', `${api}/${pageID}`);
    expect(page.body.content.map((b: { type: string }) => b.type)).toEqual(['image', 'rich-text']);
    const reply = await admin.rest('POST', `${api}/version/${pageVersionID}/store`, { title: 'Article', blocks: page.body.content });
    expect(reply.status).toBe(422);
    expect(reply.body.Errors).toEqual([
      { code: 'V_17', property: 'blocks.0.props.image' },
      { code: 'V_01', property: 'blocks.1.props.body' },
    ]);
  });

  it('checks content sent with create in full', async () => {
    const reply = await admin.rest('POST', `${api}/create`, { title: 'Full', slug: `full-${++serial}`, type: 'content-page', locale: 'en-gb', content: [text('<p></p>')] });
    expect(reply.status).toBe(422);
    expect(reply.body.Errors).toEqual([{ code: 'V_01', property: 'blocks.0.props.body' }]);
    expect((await admin.rest('POST', `${api}/slug-available`, { slug: `full-${serial}`, locale: 'en-gb' })).body.available).toBe(true);
  });
});

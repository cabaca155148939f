import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

let gateway: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway.stop();
});

describe('page lifecycle', () => {
  it('editor creates a page from its type, stores a version, publishes it, and visitors read it by slug', async () => {
    const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'About us', slug: 'about-us', type: 'content-page', locale: 'en-gb' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ Success: true, pageID: expect.any(Number), pageVersionID: expect.any(Number) });
    const { pageID, pageVersionID } = created.body;

    const page = await admin.rest('GET', `/api/tessera/page/${pageID}`);
    expect(page.body).toMatchObject({ id: pageID, slug: 'about-us', status: 'concept', publishedVersionID: null, latestVersionID: pageVersionID });
    expect(page.body.content).toEqual([expect.objectContaining({ type: 'rich-text', key: expect.any(String) })]);

    const stored = await admin.rest('POST', `/api/tessera/page/version/${pageVersionID}/store`, {
      title: 'About us',
      blocks: [{ type: 'rich-text', props: { heading: 'Who we are', body: '<p>We build <strong>things</strong>.<script>alert(1)</script></p>' } }],
      seoTitle: 'About Tessera',
      seoKeywords: ['cms', 'about'],
    });
    expect(stored.status).toBe(200);
    const version = await admin.rest('GET', `/api/tessera/page/version/fetch/${stored.body.pageVersionID}`);
    expect(version.body.blocks[0].props.body).toBe('<p>We build <strong>things</strong>.</p>');

    expect((await gateway.client().rest('GET', '/api/tessera/page/get-by-slug-query?slug=/about-us')).status).toBe(404);
    const published = await admin.rest('POST', `/api/tessera/page/${pageID}/publish`);
    expect(published.body).toMatchObject({ Success: true, publishedVersionID: stored.body.pageVersionID });

    const visitor = gateway.client();
    const read = await visitor.rest('GET', '/api/tessera/page/get-by-slug-query?slug=/about-us');
    expect(read.status).toBe(200);
    expect(read.headers.get('x-csrf-token')).toBeTruthy();
    expect(read.headers.get('set-cookie')).toMatch(/tessera_session=/);
    expect(read.body.page).toMatchObject({ slug: 'about-us', type: 'content-page', pageVersion: { pageID, title: 'About us', seoTitle: 'About Tessera', seoKeywords: ['cms', 'about'] } });
  });
});

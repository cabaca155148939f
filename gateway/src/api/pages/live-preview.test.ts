import { previewsPerViewer } from '@tessera/content-model';
import { startTestGateway, TestClient, type TestGateway } from '@tessera/testing';

/**
 * The editor's live preview (POST page/{id}/preview): an unsaved draft rendered as the site
 * would, checked and sanitized as a store, for who may preview drafts (create-page), with the
 * CSRF proof of any write; nothing stored, nothing cached.
 */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
let editorId: number;
let serial = 0;
const api = '/api/tessera/page';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  ({ client: editor, id: editorId } = await gateway.signedIn('editor'));
});

afterAll(async () => {
  await gateway?.stop();
});

const draftOf = (text: string, title = `Draft ${text}`) => ({ title, blocks: [{ type: 'rich-text', key: 'main', props: { body: `<p>${text}</p>` } }] });

async function newPage(client: TestClient = editor): Promise<{ pageID: number; versionID: number; slug: string }> {
  const slug = `live-${++serial}`;
  const created = await client.rest('POST', `${api}/create`, { title: `Live ${serial}`, slug, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const stored = await client.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, draftOf('Stored text', `Live ${serial}`));
  expect(stored.status).toBe(200);
  return { pageID: created.body.pageID, versionID: stored.body.pageVersionID, slug };
}

async function preview(client: TestClient, pageID: number, draft: unknown) {
  const response = await client.raw('POST', `${api}/${pageID}/preview`, { body: JSON.stringify(draft), headers: { 'content-type': 'application/json' } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

/** The page's main content, where the blocks are (the rest differs by its CSRF token's nonce). */
const mainOf = (html: string) => html.match(/<main id="main">[\s\S]*<\/main>/)?.[0];

const versionsOf = async (pageID: number) => (await gateway.sql<{ n: number }>('select count(*)::int as n from page_version where page_id = ?', [pageID]))[0].n;

describe('the live preview of a draft', () => {
  it('renders the unsaved draft as the site would, with each block named by its key', async () => {
    const { pageID } = await newPage();
    const reply = await preview(editor, pageID, draftOf('Not saved yet', 'A title not saved'));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    expect(reply.headers.get('x-robots-tag')).toBe('noindex');
    // Opened on its own, the answer runs nothing; shown through srcdoc, its own policy says the same.
    expect(reply.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(reply.text).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src &#x27;none&#x27;/);
    expect(reply.text).toContain('<p>Not saved yet</p>');
    expect(reply.text).not.toContain('Stored text');
    expect(reply.text).toContain('A title not saved');
    expect(reply.text).toMatch(/class="block-frame" data-block-key="main"/);
    // The site's frame: its stylesheet, header and the preview banner.
    expect(reply.text).toMatch(/<link rel="stylesheet" href="\/_site\/site\.[0-9a-f]+\.css"/);
    expect(reply.text).toContain('class="site-header"');
    expect(reply.text).toContain('class="preview-banner"');
  });

  it('stores nothing, keeps nothing in the HTML cache and leaves the public page as it is', async () => {
    const { pageID, versionID, slug } = await newPage();
    expect((await admin.rest('POST', `${api}/${pageID}/publish`)).status).toBe(200);
    const visitor = new TestClient(gateway.url);
    const publicPage = await visitor.raw('GET', `/${slug}`);
    expect(await publicPage.text()).toContain('Stored text');
    const cached = gateway.tessera.site.cache.size;

    const reply = await preview(editor, pageID, draftOf('Only in the preview'));
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('Only in the preview');

    expect(await versionsOf(pageID)).toBe(2);
    expect((await editor.rest('GET', `${api}/${pageID}`)).body.latestVersionID).toBe(versionID);
    expect(gateway.tessera.site.cache.size).toEqual(cached);
    const after = await (await visitor.raw('GET', `/${slug}`)).text();
    expect(after).toContain('Stored text');
    expect(after).not.toContain('Only in the preview');
    expect(after).not.toContain('data-block-key');
  });

  it('sanitizes hostile HTML exactly as a store does', async () => {
    const { pageID, versionID } = await newPage();
    const hostile = draftOf('Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>');
    const reply = await preview(editor, pageID, hostile);
    expect(reply.status).toBe(200);
    const main = mainOf(reply.text)!;
    expect(main).toContain('Hi');
    // As markup, not as text: the page's title (an h1) shows the hostile text escaped.
    expect(main).not.toMatch(/<script|<[^>]*\sonerror=|<[^>]*href="javascript:/i);

    // The same draft stored and shown by the stored version's preview: the same blocks, byte for byte.
    const stored = await editor.rest('POST', `${api}/version/${versionID}/store`, hostile);
    expect(stored.status).toBe(200);
    const storedPreview = await (await editor.raw('GET', `/_preview/${stored.body.pageVersionID}`)).text();
    expect(mainOf(storedPreview)).toBe(main);
  });

  it('refuses a visitor without a session (401) and a role without create-page (403), UM_01', async () => {
    const { pageID } = await newPage();
    const visitor = await new TestClient(gateway.url).start();
    const anonymous = await preview(visitor, pageID, draftOf('x'));
    expect({ status: anonymous.status, Errors: anonymous.json().Errors }).toEqual({ status: 401, Errors: [{ property: null, code: 'UM_01' }] });

    const reader = await gateway.signedIn('editor');
    await gateway.sql(`insert into role (name, permissions, created_at) values ('live-reader', '[]', now())`);
    await gateway.sql(`update tessera_user set role_id = (select id from role where name = 'live-reader') where id = ?`, [reader.id]);
    const refused = await preview(reader.client, pageID, draftOf('x'));
    expect({ status: refused.status, Errors: refused.json().Errors }).toEqual({ status: 403, Errors: [{ property: null, code: 'UM_01' }] });
  });

  it('refuses a request without the CSRF proof (403 V_04), as every write', async () => {
    const { pageID } = await newPage();
    const client = await gateway.signedIn('editor');
    client.client.sendCsrf = false;
    const reply = await preview(client.client, pageID, draftOf('x'));
    expect({ status: reply.status, Errors: reply.json().Errors }).toEqual({ status: 403, Errors: [{ property: 'csrf', code: 'V_04' }] });
  });

  it('answers an invalid draft with the coded errors of a store, and an unknown page with PM_01', async () => {
    const { pageID, versionID } = await newPage();
    const invalid = {
      title: '',
      blocks: [
        { type: 'rich-text', key: 'main', props: { body: 42 } },
        { type: 'no-such-type', props: {} },
      ],
      extra: true,
    };
    const reply = await preview(editor, pageID, invalid);
    const store = await editor.rest('POST', `${api}/version/${versionID}/store`, invalid);
    expect(reply.status).toBe(422);
    expect(reply.json().Errors.length).toBeGreaterThan(0);
    expect(reply.json().Errors.every((entry: { code: string }) => /^V_\d\d$/.test(entry.code))).toBe(true);
    expect({ status: reply.status, Errors: reply.json().Errors }).toEqual({ status: store.status, Errors: store.body.Errors });
    expect(await versionsOf(pageID)).toBe(2);

    const otherPage = await preview(editor, pageID, { ...draftOf('x'), pageID: pageID + 1000 });
    expect({ status: otherPage.status, Errors: otherPage.json().Errors }).toEqual({ status: 422, Errors: [{ property: 'pageID', code: 'V_12' }] });
    const unknown = await preview(editor, 99_999_999, draftOf('x'));
    expect({ status: unknown.status, Errors: unknown.json().Errors }).toEqual({ status: 404, Errors: [{ property: 'id', code: 'PM_01' }] });
  });

  it('refuses a third preview under way with G_02 before it parses or checks the draft (issue 30)', async () => {
    const { pageID } = await newPage();
    // The editor's two previews under way, held open (as two slow renderings would be).
    let finish = () => undefined as void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let started = 0;
    const running = Array.from({ length: previewsPerViewer }, () => gateway.tessera.services.workSlots.run('live-preview', editorId, previewsPerViewer, () => ((started += 1), held)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(previewsPerViewer);
    // An invalid draft is refused as busy, not as invalid: nothing of it was read.
    const refused = await preview(editor, pageID, { title: '', blocks: 'not a list' });
    expect([refused.status, refused.json().Errors]).toEqual([503, [expect.objectContaining({ code: 'G_02' })]]);
    expect(refused.headers.get('retry-after')).toBe('1');
    // Another editor previews meanwhile.
    expect((await preview(admin, pageID, draftOf('Meanwhile'))).status).toBe(200);
    finish();
    await Promise.all(running);
    expect((await preview(editor, pageID, draftOf('Afterwards'))).status).toBe(200);
  });

  it('takes no more than a store does: a body over 1 MB is 413 V_14', async () => {
    const { pageID } = await newPage();
    const reply = await preview(editor, pageID, draftOf('x'.repeat(1024 * 1024)));
    expect({ status: reply.status, Errors: reply.json().Errors }).toEqual({ status: 413, Errors: [{ property: 'body', code: 'V_14' }] });
  });
});

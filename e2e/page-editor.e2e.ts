import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, choose, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * The page editor of the admin-pages remote in Chromium against the real gateway (issue 10, SPEC
 * §4): an editor creates a page, adds blocks of three types, fills them (an image through the media
 * picker, rich text through TipTap), reorders them by drag and drop, sets page and SEO settings,
 * saves, is asked before leaving with unsaved changes, requests publication; a reviewer in a second
 * browser context rejects and then accepts it, and a visitor reads the page on the site; the editor
 * adds a translation. Two editors storing the same version: the second sees the conflict and keeps
 * every letter they typed. Each save-bar action is one commitPageEdit: a save and publish whose slug
 * is refused leaves the site as it was (issue 20), a rejection's feedback shows on the page, and an
 * editor without publish-page cannot rename a live page.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let dir: string;
const password = 'Editor-passw0rd!';
const api = '/api/tessera/page';
let imagePath: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-editor-e2e-'));
  imagePath = join(dir, 'garden.jpg');
  writeFileSync(
    imagePath,
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 60, g: 140, b: 70 } } })
      .jpeg()
      .toBuffer(),
  );
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  await addUserViaApi(e2e.gateway, { email: 'eddie@editor.test', name: 'Eddie Editor', role: 'editor', password });
  await addUserViaApi(e2e.gateway, { email: 'rita@editor.test', name: 'Rita Reviewer', role: 'reviewer', password });
  const tag = await admin.rest('POST', '/api/tessera/tags', { name: 'Gardening', isPrivate: false });
  if (tag.status !== 200) throw new Error(`creating a tag failed: ${JSON.stringify(tag.body)}`);
  await signIn(e2e, page, 'eddie@editor.test', password);
});

afterAll(async () => {
  await e2e?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const blocks = (scope: Page = page) => scope.getByTestId('block');
const blockOfType = (type: string, scope: Page = page) => scope.locator(`[data-testid="block"][data-block-type="${type}"]`);
const blockTypes = (scope: Page = page) => blocks(scope).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-block-type')));
const noDialog = (scope: Page = page) => scope.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
/** A Mantine modal by its test id (the id sits on its root, which has no box of its own). */
const dialog = (testId: string, scope: Page = page) => scope.locator(`[data-testid="${testId}"] [role="dialog"]`);
const saved = (scope: Page = page) => scope.locator('[data-testid="editor-dirty"][data-dirty="false"]').waitFor();
const pageOf = async (id: number) => (await admin.rest('GET', `${api}/${id}`)).body;
const versionOf = async (versionId: number) => (await admin.rest('GET', `${api}/version/fetch/${versionId}`)).body;

/**
 * The GraphQL mutations (by operation name) the browser sends while `action` runs. Read where the
 * request is routed, which happens before it can be answered (a request event may arrive later
 * than the screen's reaction to the answer).
 */
async function mutationsDuring(scope: Page, action: () => Promise<void>): Promise<string[]> {
  const names: string[] = [];
  const handler = async (route: Route) => {
    const query = String((route.request().postDataJSON() as { query?: string } | null)?.query ?? '');
    const name = /^\s*mutation\s+(\w+)/.exec(query)?.[1];
    if (name) names.push(name);
    await route.continue();
  };
  await scope.route('**/graphql', handler);
  try {
    await action();
  } finally {
    await scope.unroute('**/graphql', handler);
  }
  return names;
}

async function addBlock(type: string, search: string): Promise<Locator> {
  const before = await blockOfType(type).count();
  await page.getByTestId('add-block').click();
  await page.getByTestId('block-type-search').fill(search);
  await page.locator(`[data-testid="block-type-option"][data-type="${type}"]`).click();
  await noDialog();
  await eventually(async () => expect(await blockOfType(type).count()).toBe(before + 1));
  return blockOfType(type).nth(before);
}

/** Types into a rich text field: its stored HTML shows until it is focused, then TipTap takes over. */
async function typeRichText(scope: Locator, path: string, text: string): Promise<void> {
  await scope.getByTestId(`field-${path}`).first().click();
  const editable = scope.locator(`[contenteditable="true"][data-testid="field-${path}"]`);
  await editable.waitFor();
  await editable.click();
  await page.keyboard.type(text);
}

/** A drag by pointer, in steps, as a person does it (dnd-kit starts after a few pixels). */
async function dragAbove(handle: Locator, target: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.getByTestId('block-drag-overlay').waitFor();
  await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 20 });
  await page.mouse.up();
}

let pageId = 0;

test('an editor builds a page of three new block types, with an image, settings and SEO, and saves it', async () => {
  await page.goto(e2e.url('/cmsadmin/new-page'));
  await page.getByTestId('new-page-title').fill('Garden guide');
  await eventually(async () => expect(await page.getByTestId('new-page-slug').inputValue()).toBe('garden-guide'));
  await page.getByTestId('new-page-submit').click();
  await page.waitForURL(/\/cmsadmin\/page\/\d+$/);
  pageId = Number(page.url().split('/').pop());
  await page.getByTestId('page-editor').waitFor();
  await expectText(page.getByTestId('editor-title'), 'Garden guide');
  // A content page starts with its type's initial rich text block.
  expect(await blockTypes()).toEqual(['rich-text']);

  await typeRichText(blockOfType('rich-text'), 'body', 'Roses like sun and rain.');
  const quote = await addBlock('quote', 'quo');
  await quote.getByTestId('field-quote').fill('A garden is a friend you can visit any time.');
  await quote.getByTestId('field-author').fill('Ada Gardener');
  const hero = await addBlock('hero', 'hero');
  await hero.getByTestId('field-title').fill('Grow your own');
  const image = await addBlock('image', 'image');
  await image.getByTestId('field-caption').fill('The vegetable patch');

  // The image through the media library's picker: uploaded there, chosen, used whole.
  await image.getByTestId('field-image-choose').click();
  const picker = page.getByTestId('media-picker-browser');
  await picker.waitFor();
  await page.getByTestId('picker-upload-input').setInputFiles([imagePath]);
  await expectText(page.getByTestId('picker-selection'), 'garden.jpg');
  await page.getByTestId('picker-select').click();
  await picker.waitFor({ state: 'detached' });
  await expectText(image.getByTestId('field-image-file-name'), 'garden.jpg');
  await image.getByTestId('slot-thumbnail').waitFor();
  await image.getByTestId('field-image-alt').fill('Rows of lettuce');
  expect(await blockTypes()).toEqual(['rich-text', 'quote', 'hero', 'image']);

  // Drag the hero to the top by its handle, the cards collapsed so that all are on screen.
  await page.getByTestId('blocks-collapse-all').click();
  await page.getByTestId('blocks-tab').scrollIntoViewIfNeeded();
  await dragAbove(hero.getByTestId('block-handle'), blocks().first());
  await eventually(async () => expect(await blockTypes()).toEqual(['hero', 'rich-text', 'quote', 'image']));
  await page.getByTestId('blocks-expand-all').click();
  await expectText(page.getByTestId('editor-dirty'), 'Unsaved changes');

  // Page settings: a public tag found by search.
  await page.getByTestId('editor-tab-settings').click();
  await page.getByTestId('editor-public-tags').click();
  await page.getByTestId('editor-public-tags').fill('Gard');
  await page.getByRole('option', { name: 'Gardening', exact: true }).click();
  await page.keyboard.press('Escape');

  // SEO settings: title, description, two keywords.
  await page.getByTestId('editor-tab-seo').click();
  await page.getByTestId('editor-seo-title').fill('Grow your own garden');
  await page.getByTestId('editor-seo-description').fill('How to grow vegetables and roses at home.');
  await page.getByTestId('editor-seo-keywords').fill('roses');
  await page.keyboard.press('Enter');
  await page.getByTestId('editor-seo-keywords').fill('vegetables');
  await page.keyboard.press('Enter');
  await screenshot(page, 'editor-seo');
  expect(await accessibilityProblems(page, ['[data-testid="page-editor"]'])).toEqual([]);

  // One button, one call: the version and the tag go in one commitPageEdit.
  const sent = await mutationsDuring(page, async () => {
    await page.getByTestId('editor-action-save').click();
    await saved();
  });
  expect(sent).toEqual(['EditorCommitPageEdit']);

  const stored = await pageOf(pageId);
  const version = await versionOf(stored.latestVersionID);
  expect(version.blocks.map((block: { type: string }) => block.type)).toEqual(['hero', 'rich-text', 'quote', 'image']);
  expect(version.blocks[0].props).toMatchObject({ title: 'Grow your own' });
  expect(version.blocks[1].props.body).toContain('Roses like sun and rain.');
  expect(version.blocks[2].props).toMatchObject({ quote: 'A garden is a friend you can visit any time.', author: 'Ada Gardener' });
  expect(version.blocks[3].props).toMatchObject({ caption: 'The vegetable patch' });
  expect(version.blocks[3].__images?.image ?? version.blocks[3].props.image).toMatchObject({ fileName: 'garden.jpg', altText: 'Rows of lettuce' });
  expect(version).toMatchObject({ seoTitle: 'Grow your own garden', seoDescription: 'How to grow vegetables and roses at home.', seoKeywords: ['roses', 'vegetables'] });
  const tags = await admin.rest('GET', `/api/tessera/tags/page/${pageId}`);
  expect(JSON.stringify(tags.body)).toContain('Gardening');

  // The overview tab, the blocks and the preview pass axe too.
  await page.getByTestId('editor-tab-overview').click();
  await blocks().first().waitFor();
  expect(await accessibilityProblems(page, ['[data-testid="page-editor"]'])).toEqual([]);
  await screenshot(page, 'page-editor');
});

test('leaving with unsaved changes asks first; staying keeps them', async () => {
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  const quote = blockOfType('quote');
  await quote.getByTestId('field-author').fill('Ada G. Gardener');
  await expectText(page.getByTestId('editor-dirty'), 'Unsaved changes');
  await page.getByTestId('nav-/').click();
  await dialog('leave-modal').waitFor();
  await page.getByTestId('leave-stay').click();
  await noDialog();
  expect(new URL(page.url()).pathname).toBe(`/cmsadmin/page/${pageId}`);
  expect(await quote.getByTestId('field-author').inputValue()).toBe('Ada G. Gardener');

  await page.getByTestId('nav-/').click();
  await page.getByTestId('leave-discard').click();
  await page.getByTestId('page-overview').waitFor();
  expect(new URL(page.url()).pathname).not.toContain('/page/');
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  expect(await blockOfType('quote').getByTestId('field-author').inputValue()).toBe('Ada Gardener');
});

test('an editor requests publication; a reviewer rejects, then accepts, and the page is on the site', async () => {
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  await page.getByTestId('editor-action-requestPublication').click();
  await page.getByTestId('request-modal-text').fill('Ready for the spring issue');
  await page.getByTestId('request-modal-confirm').click();
  await noDialog();
  await page.getByTestId('editor-request-notice').waitFor();

  const reviewer = await e2e.newPage();
  const review = async (decision: 'reject' | 'accept', feedback: string) => {
    await reviewer.page.goto(e2e.url('/cmsadmin/publication-requests'));
    const row = reviewer.page.locator('[data-testid^="request-row-"]').filter({ has: reviewer.page.locator(`a[href="/cmsadmin/page/${pageId}"]`) });
    await row.getByTestId(/request-review-/).click();
    await reviewer.page.getByTestId('review-feedback').fill(feedback);
    await reviewer.page.getByTestId(`review-${decision}`).click();
    await noDialog(reviewer.page);
    await eventually(async () => expect(await row.count()).toBe(0));
  };
  try {
    await signIn(e2e, reviewer.page, 'rita@editor.test', password);
    await review('reject', 'Please add a photo caption in Dutch too.');
    expect(await pageOf(pageId)).toMatchObject({ status: 'concept', openRequestID: null });

    // The editor sees the request gone and the reviewer's feedback, with who rejected, and asks again.
    await page.reload();
    await expectText(page.getByTestId('editor-rejection-notice'), 'Publication rejected by Rita Reviewer on');
    await expectText(page.getByTestId('editor-rejection-feedback'), 'Please add a photo caption in Dutch too.');
    expect(await page.getByTestId('editor-request-notice').count()).toBe(0);
    expect(await accessibilityProblems(page, ['[data-testid="page-editor"]'])).toEqual([]);
    await screenshot(page, 'editor-rejection-feedback');
    await page.getByTestId('editor-action-requestPublication').click();
    await page.getByTestId('request-modal-text').fill('Caption checked');
    await page.getByTestId('request-modal-confirm').click();
    await noDialog();
    await page.getByTestId('editor-request-notice').waitFor();
    // Requested again: the old feedback is no longer the last word.
    await page.getByTestId('editor-rejection-notice').waitFor({ state: 'detached' });

    await review('accept', 'Lovely.');
    expect(await pageOf(pageId)).toMatchObject({ status: 'published' });
  } finally {
    await reviewer.context.close();
  }

  const visitor = await e2e.newPage();
  try {
    const response = await visitor.page.goto(e2e.url('/garden-guide'));
    expect(response?.status()).toBe(200);
    const text = await visitor.page.locator('main').innerText();
    for (const shown of ['Grow your own', 'Roses like sun and rain.', 'A garden is a friend you can visit any time.', 'The vegetable patch']) expect(text).toContain(shown);
    expect(await visitor.page.title()).toContain('Grow your own garden');
    expect(await visitor.page.locator('main img[alt="Rows of lettuce"]').count()).toBe(1);
  } finally {
    await visitor.context.close();
  }
});

test('on a live page an editor without publish-page finds the slug read-only, and is told why', async () => {
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  await page.getByTestId('editor-tab-settings').click();
  const slug = page.getByTestId('editor-slug-input');
  await eventually(async () => expect(await slug.getAttribute('data-locked')).toBe('publish-page'));
  expect(await slug.getAttribute('readonly')).not.toBeNull();
  expect(await slug.inputValue()).toBe('garden-guide');
  await expectText(page.getByTestId('editor-settings'), 'This page is on the site: only someone who may publish can change its address');
  expect(await accessibilityProblems(page, ['[data-testid="page-editor"]'])).toEqual([]);
});

test('a save and publish whose slug is refused leaves the site as it was, and the slug error shows on the settings tab', async () => {
  const created = await admin.rest('POST', `${api}/create`, {
    title: 'Bird notes',
    slug: 'bird-notes',
    type: 'content-page',
    locale: 'en-gb',
    content: [{ type: 'quote', props: { quote: 'Robins sing at dawn.' } }],
  });
  const id = created.body.pageID as number;
  expect((await admin.rest('POST', `${api}/${id}/publish`)).status).toBe(200);
  const publisher = await e2e.newPage();
  const visitor = await e2e.newPage();
  try {
    const editor = publisher.page;
    await signIn(e2e, editor);
    await editor.goto(e2e.url(`/cmsadmin/page/${id}`));
    await blockOfType('quote', editor).getByTestId('field-quote').fill('Robins sing all day.');
    await editor.getByTestId('editor-tab-settings').click();
    await editor.getByTestId('editor-slug-input').fill('robin-notes');
    await expectText(editor.getByTestId('editor-settings'), 'The slug /robin-notes is free.');
    // Someone takes the slug between the check and the save.
    expect((await admin.rest('POST', `${api}/create`, { title: 'Robin notes', slug: 'robin-notes', type: 'content-page', locale: 'en-gb' })).status).toBe(200);
    await editor.getByTestId('editor-tab-overview').click();
    const before = await pageOf(id);

    await editor.getByTestId('editor-action-saveAndPublish').click();
    await editor.getByTestId('editor-settings-failed').waitFor();
    await expectText(editor.getByTestId('editor-tab-settings-problems'), '1');
    await editor.getByTestId('editor-tab-settings').click();
    await expectText(editor.getByTestId('editor-settings'), 'Slug already exists.');
    expect(await editor.getByTestId('editor-dirty').getAttribute('data-dirty')).toBe('true');
    expect(await accessibilityProblems(editor, ['[data-testid="page-editor"]'])).toEqual([]);
    await screenshot(editor, 'editor-refused-slug');

    // Nothing of the action happened: no new version, nothing published, the old address and words.
    expect(await pageOf(id)).toMatchObject({ slug: 'bird-notes', latestVersionID: before.latestVersionID, publishedVersionID: before.publishedVersionID });
    const response = await visitor.page.goto(e2e.url('/bird-notes'));
    expect(response?.status()).toBe(200);
    const text = await visitor.page.locator('main').innerText();
    expect(text).toContain('Robins sing at dawn.');
    expect(text).not.toContain('Robins sing all day.');
  } finally {
    await publisher.context.close();
    await visitor.context.close();
  }
});

test('a translation is added from the Translations tab and opens in the editor', async () => {
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  await page.getByTestId('editor-tab-translations').click();
  await page.getByTestId('translations-empty').waitFor();
  await page.getByTestId('translation-add').click();
  await choose(page, 'translation-locale', 'Dutch (Netherlands)');
  await page.getByTestId('translation-title').fill('Moestuin gids');
  await page.getByTestId('translation-slug').fill('moestuin-gids');
  await page.getByTestId('translation-create').click();
  await page.waitForURL((url) => /^\/cmsadmin\/page\/\d+$/.test(url.pathname) && url.pathname !== `/cmsadmin/page/${pageId}`);
  await expectText(page.getByTestId('editor-title'), 'Moestuin gids');
  await expectText(page.getByTestId('editor-locale'), 'Dutch (Netherlands)');
  const translationId = Number(page.url().split('/').pop());
  expect(await pageOf(translationId)).toMatchObject({ locale: 'nl-nl', slug: 'moestuin-gids' });
  await page.getByTestId('editor-tab-translations').click();
  await expectText(page.locator('[data-testid="translation-row"][data-locale="en-gb"]'), 'Garden guide');
});

test('two editors store the same version: the second sees who stored in between and keeps what they typed', async () => {
  const created = await admin.rest('POST', `${api}/create`, {
    title: 'Shared notes',
    slug: 'shared-notes',
    type: 'content-page',
    locale: 'en-gb',
    content: [{ type: 'quote', props: { quote: 'First words.' } }],
  });
  const id = created.body.pageID as number;
  const url = e2e.url(`/cmsadmin/page/${id}`);
  const other = await e2e.newPage();
  try {
    await signIn(e2e, other.page);
    await other.page.goto(url);
    await page.goto(url);
    await blockOfType('quote', other.page).getByTestId('field-quote').waitFor();
    await blockOfType('quote').getByTestId('field-quote').waitFor();

    // The administrator stores first.
    await blockOfType('quote', other.page).getByTestId('field-author').fill('Admin in between');
    await other.page.getByTestId('editor-action-save').click();
    await saved(other.page);

    // The editor's store is refused as stale: PM_02, with who stored.
    await blockOfType('quote').getByTestId('field-quote').fill('Words the editor must not lose.');
    await page.getByTestId('editor-action-save').click();
    await dialog('conflict-modal').waitFor();
    await expectText(page.getByTestId('conflict-author'), 'Administrator saved version 2');
    await screenshot(page, 'editor-conflict');
    await page.getByTestId('conflict-keep').click();
    await noDialog();
    expect(await blockOfType('quote').getByTestId('field-quote').inputValue()).toBe('Words the editor must not lose.');
    await page.getByTestId('editor-action-save').click();
    await saved();

    const latest = await versionOf((await pageOf(id)).latestVersionID);
    expect(latest.blocks[0].props.quote).toBe('Words the editor must not lose.');
  } finally {
    await other.context.close();
  }
});

test('an editor resends and revokes a request; a publisher unpublishes, and saves and unpublishes, and the site follows', async () => {
  const notification = (scope: Page = page) => scope.locator('.mantine-Notification-root');
  const created = await admin.rest('POST', `${api}/create`, {
    title: 'Pond notes',
    slug: 'pond-notes',
    type: 'content-page',
    locale: 'en-gb',
    content: [{ type: 'quote', props: { quote: 'Frogs came back.' } }],
  });
  const id = created.body.pageID as number;
  const mailsToRita = async () => (await e2e.gateway.smtp.mailTo('rita@editor.test', 300)).length;

  // The editor (who cannot publish) asks, sends the request again, then withdraws it.
  await page.goto(e2e.url(`/cmsadmin/page/${id}`));
  await page.getByTestId('editor-action-requestPublication').click();
  await page.getByTestId('request-modal-text').fill('Please check the frogs');
  await page.getByTestId('request-modal-confirm').click();
  await noDialog();
  await page.getByTestId('editor-request-notice').waitFor();
  const mailedOnce = await mailsToRita();
  // A request goes to the reviewers again once its last sending is 10 minutes old.
  await e2e.gateway.sql(`update publication_request set sent_at = now() - interval '11 minutes' where page_id = ?`, [id]);
  await page.getByTestId('editor-action-resendRequest').click();
  await expectText(notification().filter({ hasText: 'again' }), 'The request was sent to the reviewers again.');
  await eventually(async () => expect(await mailsToRita()).toBe(mailedOnce + 1));
  await page.getByTestId('editor-action-revokeRequest').click();
  await expectText(notification().filter({ hasText: 'revoked' }), 'The request was revoked.');
  await page.getByTestId('editor-action-requestPublication').waitFor();
  expect(await page.getByTestId('editor-action-revokeRequest').count()).toBe(0);
  expect(await pageOf(id)).toMatchObject({ openRequestID: null, status: 'concept' });

  // The administrator (a publisher) takes the live garden guide off the site, then this page too
  // after publishing it, together with a last edit (save and unpublish).
  const publisher = await e2e.newPage();
  const visitor = await e2e.newPage();
  const statusOf = async (path: string) => (await visitor.page.goto(e2e.url(path)))?.status();
  try {
    await signIn(e2e, publisher.page);
    expect(await statusOf('/garden-guide')).toBe(200);
    await publisher.page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
    await publisher.page.getByTestId('editor-action-unpublish').click();
    await expectText(notification(publisher.page).filter({ hasText: 'off the site' }), 'The page was taken off the site.');
    await eventually(async () => expect(await pageOf(pageId)).toMatchObject({ status: 'not-published' }));
    await eventually(async () => expect(await statusOf('/garden-guide')).toBe(404));

    await publisher.page.goto(e2e.url(`/cmsadmin/page/${id}`));
    await publisher.page.getByTestId('editor-action-saveAndPublish').click();
    await eventually(async () => expect(await statusOf('/pond-notes')).toBe(200));
    await blockOfType('quote', publisher.page).getByTestId('field-author').fill('The pond keeper');
    await publisher.page.getByTestId('editor-action-saveAndUnpublish').click();
    await saved(publisher.page);
    await eventually(async () => expect(await statusOf('/pond-notes')).toBe(404));
    const unpublished = await pageOf(id);
    expect(unpublished).toMatchObject({ status: 'not-published' });
    expect((await versionOf(unpublished.latestVersionID)).blocks[0].props).toMatchObject({ quote: 'Frogs came back.', author: 'The pond keeper' });
    // A published page offers unpublish; a page off the site does not.
    expect(await publisher.page.getByTestId('editor-action-unpublish').count()).toBe(0);
  } finally {
    await publisher.context.close();
    await visitor.context.close();
  }
});

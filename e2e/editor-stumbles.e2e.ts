import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { addUserViaApi, eventually, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * What a new editor stumbled over (issue 24), each in Chromium against the built admin: the media
 * picker's crop is a choice and its buttons, like those of the remotes' other dialogs, stay in a
 * 1280 × 720 window, the editor's save bar stays in view on a long page, a rename is called a
 * rename and the upload panel follows it, the side navigation fits a 900 px high window and
 * notifications leave the header free.
 */
let e2e: E2E;
let page: Page;
let dir: string;
let photo: string;
let shed: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-stumbles-e2e-'));
  photo = join(dir, 'garden.jpg');
  writeFileSync(
    photo,
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 60, g: 140, b: 60 } } })
      .jpeg()
      .toBuffer(),
  );
  shed = join(dir, 'shed.jpg');
  writeFileSync(
    shed,
    await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 120, g: 80, b: 40 } } })
      .jpeg()
      .toBuffer(),
  );
  e2e = await startE2E();
  page = e2e.page;
  await signIn(e2e, page);
  // A gateway, a browser and the sign-in: slow on a machine shared by several builds.
}, 300_000);

afterAll(async () => {
  await e2e?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const fileCard = (name: string, scope: Page | Locator = page) => scope.locator(`[data-testid="media-file"][data-file-name="${name}"]`);
const uploadItem = (name: string, scope: Page | Locator = page) => scope.locator(`[data-testid="upload-item"][data-file-name="${name}"]`);

/** Whether the element is inside the window and not covered where a person would click it. */
async function reachable(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  if (!box || box.y < 0 || box.y + box.height > viewport.height || box.x < 0 || box.x + box.width > viewport.width) return false;
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
}

test('the picker uses the file as it is; cropping is a choice, and every button fits 1280 × 720', async () => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(e2e.url('/cmsadmin/remotes/admin-media/index.html#/media-picker-demo'));
  await page.getByTestId('demo-pick-image').click();
  const picker = page.getByTestId('media-picker-browser');
  await picker.waitFor();
  await page.getByTestId('picker-upload-input').setInputFiles([photo]);
  await eventually(async () => expect(await uploadItem('garden.jpg', picker).getAttribute('data-status')).toBe('done'));
  await expectText(page.getByTestId('picker-selection'), 'Chosen: garden.jpg');
  expect(await reachable(page.getByTestId('picker-select'))).toBe(true);

  // "Use this file": no crop step, the whole image.
  await page.getByTestId('picker-select').click();
  await picker.waitFor({ state: 'detached' });
  expect(await page.getByTestId('media-picker-crop').count()).toBe(0);
  expect(JSON.parse(await page.getByTestId('demo-picked').innerText())).toMatchObject({ fileName: 'garden.jpg', cropParams: null });

  // "Crop first" opens the crop step; its buttons are in the window without scrolling.
  await page.getByTestId('demo-pick-image').click();
  await fileCard('garden.jpg', picker).getByRole('button', { name: 'Choose garden.jpg' }).click();
  await page.getByTestId('picker-crop').click();
  await page.locator('[data-testid="crop-editor"][data-ready="true"]').waitFor();
  for (const button of ['picker-crop-back', 'picker-use-whole', 'picker-use-crop']) expect(await reachable(page.getByTestId(button))).toBe(true);
  await page.getByTestId('crop-width').fill('400');
  await page.getByTestId('crop-height').fill('300');
  await eventually(async () => expect(await page.getByTestId('crop-result-size').innerText()).toBe('400 × 300 pixels'));
  await page.getByTestId('picker-use-crop').click();
  await page.getByTestId('media-picker-crop').waitFor({ state: 'detached' });
  expect(JSON.parse(await page.getByTestId('demo-picked').innerText()).cropParams).toMatchObject({ width: 400, height: 300 });
});

test("the library's dialogs keep their buttons in a 1280 × 720 window", async () => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(e2e.url('/cmsadmin/medialibrary'));
  for (const [action, button] of [
    ['crop', 'crop-save'],
    ['details', 'details-save'],
    ['move', 'move-submit'],
  ] as const) {
    await fileCard('garden.jpg').getByTestId('media-actions').click();
    await page.getByTestId(`file-action-${action}`).click();
    const submit = page.getByTestId(button);
    await submit.waitFor();
    await eventually(async () => expect(await reachable(submit)).toBe(true));
    await page.keyboard.press('Escape');
    await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
  }
});

/**
 * A dialog's buttons (test ids) are in the window and not covered, with the dialog scrolled to its
 * top (where a long dialog opens) and to its end; whether the dialog scrolls at all.
 */
async function dialogButtonsFit(buttons: string[]): Promise<{ scrolls: boolean }> {
  // Mantine's dialog box (role dialog) is the scroll box when the dialog is taller than the window.
  const dialog = page.locator('[role="dialog"]').filter({ has: page.getByTestId(buttons[0]) });
  await dialog.waitFor();
  for (const end of ['top', 'end'] as const) {
    await dialog.evaluate((element, end) => (element.scrollTop = end === 'top' ? 0 : element.scrollHeight), end);
    for (const button of buttons) await eventually(async () => expect([button, end, await reachable(dialog.getByTestId(button))]).toEqual([button, end, true]));
  }
  return { scrolls: await dialog.evaluate((element) => element.scrollHeight > element.clientHeight) };
}

async function closeDialog(): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
}

test("the pages' longest dialogs keep their buttons in a 1280 × 720 window: reviewing a request, an old version", async () => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const admin = await e2e.gateway.admin();
  // Names of their own on every attempt (a retried test finds the first attempt's page and user).
  const run = Date.now();
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Seed saving', slug: `seed-saving-${run}`, type: 'content-page', locale: 'en-gb' });
  const blocks = Array.from({ length: 12 }, (_, index) => ({ type: 'hero', key: `hero-${index}`, props: { title: `Step ${index + 1}` } }));
  expect((await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store`, { title: 'Seed saving', blocks })).status).toBe(200);
  await addUserViaApi(e2e.gateway, { email: `rosa-${run}@stumbles.test`, name: 'Rosa Requester', role: 'editor', password: 'Stumbles-passw0rd!' });
  const editor = e2e.gateway.client();
  await editor.signIn(`rosa-${run}@stumbles.test`, 'Stumbles-passw0rd!');
  expect((await editor.rest('POST', `/api/tessera/page/${created.body.pageID}/request-publication`, { comment: 'Ready for the autumn issue.' })).status).toBe(200);

  // The review: a preview, the changes and a feedback field above the decision, taller than the window.
  await page.goto(e2e.url('/cmsadmin/publication-requests'));
  await page.locator('[data-testid^="request-review-"]').first().click();
  await page.getByTestId('review-show-changes').click();
  expect(await dialogButtonsFit(['review-accept', 'review-reject'])).toEqual({ scrolls: true });
  await closeDialog();

  // An old version of a long page, read-only, with "restore".
  await page.goto(e2e.url(`/cmsadmin/page/${created.body.pageID}`));
  await page.getByTestId('editor-history').click();
  await page.getByTestId('history-view').first().click();
  await page.getByTestId('version-view-title').waitFor();
  expect(await dialogButtonsFit(['version-view-restore'])).toEqual({ scrolls: true });
});

test("the site's, the users' and the shell's dialogs keep their buttons in a 1280 × 720 window", async () => {
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const [screen, opener, buttons] of [
    ['/menu-structure', 'menu-add', ['menu-form-submit']],
    ['/webhooks', 'webhooks-add', ['webhook-form-submit']],
    ['/api-tokens', 'api-tokens-add', ['api-token-form-submit']],
    ['/users', 'users-add', ['user-form-submit']],
    ['/dashboard', 'nav-logout', ['logout-confirm', 'logout-cancel']],
  ] as const) {
    await page.goto(e2e.url(`/cmsadmin${screen}`));
    await page.getByTestId(opener).click();
    await dialogButtonsFit([...buttons]);
    await closeDialog();
  }
});

test('renaming a file in its folder says it was renamed, and the upload panel shows the new name', async () => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(e2e.url('/cmsadmin/medialibrary'));
  // A name not yet in the folder (garden.jpg is, from the picker).
  await page.getByTestId('media-upload-input').setInputFiles([shed]);
  const uploaded = page.getByTestId('upload-item').last();
  await eventually(async () => expect(await uploaded.getAttribute('data-status')).toBe('done'));
  const name = (await uploaded.getAttribute('data-file-name'))!;
  await fileCard(name).getByTestId('media-actions').click();
  await page.getByTestId('file-action-move').click();
  await page.getByTestId('move-name').fill('vegetable-garden.jpg');
  await page.getByTestId('move-submit').click();
  await expectText(page.locator('.mantine-Notification-root'), `${name} was renamed to vegetable-garden.jpg.`);
  expect(await page.locator('.mantine-Notification-root').innerText()).not.toContain('moved');
  await uploadItem('vegetable-garden.jpg', page.getByTestId('upload-queue')).waitFor();
  expect(await uploadItem(name, page.getByTestId('upload-queue')).count()).toBe(0);
  // The notice is below the header: the language switch stays free (once the dialog's overlay has faded out).
  await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
  const notice = (await page.locator('.mantine-Notification-root').boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  expect(notice.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(await reachable(page.getByTestId('language-switch'))).toBe(true);
});

test('at 900 px height the last navigation entries scroll into view above "Log out"', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(e2e.url('/cmsadmin/dashboard'));
  const logout = page.getByTestId('nav-logout');
  await logout.waitFor();
  for (const route of ['/site-content/texts', '/publication-requests']) {
    const link = page.getByTestId(`nav-${route}`);
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual((await logout.boundingBox())!.y);
    expect(await reachable(link)).toBe(true);
  }
});

test.each([
  ['en', 'Skip to content'],
  ['nl', 'Naar de inhoud'],
  ['de', 'Zum Inhalt springen'],
  ['fr', 'Aller au contenu'],
])('%s: the first Tab stop skips to the screen, and a focused navigation entry shows its whole focus ring', async (language, text) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.evaluate((value) => localStorage.setItem('tessera.language', value), language);
  await page.goto(e2e.url('/cmsadmin/medialibrary'));
  await page.getByTestId('media-library').waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await skip.innerText()).toBe(text);
  expect(await reachable(skip)).toBe(true);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('#content')!.contains(document.activeElement))).toBe(true);

  // The ring (outline outside the entry) fits inside the navigation's scroll box.
  await page.getByTestId('nav-/dashboard').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await page.getByTestId('nav-/dashboard').evaluate((element) => {
    const style = getComputedStyle(element);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset) - 0.5;
    const box = element.getBoundingClientRect();
    const clip = element.closest('.mantine-ScrollArea-viewport')!.getBoundingClientRect();
    return { style: style.outlineStyle, inside: box.left - reach >= clip.left && box.right + reach <= clip.right && box.top - reach >= clip.top };
  });
  expect(ring).toEqual({ style: 'solid', inside: true });
  await page.evaluate(() => localStorage.setItem('tessera.language', 'en'));
});

test("on a long page the editor's save bar and its unsaved-changes note stay in view", async () => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const admin = await e2e.gateway.admin();
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Long read', slug: 'long-read', type: 'content-page', locale: 'en-gb' });
  const blocks = Array.from({ length: 24 }, (_, index) => ({ type: 'hero', key: `hero-${index}`, props: { title: `Part ${index + 1}` } }));
  expect((await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store`, { title: 'Long read', blocks })).status).toBe(200);
  await page.goto(e2e.url(`/cmsadmin/page/${created.body.pageID}`));
  await page.getByTestId('editor-save-bar').waitFor();
  // The last block's title, far down the page.
  await page.getByTestId('field-title').last().fill('The end');
  await page.mouse.wheel(0, 20_000);
  await eventually(async () => expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000));
  expect(await reachable(page.getByTestId('editor-action-save'))).toBe(true);
  await expectText(page.getByTestId('editor-dirty'), 'Unsaved changes');
  expect(await reachable(page.getByTestId('editor-dirty'))).toBe(true);
});

test('the public search counts one result in the singular, and names the languages of its filter', async () => {
  const admin = await e2e.gateway.admin();
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Rhubarb', slug: 'rhubarb', type: 'content-page', locale: 'en-gb' });
  const blocks = [{ type: 'rich-text', key: 'main', props: { heading: 'Rhubarb', body: '<p>Forcing rhubarb under a pot.</p>' } }];
  expect((await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, { title: 'Rhubarb', blocks })).status).toBe(200);
  const { page: visitor, context } = await e2e.newPage();
  try {
    await eventually(async () => {
      await visitor.goto(e2e.url('/zoeken?q=rhubarb'));
      expect(await visitor.locator('.search-page__summary').innerText()).toBe('1 result');
    }, 20_000);
    expect(await visitor.locator('select[name="locale"] option[value="en-gb"]').innerText()).toBe('British English');
    expect(await visitor.locator('h1').allInnerTexts()).toEqual(['Search']);
    expect(await visitor.locator('[role="search"]').count()).toBe(1);
  } finally {
    await context.close();
  }
});

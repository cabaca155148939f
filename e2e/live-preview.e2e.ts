import type { FrameLocator, Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, choose, eventually, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * The editor's live preview in Chromium against the real gateway: what is typed shows in the
 * preview without saving, at desktop, tablet and phone widths; a click on a block in the preview
 * selects that block in the editor and scrolls to it; a draft a store would refuse says why; the
 * panel speaks the four languages.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let pageId = 0;
const password = 'Preview-passw0rd!';
const api = '/api/tessera/page';

const quote = (key: string, n: number) => ({ type: 'quote', key, props: { quote: `Quote number ${n}`, author: `Author ${n}` } });
const blocks = [quote('first', 1), ...Array.from({ length: 8 }, (_, i) => quote(`filler-${i}`, i + 2)), quote('last', 10)];

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  await addUserViaApi(e2e.gateway, { email: 'lena@preview.test', name: 'Lena Live', role: 'editor', password });
  const created = await admin.rest('POST', `${api}/create`, { slug: 'live-preview', type: 'content-page', locale: 'en-gb', title: 'Live preview page' });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  pageId = created.body.pageID;
  const stored = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, { title: 'Live preview page', blocks });
  if (stored.status !== 200) throw new Error(JSON.stringify(stored.body));
  await signIn(e2e, page, 'lena@preview.test', password);
});

afterAll(async () => {
  await e2e?.stop();
});

const card = (key: string) => page.locator(`[data-testid="page-editor"] [data-testid="block"][data-block-key="${key}"]`);
const preview = (): FrameLocator => page.frameLocator('[data-testid="editor-preview-frame"]');
const previewText = () => preview().locator('main').innerText();

async function openWithPreview(): Promise<void> {
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  await page.getByTestId('page-editor').waitFor();
  await page.getByTestId('editor-preview-toggle').click();
  await eventually(async () => expect(await previewText()).toContain('Quote number 1'));
}

test('what is typed shows in the preview without saving', async () => {
  await openWithPreview();
  await card('first').getByTestId('field-author').fill('Ada Lovelace, typed just now');
  // Waits for it (debounced, then rendered by the server): no timed assertion.
  await eventually(async () => expect(await previewText()).toContain('Ada Lovelace, typed just now'), 5_000);
  await expectText(page.getByTestId('editor-dirty'), 'Unsaved changes');
  // Nothing was stored: the page's latest version still has the old author.
  const stored = await admin.rest('GET', `${api}/${pageId}`);
  const latest = await admin.rest('GET', `${api}/version/fetch/${stored.body.latestVersionID}`);
  expect(JSON.stringify(latest.body)).not.toContain('Ada Lovelace');
  expect(await accessibilityProblems(page, ['[data-testid="editor-preview-panel"]'], ['[data-testid="editor-preview-frame"]'])).toEqual([]);

  // A draft a store would refuse says why, and the preview comes back once it is fixed.
  await card('first').getByTestId('field-quote').fill('');
  await page.getByTestId('editor-preview-errors').waitFor();
  await card('first').getByTestId('field-quote').fill('Quote number 1, again');
  await page.getByTestId('editor-preview-errors').waitFor({ state: 'detached' });
  await eventually(async () => expect(await previewText()).toContain('Quote number 1, again'), 5_000);
});

test('the preview switches between desktop, tablet and phone widths', async () => {
  await openWithPreview();
  const frame = page.getByTestId('editor-preview-frame');
  const widthOf = async () => (await frame.boundingBox())!.width;
  const panelWidth = await widthOf();
  const switcher = page.getByTestId('editor-preview-width');

  await switcher.getByText('Phone', { exact: true }).click();
  await eventually(async () => expect(await widthOf()).toBe(375));
  expect(await frame.getAttribute('data-width')).toBe('phone');
  // The site's own layout at that width: the document is as wide as the frame.
  expect(
    await preview()
      .locator('html')
      .evaluate((html) => html.clientWidth),
  ).toBeLessThanOrEqual(375);

  await switcher.getByText('Tablet', { exact: true }).click();
  await eventually(async () => expect(await widthOf()).toBe(768));

  await switcher.getByText('Desktop', { exact: true }).click();
  await eventually(async () => expect(await widthOf()).toBe(panelWidth));
});

test('a click on a block in the preview selects it in the editor and scrolls to it', async () => {
  await openWithPreview();
  await page.getByTestId('blocks-collapse-all').click();
  await eventually(async () => expect(await card('last').getAttribute('data-collapsed')).toBe('true'));
  await page.getByTestId('editor-tab-seo').click();

  await preview().locator('[data-block-key="last"]').scrollIntoViewIfNeeded();
  await preview().locator('[data-block-key="last"] blockquote').click();

  await eventually(async () => expect(await card('last').getAttribute('data-selected')).toBe('true'));
  expect(await page.getByTestId('editor-tab-overview').getAttribute('aria-selected')).toBe('true');
  expect(await card('last').getAttribute('data-collapsed')).toBeNull();
  await eventually(async () => expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.blockKey)).toBe('last'));
  await eventually(async () => {
    const box = (await card('last').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(viewport.height);
  });

  // Another block, and a link in the preview goes nowhere (the frame keeps the draft).
  await preview().locator('[data-block-key="first"] blockquote').click();
  await eventually(async () => expect(await card('first').getAttribute('data-selected')).toBe('true'));
  expect(await card('last').getAttribute('data-selected')).toBeNull();
  await preview().locator('.site-name').click();
  await page.waitForTimeout(300);
  expect(await previewText()).toContain('Quote number 10');
});

test.each([
  ['Nederlands', { title: 'Live voorbeeld', widths: ['Computer', 'Tablet', 'Telefoon'] }],
  ['Deutsch', { title: 'Live-Vorschau', widths: ['Computer', 'Tablet', 'Smartphone'] }],
  ['Français', { title: 'Aperçu en direct', widths: ['Ordinateur', 'Tablette', 'Téléphone'] }],
  ['English', { title: 'Live preview', widths: ['Desktop', 'Tablet', 'Phone'] }],
])('the preview panel in %s', async (language, texts) => {
  await openWithPreview();
  await choose(page, 'language-switch', language);
  const panel = page.getByTestId('editor-preview-panel');
  await expectText(panel, texts.title);
  const labels = await page.getByTestId('editor-preview-width').locator('label').allInnerTexts();
  expect(labels).toEqual(texts.widths);
  await page.getByTestId('editor-preview-width').getByText(texts.widths[2], { exact: true }).click();
  await eventually(async () => expect(await page.getByTestId('editor-preview-frame').getAttribute('data-width')).toBe('phone'));
  expect(await accessibilityProblems(page, ['[data-testid="editor-preview-panel"]'], ['[data-testid="editor-preview-frame"]'])).toEqual([]);
});

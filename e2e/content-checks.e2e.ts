import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, choose, eventually, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * Content checks before publishing (issue 24) in Chromium: the editor lists the warnings of the
 * page beside the publication actions, a warning's button opens and focuses its block, publishing
 * still works with warnings; picking an image without alternative text asks for one; the texts
 * in the four languages of the admin.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let dir: string;
let imagePath: string;
let pageId = 0;
const api = '/api/tessera/page';

async function createPage(title: string, slug: string, blocks: object[] = []): Promise<number> {
  const created = await admin.rest('POST', `${api}/create`, { title, slug, type: 'content-page', locale: 'en-gb', content: blocks });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  return created.body.pageID;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-checks-e2e-'));
  imagePath = join(dir, 'meadow.jpg');
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 160, b: 60 } } })
    .jpeg()
    .toBuffer();
  writeFileSync(imagePath, bytes);
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  const upload = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', bytes, 'field.jpg', 'image/jpeg', { path: '/' });
  if (upload.status !== 200) throw new Error(JSON.stringify(upload.body));
  const file = upload.body.file as { id: number; hash: string; fileName: string };
  await createPage('Our meadow', 'other-meadow');
  pageId = await createPage('Our meadow', 'meadow', [
    { type: 'rich-text', key: 'intro', props: { body: '<h4>Flowers</h4><p>Many of them.</p>' } },
    { type: 'image', key: 'picture', props: {}, __images: { image: { hash: file.hash, fileName: file.fileName, altText: '', fileID: file.id, cropParams: null } } },
  ]);
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const warnings = () => page.locator('[data-testid="editor-checks-panel"] [data-testid="check-warning"]');
const codes = () => warnings().evaluateAll((items) => items.map((item) => item.getAttribute('data-code')));
const count = async () => Number(await page.getByTestId('editor-checks').getAttribute('data-count'));

async function openEditor(): Promise<void> {
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  await page.getByTestId('page-editor').waitFor();
}

test('the editor lists the warnings by block, jumps to a block, and still publishes', async () => {
  await openEditor();
  await eventually(async () => expect(await count()).toBe(4));
  await expectText(page.getByTestId('editor-checks-count'), '4 warnings');
  await page.getByTestId('editor-checks').click();
  await warnings().first().waitFor();
  expect(await codes()).toEqual(['heading-skipped', 'image-alt-missing', 'seo-description-missing', 'title-duplicate']);
  await expectText(warnings().nth(1), 'Block 2: Image');
  await expectText(warnings().nth(1), 'The image “field.jpg” has no alternative text.');
  await expectText(warnings().nth(3), 'Another page in this language has the same title.');
  expect(await accessibilityProblems(page, ['[data-testid="editor-checks-panel"]'])).toEqual([]);

  await warnings().nth(1).getByTestId('check-jump').click();
  await page.locator('[data-testid="editor-checks-panel"] [data-testid="check-warning"]').first().waitFor({ state: 'detached' });
  await eventually(async () => expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="block"]')?.getAttribute('data-block-key'))).toBe('picture'));
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('field-image-alt');
  const box = await page.locator('[data-testid="block"][data-block-key="picture"]').boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y).toBeLessThan(viewport.height);
  expect(box!.y + box!.height).toBeGreaterThan(0);

  // A page-level warning opens its tab: the SEO description on the SEO tab.
  await page.getByTestId('editor-checks').click();
  await warnings().nth(2).getByTestId('check-jump').click();
  await eventually(async () => expect(await page.getByTestId('editor-tab-seo').getAttribute('aria-selected')).toBe('true'));

  // Warnings warn: publishing works with all of them.
  await page.getByTestId('editor-action-saveAndPublish').click();
  await eventually(async () => expect((await admin.rest('GET', `${api}/${pageId}`)).body.publishedVersionID).toEqual(expect.any(Number)));
});

test('picking an image without alternative text asks for one; writing it ends the warning', async () => {
  await openEditor();
  await eventually(async () => expect(await count()).toBe(4));
  const image = page.locator('[data-testid="block"][data-block-key="picture"]');
  await image.scrollIntoViewIfNeeded();
  await image.getByTestId('field-image-choose').click();
  const picker = page.getByTestId('media-picker-browser');
  await picker.waitFor();
  await page.getByTestId('picker-upload-input').setInputFiles([imagePath]);
  await expectText(page.getByTestId('picker-selection'), 'meadow.jpg');
  await page.getByTestId('picker-select').click();
  await picker.waitFor({ state: 'detached' });
  await expectText(image.getByTestId('field-image-file-name'), 'meadow.jpg');

  const ask = image.getByTestId('field-image-alt-ask');
  await expectText(ask, 'This image has no alternative text yet');
  await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('field-image-alt'));
  expect(await image.getByTestId('field-image-alt').getAttribute('aria-invalid')).toBe('true');
  expect(await accessibilityProblems(page, ['[data-block-key="picture"]'])).toEqual([]);

  await page.keyboard.type('A meadow in the sun');
  await ask.waitFor({ state: 'detached' });
  await eventually(async () => expect(await count()).toBe(3));
  await page.getByTestId('editor-action-save').click();
  await page.locator('[data-testid="editor-dirty"][data-dirty="false"]').waitFor();
});

test.each([
  ['Nederlands', 'Controles', 'Blok 1: Opgemaakte tekst', 'De pagina heeft geen SEO-omschrijving.'],
  ['Deutsch', 'Prüfungen', 'Block 1: Formatierter Text', 'Die Seite hat keine SEO-Beschreibung.'],
  ['Français', 'Vérifications', 'Bloc 1 : Texte enrichi', 'La page n’a pas de description SEO.'],
  ['English', 'Checks', 'Block 1: Rich text', 'The page has no SEO description.'],
])('the checks speak %s (block types in its words, from the config)', async (language, button, block, seo) => {
  await openEditor();
  await choose(page, 'language-switch', language);
  await expectText(page.getByTestId('editor-checks'), button);
  await page.getByTestId('editor-checks').click();
  await expectText(warnings().first(), block);
  await expectText(page.locator('[data-testid="editor-checks-panel"] [data-code="seo-description-missing"]'), seo);
  await page.keyboard.press('Escape');
});

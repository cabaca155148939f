import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { startLibreTranslateStandIn, type LibreTranslateStandIn } from '../schema/src/translations/libre-translate.test-support';
import { accessibilityProblems, choose, eventually, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * The translation workflow in Chromium (issue 36): the overview shows each locale's state; a
 * translation whose source was republished says "source changed", shows the source's change and
 * is marked up to date; the side-by-side view; XLIFF export, an edited import making a draft (and
 * a hostile file refused); machine translation into a draft through a LibreTranslate stand-in;
 * the labels in the four languages, without accessibility problems.
 */
let e2e: E2E;
let engine: LibreTranslateStandIn;
let page: Page;
let admin: TestClient;
let serial = 0;
const api = '/api/tessera/page';

async function call(method: string, path: string, body?: unknown) {
  const reply = await admin.rest(method, path, body);
  if (reply.status !== 200) throw new Error(`${method} ${path} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

const blocks = (bodies: Record<string, string>) => Object.entries(bodies).map(([key, body]) => ({ type: 'rich-text', key, props: { body: `<p>${body}</p>` } }));

/** A published English page with a published German translation made from it. */
async function sourceWithTranslation(): Promise<{ source: number; translation: number; n: number }> {
  const n = ++serial;
  const created = await call('POST', `${api}/create`, {
    title: `Garden ${n}`,
    slug: `garden-${n}`,
    type: 'content-page',
    locale: 'en-gb',
    content: blocks({ intro: 'Plant in spring', tips: 'Water often' }),
  });
  await call('POST', `${api}/${created.pageID}/publish`);
  const translated = await call('POST', `${api}/create-translation`, { pageID: created.pageID, newLocale: 'de-de', title: `Garten ${n}`, slug: `garten-${n}` });
  await call('POST', `${api}/${translated.pageID}/publish`);
  return { source: created.pageID, translation: translated.pageID, n };
}

/** Stores and publishes a new version of the source: one block changed, one added. */
async function republishSource(source: number): Promise<void> {
  const current = await call('GET', `${api}/${source}`);
  await call('POST', `${api}/version/${current.latestVersionID}/store`, { title: current.title, blocks: blocks({ intro: 'Plant in early spring', tips: 'Water often', extra: 'Mulch in autumn' }) });
  await call('POST', `${api}/${source}/publish`);
}

async function openTranslationsTab(pageId: number): Promise<void> {
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  // The editor's first load shares two cores with other builds.
  await page.getByTestId('editor-tab-translations').click({ timeout: 45_000 });
  await page.getByTestId('translation-workflow').waitFor();
}

const localeState = (pageId: number, locale: string) => page.getByTestId(`page-locale-states-${pageId}`).locator(`[data-locale="${locale}"]`);

beforeAll(async () => {
  // The gateway's machine translation (TESSERA_MT_URL) is the LibreTranslate stand-in.
  engine = await startLibreTranslateStandIn();
  e2e = await startE2E({ machineTranslation: { url: engine.url } });
  page = e2e.page;
  admin = await e2e.gateway.admin();
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
  await engine?.stop();
});

test("the overview shows each locale's state of a page in words", async () => {
  const { source, translation } = await sourceWithTranslation();
  await page.goto(e2e.url('/cmsadmin/'));
  await page.getByTestId(`page-locale-states-${source}`).waitFor({ timeout: 45_000 });
  const states = await page
    .getByTestId(`page-locale-states-${source}`)
    .locator('[data-locale]')
    .evaluateAll((badges) => badges.map((badge) => [badge.getAttribute('data-locale'), badge.getAttribute('data-state'), badge.textContent]));
  expect(states).toEqual([
    ['en-gb', 'published', 'en-gb · published'],
    ['de-de', 'published', 'de-de · published'],
    ['fr-fr', 'missing', 'fr-fr · missing'],
    ['nl-nl', 'missing', 'nl-nl · missing'],
  ]);
  expect(await localeState(source, 'de-de').getAttribute('href')).toBe(`/cmsadmin/page/${translation}`);
  expect(await localeState(source, 'de-de').getAttribute('aria-label')).toBe('de-de (German (Germany)): published');
  await republishSource(source);
  await page.reload();
  await eventually(async () => expect(await localeState(source, 'de-de').getAttribute('data-state')).toBe('outdated'));
  await expectText(localeState(source, 'de-de'), 'de-de · outdated');
  expect(await accessibilityProblems(page, ['[data-testid="page-overview"]'])).toEqual([]);

  // The ticked pages go to a translation agency as one file.
  await page.getByTestId(`page-select-${source}`).check();
  await expectText(page.getByTestId('overview-xliff-selected'), '1 page selected');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('overview-xliff-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^tessera-en-gb-nl-nl-.*\.xlf$/);
  expect(readFileSync((await download.path())!, 'utf8')).toContain(`original="pages/${source}/versions/2"`);
});

test('a translation whose source was republished says so, shows the source’s change, and is marked up to date', async () => {
  const { source, translation } = await sourceWithTranslation();
  await page.goto(e2e.url(`/cmsadmin/page/${translation}`));
  await page.getByTestId('page-editor').waitFor({ timeout: 45_000 });
  expect(await page.getByTestId('source-changed').count()).toBe(0);
  await republishSource(source);
  await page.reload();
  await expectText(page.getByTestId('source-changed-text'), 'The source (en-gb) changed since this translation was made', 45_000);
  await page.getByTestId('source-changed-show').click();
  const dialog = page.locator('[data-testid="source-compare-modal"] [role="dialog"]');
  await dialog.getByTestId('version-comparison').waitFor();
  expect(await dialog.locator('[data-testid="compare-block"][data-key="intro"]').getAttribute('data-status')).toBe('changed');
  expect(await dialog.locator('[data-testid="compare-block"][data-key="extra"]').getAttribute('data-status')).toBe('added');
  expect(await accessibilityProblems(page, ['[data-testid="source-compare-modal"] [role="dialog"]'])).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await accessibilityProblems(page, ['[data-testid="page-editor"]'])).toEqual([]);
  await page.getByTestId('source-changed-mark').click();
  await page.getByTestId('source-changed').waitFor({ state: 'detached' });
  await page.reload();
  await page.getByTestId('page-editor').waitFor();
  expect(await page.getByTestId('source-changed').count()).toBe(0);
});

test('the side-by-side view shows source and translation aligned by block key, and the blocks one side lacks', async () => {
  const { source, translation } = await sourceWithTranslation();
  await republishSource(source);
  await openTranslationsTab(translation);
  await page.getByTestId('side-by-side-open').click();
  await page.waitForURL((url) => url.pathname === `/cmsadmin/page/${translation}/side-by-side`);
  const row = (key: string) => page.locator(`[data-testid="side-by-side-row"][data-key="${key}"]`);
  await expectText(row('intro').getByTestId('side-by-side-source'), 'Plant in early spring', 45_000);
  await expectText(row('intro').getByTestId('side-by-side-translation'), 'Plant in spring');
  expect(await row('extra').getAttribute('data-missing')).toBe('translation');
  await expectText(row('extra').getByTestId('side-by-side-translation-missing'), 'Not translated yet');
  await expectText(page.getByTestId('side-by-side-missing-count'), '1 block is on one side only');
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.getByTestId('side-by-side-back').click();
  await page.waitForURL((url) => url.pathname === `/cmsadmin/page/${translation}`);
  await page.getByTestId('page-editor').waitFor();
});

test('XLIFF: the export downloads, an edited import makes a draft and shows the report, a hostile file is refused', async () => {
  const { source, translation } = await sourceWithTranslation();
  await openTranslationsTab(translation);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('xliff-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^tessera-en-gb-de-de-.*\.xlf$/);
  const exported = readFileSync((await download.path())!, 'utf8');
  expect(exported).toContain(`original="pages/${source}/versions/`);
  expect(exported).toContain('<unit id="page:title">');

  const edited = exported.replace(/(<unit id="page:title"><segment><source>[^<]*<\/source><target>)[^<]*(<\/target>)/, '$1Gartenratgeber$2');
  expect(edited).not.toBe(exported);
  await page.getByTestId('xliff-import-file').setInputFiles({ name: 'garden.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(edited) });
  await page.getByTestId('xliff-import-start').click();
  const report = page.getByTestId('xliff-import-report');
  await expectText(report.getByTestId('xliff-import-result'), 'Pages updated: 1 · units refused: 0');
  const imported = report.locator(`[data-testid="xliff-import-pages"] tr[data-page-id="${translation}"]`);
  const version = Number(await imported.getAttribute('data-version'));
  await expectText(imported, `Version ${version}`);
  // A new draft, never a publication: the page still publishes its earlier version.
  const stored = await call('GET', `${api}/${translation}`);
  expect(stored.publishedVersionID).not.toBe(stored.latestVersionID);
  await expectText(page.getByTestId('editor-title'), 'Gartenratgeber');
  expect(await accessibilityProblems(page, ['[data-testid="translation-workflow"]'])).toEqual([]);

  // A unit whose source text was changed outside Tessera: the whole file is refused, unit by unit.
  const tampered = exported.replace(/(<unit id="page:title"><segment><source>)[^<]*/, '$1Something else');
  await page.getByTestId('xliff-import-file').setInputFiles({ name: 'tampered.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(tampered) });
  await page.getByTestId('xliff-import-start').click();
  await expectText(page.getByTestId('xliff-import-result'), 'Pages updated: 0 · units refused: 1');
  const refusal = page.locator('[data-testid="xliff-import-refused"] tr[data-code="V_12"]');
  await expectText(refusal, 'page:title');
  await expectText(refusal, 'is not valid');
  expect(await accessibilityProblems(page, ['[data-testid="xliff-import"]'])).toEqual([]);
  expect((await call('GET', `${api}/${translation}`)).latestVersionID).toBe(stored.latestVersionID);

  // An external entity (XXE): refused before anything is read.
  const hostile = `<?xml version="1.0"?>\n<!DOCTYPE xliff [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-GB" trgLang="de-DE"><file id="f" original="pages/${source}/versions/1"><unit id="page/title"><segment><source>x</source><target>&x;</target></segment></unit></file></xliff>`;
  await page.getByTestId('xliff-import-file').setInputFiles({ name: 'hostile.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(hostile) });
  await page.getByTestId('xliff-import-start').click();
  await page.getByTestId('xliff-import-errors').waitFor();
  await expectText(page.getByTestId('xliff-import-errors'), 'The XLIFF file could not be imported.');
  expect(await page.getByTestId('xliff-import-errors').textContent()).not.toContain('code:');
  expect(await page.getByTestId('xliff-import-report').count()).toBe(0);
  expect((await call('GET', `${api}/${translation}`)).title).not.toContain('root:');
});

test('machine translation fills a new draft, never a publication', async () => {
  const { translation, n } = await sourceWithTranslation();
  const before = await call('GET', `${api}/${translation}`);
  await openTranslationsTab(translation);
  await page.getByTestId('machine-translate').click();
  const dialog = page.getByRole('dialog', { name: 'Machine translate this page' });
  await expectText(dialog, 'Nothing is published');
  expect(await accessibilityProblems(page, ['[role="dialog"]'])).toEqual([]);
  await dialog.getByTestId('machine-translate-confirm').click();
  await dialog.waitFor({ state: 'detached' });
  await expectText(page.locator('.mantine-Notification-root'), 'It is not published.');
  const after = await call('GET', `${api}/${translation}`);
  expect(after.latestVersionID).not.toBe(before.latestVersionID);
  expect(after.publishedVersionID).toBe(before.publishedVersionID);
  // The stand-in answers "[de] " and the text in capitals: the editor holds the new draft.
  await expectText(page.getByTestId('editor-title'), `[de] GARDEN ${n}`);
  expect(engine.requests.some((request) => request.source === 'en' && request.target === 'de')).toBe(true);
});

const languages = [
  ['Nederlands', 'Bron gewijzigd', 'Naast de bron tonen', 'XLIFF exporteren', 'verouderd'],
  ['Deutsch', 'Quelle geändert', 'Neben der Quelle anzeigen', 'XLIFF exportieren', 'veraltet'],
  ['Français', 'Source modifiée', 'Côte à côte avec la source', 'Exporter en XLIFF', 'périmée'],
  ['English', 'Source changed', 'Side by side with the source', 'Export XLIFF', 'outdated'],
] as const;

test.each(languages)('the translation workflow speaks %s', async (language, changed, sideBySide, exportLabel, outdated) => {
  const { source, translation } = await sourceWithTranslation();
  await republishSource(source);
  await page.goto(e2e.url(`/cmsadmin/page/${translation}`));
  await page.getByTestId('page-editor').waitFor({ timeout: 45_000 });
  await choose(page, 'language-switch', language);
  await expectText(page.getByTestId('source-changed'), changed);
  await page.getByTestId('editor-tab-translations').click();
  await expectText(page.getByTestId('side-by-side-open'), sideBySide);
  await expectText(page.getByTestId('xliff-export'), exportLabel);
  expect(await accessibilityProblems(page, ['[data-testid="page-editor"]'])).toEqual([]);
  await page.goto(e2e.url('/cmsadmin/'));
  await expectText(localeState(source, 'de-de'), `de-de · ${outdated}`, 45_000);
});

import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, choose, eventually, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * Comparing versions in Chromium: from the editor's history ("compare with current") a changed
 * word, an added block and a changed setting show side by side; a reviewer sees on a publication
 * request what changed since the published version, or that there is none to compare with; the
 * labels in the four languages.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let editor: TestClient;
let serial = 0;
const password = 'Compare-passw0rd!';
const api = '/api/tessera/page';

type Blocks = Array<{ key: string; body: string }>;
const content = (title: string, blocks: Blocks) => ({ title, blocks: blocks.map(({ key, body }) => ({ type: 'rich-text', key, props: { body } })) });

async function store(client: TestClient, versionId: number, body: ReturnType<typeof content>): Promise<number> {
  const stored = await client.rest('POST', `${api}/version/${versionId}/store`, body);
  if (stored.status !== 200) throw new Error(JSON.stringify(stored.body));
  return stored.body.pageVersionID;
}

/** A page of two stored versions: the second changes a word, adds a block and the title. */
async function pageOfTwoVersions(): Promise<{ pageId: number; latest: number }> {
  const created = await admin.rest('POST', `${api}/create`, { title: 'Fox', slug: `fox-${++serial}`, type: 'content-page', locale: 'en-gb' });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const first = await store(admin, created.body.pageVersionID, content('Fox', [{ key: 'intro', body: '<p>The quick brown fox</p>' }]));
  const latest = await store(
    admin,
    first,
    content('Fox story', [
      { key: 'intro', body: '<p>The slow brown fox</p>' },
      { key: 'more', body: '<p>Jumps over the dog</p>' },
    ]),
  );
  return { pageId: created.body.pageID, latest };
}

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  await addUserViaApi(e2e.gateway, { email: 'erin@compare.test', name: 'Erin Editor', role: 'editor', password });
  editor = e2e.gateway.client();
  await editor.signIn('erin@compare.test', password);
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

const historyRow = (n: number) => page.locator(`[data-testid="history-version"][data-number="${n}"]`);
const compareDialog = () => page.locator('[data-testid="compare-modal"] [role="dialog"]');
const block = (scope: ReturnType<Page['locator']>, key: string) => scope.locator(`[data-testid="compare-block"][data-key="${key}"]`);

async function compareFromHistory(pageId: number, number: number): Promise<void> {
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  // The editor's first load shares two cores with CI and other builds.
  await page.getByTestId('editor-history').click({ timeout: 45_000 });
  await historyRow(number).getByTestId('history-compare').click();
  await compareDialog().getByTestId('version-comparison').waitFor();
}

test('from the history, an old version compared with the current one shows the changed words, the added block and the title side by side', async () => {
  const { pageId } = await pageOfTwoVersions();
  await compareFromHistory(pageId, 2);
  const dialog = compareDialog();
  await expectText(dialog.getByTestId('compare-versions'), 'Version 2 → version 3');
  const intro = block(dialog, 'intro');
  expect(await intro.getAttribute('data-status')).toBe('changed');
  await expectText(intro.getByTestId('compare-status'), 'Changed');
  expect(await intro.getByTestId('compare-delete').allInnerTexts()).toEqual(['quick ']);
  expect(await intro.getByTestId('compare-insert').allInnerTexts()).toEqual(['slow ']);
  await expectText(intro.getByTestId('compare-before'), 'The quick brown fox');
  await expectText(intro.getByTestId('compare-after'), 'The slow brown fox');
  expect(await block(dialog, 'more').getAttribute('data-status')).toBe('added');
  await expectText(block(dialog, 'more').getByTestId('compare-after'), 'Jumps over the dog');
  await expectText(dialog.getByTestId('compare-settings'), 'Fox story');
  expect(await accessibilityProblems(page, ['[data-testid="compare-modal"] [role="dialog"]'])).toEqual([]);
  // The newest version is the current one: nothing to compare it with.
  expect(await historyRow(3).count()).toBe(1);
  expect(await historyRow(3).getByTestId('history-compare').count()).toBe(0);
  await compareDialog().locator('.mantine-Modal-close').click();
  await compareDialog().waitFor({ state: 'detached' });
});

test('a reviewer sees on a request what changed since the published version, and that a page never published has none', async () => {
  const { pageId, latest } = await pageOfTwoVersions();
  expect((await admin.rest('POST', `${api}/${pageId}/publish`)).status).toBe(200);
  await store(
    editor,
    latest,
    content('Fox story', [
      { key: 'intro', body: '<p>The slow red fox</p>' },
      { key: 'more', body: '<p>Jumps over the dog</p>' },
    ]),
  );
  expect((await editor.rest('POST', `${api}/${pageId}/request-publication`, { comment: 'Colour' })).status).toBe(200);
  const fresh = await admin.rest('POST', `${api}/create`, {
    title: 'Brand new',
    slug: `brand-new-${++serial}`,
    type: 'content-page',
    locale: 'en-gb',
    content: [{ type: 'rich-text', key: 'only', props: { body: '<p>All new</p>' } }],
  });
  expect((await editor.rest('POST', `${api}/${fresh.body.pageID}/request-publication`, { comment: 'First' })).status).toBe(200);

  const row = (id: number) => page.locator('[data-testid^="request-row-"]').filter({ has: page.locator(`a[href="/cmsadmin/page/${id}"]`) });
  await page.goto(e2e.url('/cmsadmin/publication-requests'));
  await row(pageId).getByRole('button', { name: 'Review the request for Fox story' }).click({ timeout: 45_000 });
  const modal = page.getByRole('dialog', { name: 'Review “Fox story”' });
  await modal.getByTestId('review-show-changes').click();
  await expectText(modal.getByTestId('compare-versions'), 'Version 3 → version 4');
  const intro = block(modal, 'intro');
  expect(await intro.getByTestId('compare-delete').allInnerTexts()).toEqual(['brown ']);
  expect(await intro.getByTestId('compare-insert').allInnerTexts()).toEqual(['red ']);
  await expectText(modal.getByTestId('compare-unchanged'), '1 block unchanged');
  expect(await accessibilityProblems(page, ['[role="dialog"]'])).toEqual([]);
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });

  await row(fresh.body.pageID).getByRole('button', { name: 'Review the request for Brand new' }).click();
  const first = page.getByRole('dialog', { name: 'Review “Brand new”' });
  await first.getByTestId('review-show-changes').click();
  await expectText(first.getByTestId('compare-never-published'), 'no published version');
  expect(await block(first, 'only').getAttribute('data-status')).toBe('added');
  await expectText(block(first, 'only').getByTestId('compare-after'), 'All new');
  await page.keyboard.press('Escape');
});

const languages = [
  ['Nederlands', 'Vergelijken met huidige', 'Versies vergelijken', 'Gewijzigd', 'Voor'],
  ['Deutsch', 'Mit aktueller vergleichen', 'Versionen vergleichen', 'Geändert', 'Vorher'],
  ['Français', 'Comparer avec l’actuelle', 'Comparer les versions', 'Modifié', 'Avant'],
  ['English', 'Compare with current', 'Compare versions', 'Changed', 'Before'],
] as const;

test.each(languages)('the comparison speaks %s', async (language, button, title, changed, before) => {
  const { pageId } = await pageOfTwoVersions();
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  await choose(page, 'language-switch', language);
  await page.getByTestId('editor-history').click();
  await eventually(async () => expect(await historyRow(2).getByTestId('history-compare').innerText()).toBe(button));
  await historyRow(2).getByTestId('history-compare').click();
  const dialog = page.getByRole('dialog', { name: title });
  await expectText(block(dialog, 'intro').getByTestId('compare-status'), changed);
  await expectText(dialog, before);
  expect(await accessibilityProblems(page, ['[data-testid="compare-modal"] [role="dialog"]'])).toEqual([]);
  await page.keyboard.press('Escape');
});

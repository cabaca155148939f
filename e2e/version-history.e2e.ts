import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, eventually, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * The editor's version history in Chromium against the real gateway: a page of 35 versions shows
 * the newest 30 with their authors, the older ones on request; an old version opens read-only and
 * is restored as unsaved changes, which storing makes the newest version (nothing of the history
 * is lost); restoring over unsaved work asks first.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let pageId = 0;
const versionIds = new Map<number, number>();
const password = 'History-passw0rd!';
const api = '/api/tessera/page';

const content = (n: number) => ({ title: `Recipe ${n}`, blocks: [{ type: 'quote', key: 'quote', props: { quote: `Quote of version ${n}`, author: `Author ${n}` } }] });

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  await addUserViaApi(e2e.gateway, { email: 'hanna@history.test', name: 'Hanna History', role: 'editor', password });
  const created = await admin.rest('POST', `${api}/create`, { slug: 'recipe', type: 'content-page', locale: 'en-gb', content: content(1).blocks, title: content(1).title });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  pageId = created.body.pageID;
  versionIds.set(1, created.body.pageVersionID);
  for (let n = 2; n <= 35; n++) {
    const stored = await admin.rest('POST', `${api}/version/${versionIds.get(n - 1)}/store`, content(n));
    if (stored.status !== 200) throw new Error(JSON.stringify(stored.body));
    versionIds.set(n, stored.body.pageVersionID);
  }
  await signIn(e2e, page, 'hanna@history.test', password);
});

afterAll(async () => {
  await e2e?.stop();
});

const rows = () => page.getByTestId('history-version');
const row = (n: number) => page.locator(`[data-testid="history-version"][data-number="${n}"]`);
const numbers = () => rows().evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-number'))));
const author = () => page.locator('[data-testid="page-editor"] [data-testid="block"]').first().getByTestId('field-author');
const noDialog = () => page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });

async function openHistory(): Promise<void> {
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  await page.getByTestId('editor-history').click();
  await row(35).waitFor();
}

test('the newest 30 versions show with their authors, the older ones on request', async () => {
  await openHistory();
  await eventually(async () => expect(await numbers()).toEqual(Array.from({ length: 30 }, (_, i) => 35 - i)));
  await expectText(row(35).getByTestId('history-version-author'), 'Administrator');
  expect(await accessibilityProblems(page, ['[data-testid="history-drawer"]'])).toEqual([]);

  await page.getByTestId('history-older').click();
  await row(1).waitFor();
  expect(await numbers()).toEqual(Array.from({ length: 35 }, (_, i) => 35 - i));
  expect(await page.getByTestId('history-older').count()).toBe(0);
});

test('an old version opens read-only and is restored as a new version; the history keeps every one', async () => {
  await openHistory();
  await page.getByTestId('history-older').click();
  await row(3).getByTestId('history-view').click();
  const view = page.locator('[data-testid="version-view"] [role="dialog"]');
  await expectText(view.getByTestId('version-view-title'), 'Recipe 3');
  const oldAuthor = view.getByTestId('field-author');
  expect(await oldAuthor.inputValue()).toBe('Author 3');
  expect(await oldAuthor.isEditable()).toBe(false);
  expect(await accessibilityProblems(page, ['[data-testid="version-view"] [role="dialog"]'])).toEqual([]);

  await view.getByTestId('version-view-restore').click();
  await noDialog();
  await eventually(async () => expect(await author().inputValue()).toBe('Author 3'));
  await expectText(page.getByTestId('editor-dirty'), 'Unsaved changes');
  await page.getByTestId('editor-action-save').click();
  await page.locator('[data-testid="editor-dirty"][data-dirty="false"]').waitFor();

  const stored = (await admin.rest('GET', `${api}/${pageId}`)).body;
  const newest = (await admin.rest('GET', `${api}/version/fetch/${stored.latestVersionID}`)).body;
  expect(newest).toMatchObject({ number: 36, title: 'Recipe 3', blocks: [expect.objectContaining({ props: expect.objectContaining({ author: 'Author 3' }) })] });
  const before = (await admin.rest('GET', `${api}/version/fetch/${versionIds.get(35)}`)).body;
  expect(before.blocks[0].props.author).toBe('Author 35');

  await page.getByTestId('editor-history').click();
  await row(36).waitFor();
  await expectText(row(36).getByTestId('history-version-author'), 'Hanna History');
  expect((await numbers()).slice(0, 2)).toEqual([36, 35]);
});

test('restoring over unsaved work asks first; cancelling keeps the work', async () => {
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  await author().fill('Typed, not stored');
  await page.getByTestId('editor-history').click();
  await row(34).getByTestId('history-restore').click();
  const confirm = page.locator('[data-testid="restore-confirm-modal"] [role="dialog"]');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await author().inputValue()).toBe('Typed, not stored');

  await row(34).getByTestId('history-restore').click();
  await page.getByTestId('restore-confirm').click();
  await eventually(async () => expect(await author().inputValue()).toBe('Author 34'));
});

import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, choose, eventually, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * The redirects screen (issue 35) in Chromium: the list with an automatic row marked, a redirect
 * added (and served), searched for, a small CSV imported with its refused row shown and why, a
 * redirect deleted; the screen in German; axe finds nothing.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  await admin.rest('POST', '/api/tessera/redirects', { fromPath: '/first-old', to: '/first-new' });
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

async function openScreen(): Promise<void> {
  await page.goto(e2e.url('/cmsadmin/redirects'));
  await page.getByTestId('redirects-screen').waitFor();
  await page.getByTestId('list-row').first().waitFor();
}

const rowTexts = () => page.getByTestId('list-row').allInnerTexts();

test('lists, adds (served at once), searches', async () => {
  await openScreen();
  await page.getByTestId('nav-/redirects').waitFor();
  expect((await rowTexts()).join('\n')).toContain('/first-old');
  await page.getByTestId('redirect-add').click();
  await page.getByTestId('redirect-from').fill('/Summer-Sale');
  await page.getByTestId('redirect-to').fill('https://example.org/sale');
  await choose(page, 'redirect-status', '302 – moved temporarily');
  await page.getByTestId('redirect-save').click();
  await expectText(page.locator('.mantine-Notification-root'), 'The redirect was saved.');
  await eventually(async () => expect((await rowTexts()).join('\n')).toContain('/summer-sale'));
  const served = await fetch(e2e.url('/summer-sale'), { redirect: 'manual' });
  expect([served.status, served.headers.get('location')]).toEqual([302, 'https://example.org/sale']);
  // A refusal is shown at its field, translated.
  await page.getByTestId('redirect-add').click();
  await page.getByTestId('redirect-from').fill('/cmsadmin/x');
  await page.getByTestId('redirect-to').fill('/y');
  await page.getByTestId('redirect-save').click();
  await expectText(page.getByRole('dialog'), 'This operation cannot be executed.');
  await page.keyboard.press('Escape');
  await page.getByTestId('search-toggle').click();
  await page.getByTestId('search-input').fill('summer');
  await eventually(async () => expect(await rowTexts()).toHaveLength(1));
  expect((await rowTexts())[0]).toContain('/summer-sale');
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
});

test('imports a small CSV, showing the refused row with its line and reason', async () => {
  await openScreen();
  const dir = mkdtempSync(join(tmpdir(), 'tessera-redirects-'));
  const file = join(dir, 'redirects.csv');
  writeFileSync(file, 'from,to,status,locale\n/imported-a,/a,301,\n/imported-b,/b,302,nl-nl\n/imported-a,/c,301,\n');
  await page.getByTestId('redirect-import').click();
  await page.getByTestId('redirect-import-file').setInputFiles(file);
  await page.getByTestId('redirect-import-start').click();
  await expectText(page.getByTestId('redirect-import-report'), '2 redirects added, 1 rows refused.');
  await expectText(page.getByTestId('redirect-import-refused'), 'Duplicate: this address already redirects');
  expect(await page.getByTestId('redirect-import-refused').locator('tbody tr').allInnerTexts()).toEqual([expect.stringContaining('4')]);
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await eventually(async () => expect((await rowTexts()).join('\n')).toContain('/imported-b'));
});

test('deletes a redirect', async () => {
  await openScreen();
  const [row] = (await admin.rest('GET', '/api/tessera/redirects?search=first-old')).body.items;
  await page.getByTestId(`redirect-delete-${row.id}`).click();
  await page.getByTestId('confirm-delete-redirect').click();
  await expectText(page.locator('.mantine-Notification-root'), 'The redirect was deleted.');
  await eventually(async () => expect((await rowTexts()).join('\n')).not.toContain('/first-old'));
  expect((await fetch(e2e.url('/first-old'), { redirect: 'manual' })).status).toBe(404);
});

test('the screen speaks German, with an automatic redirect marked', async () => {
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Moved', slug: 'moved-now', type: 'content-page', locale: 'en-gb' });
  await e2e.gateway.sql('insert into page_redirect (locale, from_slug, page_id, created_at) values (?, ?, ?, now())', ['en-gb', 'moved-before', created.body.pageID]);
  await openScreen();
  await choose(page, 'language-switch', 'Deutsch');
  await eventually(async () => expect(await page.getByTestId('nav-/redirects').innerText()).toBe('Weiterleitungen'));
  await expectText(page.getByTestId('redirects-screen').getByRole('heading', { level: 1 }), 'Weiterleitungen');
  await expectText(page.getByTestId('redirect-add'), 'Weiterleitung hinzufügen');
  await page.getByTestId('search-toggle').click();
  await page.getByTestId('search-input').fill('moved-before');
  await eventually(async () => expect((await rowTexts()).map((text) => text.toLowerCase())).toEqual([expect.stringContaining('automatisch')]));
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  await choose(page, 'language-switch', 'English');
});

import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { choose, eventually, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * Reusable blocks in Chromium against the real gateway: the screen lists them with their usage,
 * edits one with the editor's field form, publishes it and the public page that shows it changes;
 * a delete while a page uses it is refused with the page named; the labels in four languages.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let blockId = 0;
const api = '/api/tessera';

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  const created = await admin.rest('POST', `${api}/reusable-blocks`, { name: 'Opening hours', type: 'quote', props: { quote: 'Open every day', author: 'The shop' } });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  blockId = created.body.ReusableBlock.id;
  await admin.rest('POST', `${api}/reusable-blocks/${blockId}/publish`);
  const pageCreated = await admin.rest('POST', `${api}/page/create`, { title: 'Visit us', slug: 'visit-us', type: 'content-page', locale: 'en-gb' });
  const stored = await admin.rest('POST', `${api}/page/version/${pageCreated.body.pageVersionID}/store-and-publish`, {
    title: 'Visit us',
    blocks: [{ type: 'reusable', key: 'hours', props: { ref: blockId } }],
  });
  if (stored.status !== 200) throw new Error(JSON.stringify(stored.body));
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

const publicText = async () => (await fetch(e2e.url('/visit-us'))).text();
const row = () => page.locator(`[data-testid="reusable-block-row"][data-id="${blockId}"]`);

test('the screen lists the block with its usage; editing and publishing changes the public page', async () => {
  expect(await publicText()).toContain('Open every day');
  await page.goto(e2e.url('/cmsadmin/reusable-blocks'));
  await page.getByTestId('reusable-blocks-screen').waitFor();
  await expectText(page.getByTestId('nav-/reusable-blocks'), 'Reusable blocks');
  await expectText(row().getByTestId('reusable-block-usage-count'), '1');
  await row().getByTestId('reusable-block-edit').click();
  const form = page.getByTestId('reusable-block-form');
  await expectText(form.getByTestId('reusable-block-usage-page'), 'Visit us');
  const quote = form.getByTestId('field-quote');
  await quote.fill('Open on weekdays only');
  await form.getByTestId('reusable-block-publish').click();
  await eventually(async () => expect(await publicText()).toContain('Open on weekdays only'));
  expect(await publicText()).not.toContain('Open every day');
  await expectText(page.getByTestId('reusable-block-state'), 'Published');
});

test('a delete while a page uses the block is refused with the page named', async () => {
  await page.goto(e2e.url('/cmsadmin/reusable-blocks'));
  await row().getByTestId('reusable-block-edit').click();
  const form = page.getByTestId('reusable-block-form');
  await form.getByTestId('reusable-block-delete').click();
  await expectText(form, 'This reusable block is used by pages');
  await expectText(form.getByTestId('reusable-block-usage-page'), 'Visit us');
  expect(await row().count()).toBe(1);
});

test.each([
  ['Nederlands', 'Herbruikbare blokken', 'Nieuw herbruikbaar blok'],
  ['Deutsch', 'Wiederverwendbare Blöcke', 'Neuer wiederverwendbarer Block'],
  ['Français', 'Blocs réutilisables', 'Nouveau bloc réutilisable'],
  ['English', 'Reusable blocks', 'New reusable block'],
])('in %s the navigation and the screen are translated', async (language, title, add) => {
  await page.goto(e2e.url('/cmsadmin/reusable-blocks'));
  await page.getByTestId('reusable-blocks-screen').waitFor();
  await choose(page, 'language-switch', language);
  await eventually(async () => expect(await page.getByTestId('nav-/reusable-blocks').innerText()).toBe(title));
  await expectText(page.getByTestId('reusable-blocks-screen').getByRole('heading', { level: 1 }), title);
  await expectText(page.getByTestId('reusable-add'), add);
});

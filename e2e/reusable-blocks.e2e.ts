import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, choose, eventually, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * Reusable blocks in Chromium against the real gateway: the screen lists them with their usage,
 * edits one with the editor's field form, publishes it and the public page that shows it changes;
 * a delete while a page uses it is refused with the page named. In the page editor: a reference
 * shows its reusable block and links to its screen, a block is saved as a reusable block and
 * becomes a reference, the inserter offers reusable blocks, a reference is detached into a block
 * of the page's own. An editor who may not publish asks for publication of what they saved and a
 * reviewer accepts exactly that version on the block's screen. The labels in four languages.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let blockId = 0;
let visitUsId = 0;
const api = '/api/tessera';

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  const created = await admin.rest('POST', `${api}/reusable-blocks`, { name: 'Opening hours', type: 'quote', props: { quote: 'Open every day', author: 'The shop' } });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  blockId = created.body.ReusableBlock.id;
  await admin.rest('POST', `${api}/reusable-blocks/${blockId}/publish`, { versionID: created.body.ReusableBlock.versionID });
  const pageCreated = await admin.rest('POST', `${api}/page/create`, { title: 'Visit us', slug: 'visit-us', type: 'content-page', locale: 'en-gb' });
  visitUsId = pageCreated.body.pageID;
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

test('an editor who may not publish asks for a version; a reviewer sees the request and accepts exactly that version (issue 30)', async () => {
  const password = 'Reusable-passw0rd!';
  await addUserViaApi(e2e.gateway, { email: 'rena@reusable.test', name: 'Rena Editor', role: 'editor', password });
  await addUserViaApi(e2e.gateway, { email: 'rick@reusable.test', name: 'Rick Reviewer', role: 'reviewer', password });
  const made = await admin.rest('POST', `${api}/reusable-blocks`, { name: 'Delivery note', type: 'quote', props: { quote: 'Delivery in two days', author: 'The shop' } });
  const id = made.body.ReusableBlock.id;
  const form = (target: Page) => target.getByTestId('reusable-block-form');

  const editor = await e2e.newPage();
  try {
    await signIn(e2e, editor.page, 'rena@reusable.test', password);
    await editor.page.goto(e2e.url(`/cmsadmin/reusable-blocks?edit=${id}`));
    expect(await form(editor.page).getByTestId('reusable-block-publish').count()).toBe(0);
    await form(editor.page).getByTestId('field-quote').fill('Delivery in one day');
    await form(editor.page).getByTestId('reusable-block-request').click();
    const dialog = editor.page.getByRole('dialog', { name: 'Request publication' });
    await dialog.getByTestId('reusable-request-comment-input').fill('Faster now');
    expect(await accessibilityProblems(editor.page, ['[role="dialog"]'])).toEqual([]);
    await dialog.getByTestId('reusable-request-send').click();
    await expectText(form(editor.page).getByTestId('reusable-request'), 'Publication of version 2 was requested');
    expect(await form(editor.page).getByTestId('reusable-request-accept').count()).toBe(0);
    // Saved again after the request: the request still names version 2.
    await form(editor.page).getByTestId('field-quote').fill('Delivery tomorrow, maybe');
    await form(editor.page).getByTestId('reusable-block-save').click();
    await expectText(form(editor.page).getByTestId('reusable-request'), 'now version 3');
  } finally {
    await editor.context.close();
  }

  const reviewer = await e2e.newPage();
  try {
    await signIn(e2e, reviewer.page, 'rick@reusable.test', password);
    await reviewer.page.goto(e2e.url('/cmsadmin/publication-requests'));
    const listed = reviewer.page.getByTestId('reusable-block-requests');
    await expectText(listed, 'Delivery note');
    await expectText(listed, 'Rena Editor');
    await expectText(listed, 'Faster now');
    expect(await accessibilityProblems(reviewer.page)).toEqual([]);
    await listed.getByRole('link', { name: 'Delivery note' }).click();
    await expectText(form(reviewer.page).getByTestId('reusable-request-comment'), 'Faster now');
    expect(await accessibilityProblems(reviewer.page, ['[data-testid="reusable-block-form"]'])).toEqual([]);
    await form(reviewer.page).getByTestId('reusable-request-feedback').fill('Good');
    await form(reviewer.page).getByTestId('reusable-request-accept').click();
    await eventually(async () => expect(await form(reviewer.page).getByTestId('reusable-request').count()).toBe(0));
    await expectText(form(reviewer.page).getByTestId('reusable-block-state'), 'Unpublished changes');
  } finally {
    await reviewer.context.close();
  }
  const block = (await admin.rest('GET', `${api}/reusable-blocks/${id}`)).body;
  expect(block.published).toMatchObject({ versionNumber: 2, props: { quote: 'Delivery in one day' } });
  expect(block.props).toMatchObject({ quote: 'Delivery tomorrow, maybe' });
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

const blockCards = () => page.getByTestId('block');
const referenceCards = () => page.locator('[data-testid="block"][data-block-type="reusable"]');

async function openEditor(pageId: number): Promise<void> {
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  await page.getByTestId('page-editor').waitFor();
  await eventually(async () => expect(await blockCards().count()).toBeGreaterThan(0));
}

async function save(): Promise<void> {
  await page.getByTestId('editor-action-save').click();
  await page.locator('[data-testid="editor-dirty"][data-dirty="false"]').waitFor();
}

async function blocksOf(pageId: number): Promise<Array<{ type: string; key: string; props: Record<string, unknown> }>> {
  const { body } = await admin.rest('GET', `${api}/page/${pageId}`);
  const version = await admin.rest('GET', `${api}/page/version/fetch/${body.latestVersionID}`);
  return version.body.blocks;
}

test('in the editor a reference shows its reusable block, and "Edit reusable block" opens it on its screen', async () => {
  await openEditor(visitUsId);
  const card = referenceCards().first();
  await expectText(card.getByTestId('block-label'), 'Reusable block');
  await expectText(card.getByTestId('block-summary'), 'Opening hours');
  await expectText(card.getByTestId('reusable-reference-name'), 'Opening hours');
  await expectText(card.getByTestId('reusable-reference-state'), 'Published');
  await expectText(card.getByTestId('reusable-reference-summary'), 'Open on weekdays only');
  expect(await accessibilityProblems(page, ['[data-testid="page-editor"]'])).toEqual([]);
  await card.getByTestId('reusable-reference-edit').click();
  await page.getByTestId('reusable-block-form').waitFor();
  expect(new URL(page.url()).search).toBe(`?edit=${blockId}`);
  await expectText(page.getByTestId('reusable-block-form').getByTestId('reusable-block-usage-page'), 'Visit us');
});

test('a block saved as a reusable block becomes a reference; another page inserts it from the inserter and detaches it', async () => {
  const created = await admin.rest('POST', `${api}/page/create`, { title: 'Call us', slug: `call-us-${Date.now()}`, type: 'content-page', locale: 'en-gb' });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const contactId = created.body.pageID;
  const stored = await admin.rest('POST', `${api}/page/version/${created.body.pageVersionID}/store-and-publish`, {
    title: 'Call us',
    blocks: [{ type: 'quote', key: 'line', props: { quote: 'Call us on weekdays', author: 'The team' } }],
  });
  if (stored.status !== 200) throw new Error(JSON.stringify(stored.body));

  // Save as reusable block: named, published at once (the admin may publish), the card turns into a reference.
  await openEditor(contactId);
  await blockCards().first().getByTestId('block-actions').click();
  await page.getByTestId('block-save-as-reusable').click();
  const dialog = page.getByRole('dialog', { name: 'Save as reusable block' });
  await expectText(dialog, 'published at once');
  expect(await dialog.getByTestId('save-as-reusable-name').inputValue()).toBe('Call us on weekdays');
  await dialog.getByTestId('save-as-reusable-name').fill('Contact line');
  await dialog.getByTestId('save-as-reusable-save').click();
  await page.getByTestId('save-as-reusable-name').waitFor({ state: 'detached' });
  await expectText(referenceCards().first().getByTestId('reusable-reference-name'), 'Contact line');
  expect(await referenceCards().first().getAttribute('data-block-key')).toBe('line');
  await save();
  const list = (await admin.rest('GET', `${api}/reusable-blocks`)).body.items;
  const contactLine = (list as Array<{ id: number; name: string; published: { props: Record<string, unknown> } | null }>).find((block) => block.name === 'Contact line')!;
  expect(contactLine.published?.props).toMatchObject({ quote: 'Call us on weekdays', author: 'The team' });
  expect(await blocksOf(contactId)).toEqual([expect.objectContaining({ type: 'reusable', key: 'line', props: { ref: contactLine.id } })]);

  // Another page inserts it through the inserter's "Reusable blocks" group.
  await openEditor(visitUsId);
  await page.getByTestId('add-block').click();
  await page.getByTestId('block-type-search').fill('contact');
  await expectText(page.getByTestId('reusable-option-group'), 'Reusable blocks');
  await page.locator(`[data-testid="reusable-option"][data-id="${contactLine.id}"]`).click();
  await eventually(async () => expect(await referenceCards().count()).toBe(2));
  await expectText(referenceCards().nth(1).getByTestId('reusable-reference-name'), 'Contact line');
  expect(await accessibilityProblems(page, ['[data-testid="page-editor"]'])).toEqual([]);

  // Detach: the reference becomes this page's own quote, holding the published content.
  await referenceCards().nth(1).getByTestId('reusable-reference-detach').click();
  await eventually(async () => expect(await referenceCards().count()).toBe(1));
  const own = page.locator('[data-testid="block"][data-block-type="quote"]');
  expect(await own.getByTestId('field-quote').inputValue()).toBe('Call us on weekdays');
  await save();
  const blocks = await blocksOf(visitUsId);
  expect(blocks.map((block) => block.type)).toEqual(['reusable', 'quote']);
  expect(blocks[1].props).toMatchObject({ quote: 'Call us on weekdays', author: 'The team' });
});

test.each([
  ['Nederlands', 'Herbruikbaar blok', 'Opslaan als herbruikbaar blok', 'Herbruikbare blokken', 'Ontkoppelen'],
  ['Deutsch', 'Wiederverwendbarer Block', 'Als wiederverwendbaren Block speichern', 'Wiederverwendbare Blöcke', 'Lösen'],
  ['Français', 'Bloc réutilisable', 'Enregistrer comme bloc réutilisable', 'Blocs réutilisables', 'Détacher'],
  ['English', 'Reusable block', 'Save as reusable block', 'Reusable blocks', 'Detach'],
])('in %s the editor names references, the menu item and the inserter group', async (language, label, saveAs, group, detach) => {
  await openEditor(visitUsId);
  await choose(page, 'language-switch', language);
  const card = referenceCards().first();
  await eventually(async () => expect(await card.getByTestId('block-label').innerText()).toBe(label));
  await expectText(card.getByTestId('reusable-reference-detach'), detach);
  const own = page.locator('[data-testid="block"][data-block-type="quote"]').first();
  await own.getByTestId('block-actions').click();
  await expectText(page.getByTestId('block-save-as-reusable'), saveAs);
  await page.keyboard.press('Escape');
  await page.locator('[role="menu"]').waitFor({ state: 'detached' });
  await page.getByTestId('add-block').click();
  await expectText(page.getByTestId('reusable-option-group'), group);
  await page.keyboard.press('Escape');
});

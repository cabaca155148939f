import type { Locator, Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { eventually, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * The blocks of the page editor in Chromium (issue 10, SPEC §2 AddingBlock/ReplaceBlock, §5): reorder
 * by keyboard through dnd-kit's keyboard sensor and by the move buttons, duplicate, replace keeping
 * the fields both types have, remove with undo, an internal link picked by searching a page, an
 * anchor point checked live (V_18), and the server's refusal of a missing required field shown on
 * the field.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
const api = '/api/tessera/page';
let pageId = 0;

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  const target = await admin.rest('POST', `${api}/create`, {
    title: 'Opening hours',
    slug: 'opening-hours',
    type: 'content-page',
    locale: 'en-gb',
    content: [{ type: 'rich-text', props: { body: '<p>Open daily.</p>' } }],
  });
  if (target.status !== 200) throw new Error(JSON.stringify(target.body));
  const created = await admin.rest('POST', `${api}/create`, {
    title: 'Blocks at work',
    slug: 'blocks-at-work',
    type: 'content-page',
    locale: 'en-gb',
    content: [
      { type: 'quote', props: { quote: 'First', author: 'One' }, anchorPoint: 'first' },
      { type: 'call-to-action', props: { title: 'Second', primary: { type: 'external', href: 'https://example.com/', label: 'Go' } } },
      { type: 'hero', props: { title: 'Third' } },
    ],
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  pageId = created.body.pageID;
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

const blocks = () => page.getByTestId('block');
const summary = () => blocks().evaluateAll((cards) => cards.map((card) => `${card.getAttribute('data-block-type')}`));
const card = (index: number) => blocks().nth(index);
const noDialog = () => page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
const latestVersion = async () => {
  const stored = (await admin.rest('GET', `${api}/${pageId}`)).body;
  return (await admin.rest('GET', `${api}/version/fetch/${stored.latestVersionID}`)).body;
};

/**
 * Lets the page finish what a key started: dnd-kit's keyboard sensor starts listening a task after
 * the drag starts, and measures the next position after the previous move is laid out.
 */
const nextTask = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));

async function openEditor(): Promise<void> {
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  await page.getByTestId('page-editor').waitFor();
  await eventually(async () => expect(await blocks().count()).toBeGreaterThan(0));
}

async function save(): Promise<void> {
  await page.getByTestId('editor-action-save').click();
  await page.locator('[data-testid="editor-dirty"][data-dirty="false"]').waitFor();
}

async function blockAction(block: Locator, action: 'duplicate' | 'replace' | 'remove'): Promise<void> {
  // The previous block's menu is gone first (it fades out), so the item clicked is this block's.
  await page.locator('[role="menu"]').first().waitFor({ state: 'detached' });
  await block.getByTestId('block-actions').click();
  await page.getByTestId(`block-${action}`).click();
}

test('blocks move by keyboard (dnd-kit) and by the move buttons', async () => {
  await openEditor();
  expect(await summary()).toEqual(['quote', 'call-to-action', 'hero']);
  await page.getByTestId('blocks-collapse-all').click();

  // Space lifts the card by its handle, arrows move it (one card per press, once the previous
  // move is laid out), space drops it.
  await card(0).getByTestId('block-handle').focus();
  await page.keyboard.press('Space');
  await page.getByTestId('block-drag-overlay').waitFor();
  await nextTask();
  await page.keyboard.press('ArrowDown');
  await nextTask();
  await page.keyboard.press('ArrowDown');
  await nextTask();
  await page.keyboard.press('Space');
  await eventually(async () => expect(await summary()).toEqual(['call-to-action', 'hero', 'quote']));

  // Escape puts a lifted card back.
  await card(0).getByTestId('block-handle').focus();
  await page.keyboard.press('Space');
  await nextTask();
  await page.keyboard.press('ArrowDown');
  await nextTask();
  await page.keyboard.press('Escape');
  await eventually(async () => expect(await summary()).toEqual(['call-to-action', 'hero', 'quote']));

  await card(2).getByTestId('block-up').click();
  await eventually(async () => expect(await summary()).toEqual(['call-to-action', 'quote', 'hero']));
  await save();
  expect((await latestVersion()).blocks.map((block: { type: string }) => block.type)).toEqual(['call-to-action', 'quote', 'hero']);
});

test('duplicate, replace keeping shared fields, and remove with undo', async () => {
  await openEditor();
  const hero = page.locator('[data-testid="block"][data-block-type="hero"]');
  await blockAction(hero, 'duplicate');
  await eventually(async () => expect(await summary()).toEqual(['call-to-action', 'quote', 'hero', 'hero']));
  expect(await blocks().nth(3).getByTestId('field-title').inputValue()).toBe('Third');

  // A hero replaced by a call to action keeps its title; the other fields start empty.
  await blockAction(blocks().nth(3), 'replace');
  await page.getByTestId('block-type-search').fill('call');
  await page.locator('[data-testid="block-type-option"][data-type="call-to-action"]').click();
  await noDialog();
  await eventually(async () => expect(await summary()).toEqual(['call-to-action', 'quote', 'hero', 'call-to-action']));
  expect(await blocks().nth(3).getByTestId('field-title').inputValue()).toBe('Third');

  await blockAction(blocks().nth(1), 'remove');
  await eventually(async () => expect(await summary()).toEqual(['call-to-action', 'hero', 'call-to-action']));
  await page.getByTestId('block-undo-remove').click();
  await eventually(async () => expect(await summary()).toEqual(['call-to-action', 'quote', 'hero', 'call-to-action']));
  expect(await blocks().nth(1).getByTestId('field-quote').inputValue()).toBe('First');
});

test('a required link left empty is refused on its field; an internal link is picked by searching a page', async () => {
  // The new call to action of the previous test has no primary link yet: the server refuses it.
  const fresh = blocks().nth(3);
  await page.getByTestId('editor-action-save').click();
  await expectText(fresh, 'The Primary button field is required.');
  expect(await page.getByTestId('editor-dirty').getAttribute('data-dirty')).toBe('true');
  await fresh.getByTestId('field-primary-type').getByText('Page', { exact: true }).click();
  const picker = fresh.getByTestId('field-primary-href');
  await picker.click();
  await picker.fill('Opening');
  await page.getByTestId('link-page-option').filter({ hasText: 'Opening hours' }).click();
  await expectText(fresh, 'Links to /opening-hours');
  await save();
  const stored = await latestVersion();
  expect(stored.blocks[3].props.primary).toMatchObject({ type: 'internal', href: '/opening-hours' });
});

test('an anchor point is checked live: one already used on the page is refused with V_18', async () => {
  await openEditor();
  const quote = page.locator('[data-testid="block"][data-block-type="quote"]');
  expect(await quote.getByTestId('block-anchor').inputValue()).toBe('first');
  const hero = page.locator('[data-testid="block"][data-block-type="hero"]').first();
  await hero.getByTestId('block-anchor').fill('first');
  await expectText(hero, 'Already exists on this page.');
  await hero.getByTestId('block-anchor').fill('third');
  await eventually(async () => expect(await hero.getByTestId('block-anchor').getAttribute('data-checked')).toBe('available'));
  await save();
  expect((await latestVersion()).blocks[2]).toMatchObject({ type: 'hero', anchorPoint: 'third' });
});

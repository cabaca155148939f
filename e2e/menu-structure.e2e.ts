import type { Locator, Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, choose, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * The menu structure editor (issue 11, SPEC §2 "Menu structure", §5 "Menu search needs 3 or more
 * characters") in Chromium against the real gateway: items added by page search and by web
 * address, nested by dragging sideways and reordered by dragging, renamed and removed — and the
 * public site's menu of that locale shows each change at once. A user without manage-menu sees no
 * entry and the API refuses them.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
const password = 'Menu-passw0rd!';
const api = '/api/tessera/page';

async function publishedPage(title: string, slug: string, locale = 'en-gb'): Promise<number> {
  const created = await admin.rest('POST', `${api}/create`, { title, slug, type: 'content-page', locale, content: [{ type: 'rich-text', props: { body: `<p>${title}</p>` } }] });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const published = await admin.rest('POST', `${api}/${created.body.pageID}/publish`);
  if (published.status !== 200) throw new Error(JSON.stringify(published.body));
  return created.body.pageID;
}

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  await publishedPage('Home', 'home');
  await publishedPage('Services', 'services');
  await publishedPage('Consulting services', 'consulting');
  await publishedPage('Training courses', 'training');
  await publishedPage('Thuis', 'home', 'nl-nl');
  await e2e.gateway.sql('insert into role (name, permissions, created_at) values (\'writer\', \'[{"name": "create-page"}]\', now())');
  await addUserViaApi(e2e.gateway, { email: 'writer@menu.test', name: 'Wendy Writer', role: 'writer', password });
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

const items = () => page.getByTestId('menu-item');
const item = (label: string) => page.locator(`[data-testid="menu-item"][data-label="${label}"]`);
const noDialog = () => page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
/** No move is on its way to the server (the rows are locked while one is). */
const settled = () => page.locator('[data-testid="menu-structure"][data-busy="false"]').waitFor();
/** Each item as "depth:label", in reading order. */
const outline = () => items().evaluateAll((rows) => rows.map((row) => `${row.getAttribute('data-depth')}:${row.getAttribute('data-label')}`));

/** The site's menu of a path, as nested labels. */
async function siteMenu(path: string): Promise<unknown> {
  const visitor = await e2e.newPage();
  try {
    await visitor.page.goto(e2e.url(path));
    return await visitor.page.locator('nav.site-navigation > ul').evaluate(function read(list: Element): unknown {
      return [...list.children].map((li) => {
        const label = li.querySelector(':scope > a, :scope > span')?.textContent ?? '';
        const sub = li.querySelector(':scope > ul');
        return sub ? [label, read(sub)] : label;
      });
    });
  } finally {
    await visitor.context.close();
  }
}

async function addPageItem(search: string, title: string, label = ''): Promise<void> {
  await page.getByTestId('menu-add').click();
  const input = page.getByTestId('menu-form-page');
  await input.fill(search.slice(0, 2));
  await expectText(page.getByTestId('menu-form-page-options'), 'Type at least 3 letters');
  await input.fill(search);
  await page
    .getByTestId('menu-page-option')
    .filter({ has: page.getByText(title, { exact: true }) })
    .click();
  if (label) await page.getByTestId('menu-form-label').fill(label);
  await page.getByTestId('menu-form-submit').click();
  await noDialog();
  await item(label || title).waitFor();
}

/**
 * A drag of the row by its handle, by pointer in steps, `dx` sideways and onto the row `over`,
 * released once the row shows the depth it will land at (as a person waits for the indent). It
 * starts once the previous move is stored: the rows cannot be dragged while one is on its way (the
 * outline shows a move before the server answers), and a press then would lift nothing.
 */
async function drag(row: Locator, over: Locator, dx: number, depth: number): Promise<void> {
  await settled();
  const from = (await row.getByTestId('menu-item-handle').boundingBox())!;
  const to = (await over.boundingBox())!;
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 5, y + 5, { steps: 4 });
  await page.getByTestId('menu-drag-overlay').waitFor();
  await page.mouse.move(x + dx, to.y + to.height * 0.3, { steps: 20 });
  await eventually(async () => expect(await row.getAttribute('data-depth')).toBe(String(depth)));
  await page.mouse.up();
}

test('a two-level menu built by drag and drop shows on the public site in that locale', async () => {
  await page.goto(e2e.url('/cmsadmin/menu-structure'));
  await page.getByTestId('menu-empty').waitFor();

  await addPageItem('serv', 'Services');
  await addPageItem('consult', 'Consulting services', 'Consulting');
  await addPageItem('train', 'Training courses', 'Training');
  // A web address needs a label.
  await page.getByTestId('menu-add').click();
  await page.getByTestId('menu-form-kind').getByText('A web address').click();
  await page.getByTestId('menu-form-url').fill('https://blog.example.com/');
  expect(await page.getByTestId('menu-form-submit').isDisabled()).toBe(true);
  await page.getByTestId('menu-form-label').fill('Blog');
  await page.getByTestId('menu-form-submit').click();
  await noDialog();
  await item('Blog').waitFor();
  expect(await outline()).toEqual(['0:Services', '0:Consulting', '0:Training', '0:Blog']);

  // Consulting dragged to the right stays in its place, under Services.
  await drag(item('Consulting'), item('Consulting'), 45, 1);
  await eventually(async () => expect(await outline()).toEqual(['0:Services', '1:Consulting', '0:Training', '0:Blog']));
  // Training dragged right as well: the second item under Services.
  await drag(item('Training'), item('Training'), 45, 1);
  await eventually(async () => expect(await outline()).toEqual(['0:Services', '1:Consulting', '1:Training', '0:Blog']));
  // Blog dragged up to the top, straight.
  await drag(item('Blog'), item('Services'), 0, 0);
  await eventually(async () => expect(await outline()).toEqual(['0:Blog', '0:Services', '1:Consulting', '1:Training']));
  await screenshot(page, 'menu-structure');
  expect(await accessibilityProblems(page, ['[data-testid="menu-structure"]'])).toEqual([]);

  // Stored: a reload shows the same tree; the site shows it at once.
  await settled();
  await page.reload();
  await eventually(async () => expect(await outline()).toEqual(['0:Blog', '0:Services', '1:Consulting', '1:Training']));
  await eventually(async () => expect(await siteMenu('/')).toEqual(['Blog', ['Services', ['Consulting', 'Training']]]));
  // The Dutch menu is its own, still empty.
  await choose(page, 'menu-locale', 'Dutch (Netherlands)');
  await page.getByTestId('menu-empty').waitFor();
  expect(new URL(page.url()).searchParams.get('locale')).toBe('nl-nl');
});

test('keyboard: items move and nest from their actions and by dnd-kit’s keyboard sensor', async () => {
  await page.goto(e2e.url('/cmsadmin/menu-structure?locale=en-gb'));
  await item('Training').waitFor();
  // Training up, then out of Services.
  await item('Training').getByTestId('menu-item-actions').click();
  await page.getByTestId('menu-action-up').click();
  await eventually(async () => expect(await outline()).toEqual(['0:Blog', '0:Services', '1:Training', '1:Consulting']));
  await item('Training').getByTestId('menu-item-actions').click();
  await page.getByTestId('menu-action-outdent').click();
  await eventually(async () => expect(await outline()).toEqual(['0:Blog', '0:Services', '1:Consulting', '0:Training']));

  await settled();
  // Lifted with space, moved down with the arrow, dropped with space: below Services, whose child
  // Consulting then follows, so Blog lands under Services too.
  await item('Blog').getByTestId('menu-item-handle').focus();
  await page.keyboard.press('Space');
  await page.getByTestId('menu-drag-overlay').waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  await page.keyboard.press('ArrowDown');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  await page.keyboard.press('Space');
  await eventually(async () => expect(await outline()).toEqual(['0:Services', '1:Blog', '1:Consulting', '0:Training']));
  await eventually(async () => expect(await siteMenu('/')).toEqual([['Services', ['Blog', 'Consulting']], 'Training']));
});

test('rename and remove show on the site; the Dutch menu links Dutch pages', async () => {
  await page.goto(e2e.url('/cmsadmin/menu-structure?locale=en-gb'));
  await item('Training').getByTestId('menu-item-actions').click();
  await page.getByTestId('menu-action-rename').click();
  await page.getByTestId('menu-rename-label').fill('Courses');
  await page.getByTestId('menu-rename-submit').click();
  await noDialog();
  await item('Courses').waitFor();

  await item('Services').getByTestId('menu-item-actions').click();
  await page.getByTestId('menu-action-remove').click();
  await expectText(page.locator('[data-testid="menu-remove-modal"] [role="dialog"]'), 'items under it');
  await page.getByTestId('menu-remove-confirm').click();
  await noDialog();
  await eventually(async () => expect(await item('Services').count()).toBe(0));
  await eventually(async () => expect(await siteMenu('/')).toEqual(['Courses']));

  await choose(page, 'menu-locale', 'Dutch (Netherlands)');
  await page.getByTestId('menu-empty').waitFor();
  await addPageItem('Thu', 'Thuis');
  await eventually(async () => expect(await siteMenu('/nl-nl')).toEqual(['Thuis']));
});

test('a user without manage-menu sees no Menu structure entry and the API refuses them', async () => {
  const writer = await e2e.newPage();
  try {
    await signIn(e2e, writer.page, 'writer@menu.test', password);
    await writer.page.getByTestId('nav-/').first().waitFor();
    expect(await writer.page.getByTestId('nav-/menu-structure').count()).toBe(0);
    const client = e2e.gateway.client();
    await client.signIn('writer@menu.test', password);
    const refused = await client.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Sneaky', url: 'https://example.com/' });
    expect(refused.status).toBe(403);
    expect(refused.body.Errors).toEqual([expect.objectContaining({ code: 'UM_01' })]);
  } finally {
    await writer.context.close();
  }
});

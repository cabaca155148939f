import type { Page } from 'playwright-core';
import { addUserViaApi, choose, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/** SPEC §2 side navigation (filtered by permission, page types as a submenu) and §1 interface languages. */
let e2e: E2E;
const password = 'Nav-passw0rd!';

beforeAll(async () => {
  e2e = await startE2E();
  await addUserViaApi(e2e.gateway, { email: 'editor@nav.test', name: 'Eddie Editor', role: 'editor', password });
  await addUserViaApi(e2e.gateway, { email: 'reviewer@nav.test', name: 'Rita Reviewer', role: 'reviewer', password });
});

afterAll(async () => {
  await e2e?.stop();
});

const present = async (page: Page, route: string) => (await page.getByTestId(`nav-${route}`).count()) > 0;

test('the navigation shows each user only what their permissions allow, with the page types as a submenu', async () => {
  // The administrator: every entry.
  const admin = await e2e.newPage();
  await signIn(e2e, admin.page);
  await expectText(admin.page.getByTestId('nav-/users'), 'User management');
  await expectText(admin.page.getByTestId('nav-/menu-structure'), 'Menu structure');
  await expectText(admin.page.getByTestId('nav-/new-page'), 'New page');
  await expectText(admin.page.getByTestId('nav-/'), 'Page overview');
  await expectText(admin.page.getByTestId('nav-/medialibrary'), 'Media library');
  await expectText(admin.page.getByTestId('nav-/user/settings'), 'Settings');
  await expectText(admin.page.getByTestId('nav-logout'), 'Log out');

  // Page types: one entry per type under the "Page types" group, the blank type left out.
  const group = admin.page.getByTestId('nav-group-/page-overview');
  await expectText(group, 'Page types');
  const typeLinks = admin.page.locator('a[data-testid^="nav-/page-overview/"]');
  await eventually(async () => expect(await typeLinks.count()).toBe(3));
  const types = await typeLinks.evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute('href')]));
  expect(types).toEqual([
    ['Content page', '/cmsadmin/page-overview/content-page'],
    ['News and blog article', '/cmsadmin/page-overview/article'],
    ['Landing page', '/cmsadmin/page-overview/landing-page'],
  ]);
  expect(await admin.page.getByRole('navigation').getByText('Blank page').count()).toBe(0);
  expect(await present(admin.page, '/page-overview/blank')).toBe(false);
  // A page type link is a real route of the admin: the page overview of that type.
  await admin.page.getByTestId('nav-/page-overview/article').click();
  await admin.page.waitForURL('**/cmsadmin/page-overview/article');
  await admin.page.getByTestId('page-overview').waitFor();
  await admin.context.close();

  // An editor (no manage-users): no user management, but the menu structure (manage-menu).
  const editor = await e2e.newPage();
  await signIn(e2e, editor.page, 'editor@nav.test', password);
  await expectText(editor.page.getByTestId('signed-in-user'), 'Eddie Editor');
  await expectText(editor.page.getByTestId('nav-/menu-structure'), 'Menu structure');
  expect(await present(editor.page, '/new-page')).toBe(true);
  expect(await present(editor.page, '/user/settings')).toBe(true);
  expect(await present(editor.page, '/users')).toBe(false);
  expect(await editor.page.getByRole('navigation').getByText('User management').count()).toBe(0);
  // The route itself refuses too (UM_01), even typed in.
  await editor.page.goto(e2e.url('/cmsadmin/users'));
  await expectText(editor.page.getByRole('alert'), 'You are not authorized to do this action.');
  expect(await editor.page.getByTestId('users-overview').count()).toBe(0);
  await editor.context.close();

  // A reviewer (no manage-menu, no manage-users): no menu structure either.
  const reviewer = await e2e.newPage();
  await signIn(e2e, reviewer.page, 'reviewer@nav.test', password);
  await expectText(reviewer.page.getByTestId('nav-/new-page'), 'New page');
  expect(await present(reviewer.page, '/menu-structure')).toBe(false);
  expect(await reviewer.page.getByRole('navigation').getByText('Menu structure').count()).toBe(0);
  expect(await present(reviewer.page, '/users')).toBe(false);
  await expectText(reviewer.page.getByTestId('nav-/'), 'Page overview');
  await reviewer.context.close();
});

test('switching the interface to Nederlands translates navigation and screens, and survives a reload', async () => {
  const { context, page } = await e2e.newPage();
  await signIn(e2e, page);
  await page.goto(e2e.url('/cmsadmin/users'));
  await page.getByTestId('users-overview').waitFor();
  await expectText(page.getByTestId('nav-/users'), 'User management');

  await choose(page, 'language-switch', 'Nederlands');
  await eventually(async () => expect(await page.getByTestId('nav-/users').innerText()).toBe('Gebruikersbeheer'));
  expect(await page.getByTestId('nav-/user/settings').innerText()).toBe('Instellingen');
  expect(await page.getByTestId('nav-logout').innerText()).toBe('Uitloggen');
  // The remote's screen follows the shell's language (one i18n instance).
  await expectText(page.getByTestId('users-overview').getByRole('heading', { level: 1 }), 'Gebruikersbeheer');
  await expectText(page.getByTestId('users-add'), 'Gebruiker toevoegen');
  await expectText(page.getByTestId('list-table').locator('thead'), 'Naam');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
  await screenshot(page, 'users-overview-nl');

  await page.reload();
  await page.getByTestId('users-overview').waitFor();
  expect(await page.getByTestId('nav-/users').innerText()).toBe('Gebruikersbeheer');
  await expectText(page.getByTestId('users-add'), 'Gebruiker toevoegen');
  expect(await page.getByTestId('language-switch').inputValue()).toBe('Nederlands');

  // And back.
  await choose(page, 'language-switch', 'English');
  await eventually(async () => expect(await page.getByTestId('nav-/users').innerText()).toBe('User management'));
  await context.close();
});

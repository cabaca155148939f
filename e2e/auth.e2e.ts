import { adminEmail, adminPassword, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/** SPEC §2 access rule and log-out modal, §4 authentication, §8 AUTH_01 in the login error list. */
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});

afterAll(async () => {
  await e2e?.stop();
});

test('a protected route visited signed out lands on the login, and signing in returns to it', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto(e2e.url('/cmsadmin/users'));
  await page.waitForURL('**/cmsadmin/login');
  await page.getByTestId('login-email').waitFor();
  await screenshot(page, 'login');

  await signIn(e2e, page);
  expect(new URL(page.url()).pathname).toBe('/cmsadmin/users');
  await page.getByTestId('users-overview').waitFor();
  await context.close();
});

test('a wrong password shows the translated AUTH_01 text; the right one opens the page overview', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto(e2e.url('/cmsadmin/login'));
  await page.getByTestId('login-email').fill(adminEmail);
  await page.getByTestId('login-password').fill('Not-the-password1!');
  await page.getByTestId('login-submit').click();
  const errors = page.getByTestId('error-list');
  await errors.waitFor();
  expect(await errors.innerText()).toContain('These credentials do not match our records.');
  expect(new URL(page.url()).pathname).toBe('/cmsadmin/login');
  await screenshot(page, 'login-error');

  await page.getByTestId('login-password').fill(adminPassword);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('page-overview').waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/cmsadmin\/?$/);
  expect(await page.getByTestId('error-list').count()).toBe(0);
  expect(await page.getByTestId('signed-in-user').innerText()).toBe('Administrator');
  await expectText(page.getByTestId('page-overview'), 'Page overview');
  await screenshot(page, 'dashboard');

  // The users the navigation leads to.
  await page.getByTestId('nav-/users').click();
  await page.getByTestId('users-overview').waitFor();
  // The users list loads after its screen shows: wait for its row, then count it.
  const adminRow = page.getByTestId('users-overview').getByTestId('list-row').filter({ hasText: adminEmail });
  await adminRow.waitFor();
  expect(await adminRow.count()).toBe(1);
  await context.close();
});

test('log out: the modal cancels or confirms, and afterwards protected routes need a sign-in', async () => {
  const { context, page } = await e2e.newPage();
  await signIn(e2e, page);
  await page.getByTestId('page-overview').waitFor();

  await page.getByTestId('nav-logout').click();
  // The dialog is named by its title.
  const modal = page.getByRole('dialog', { name: 'Log out' });
  await modal.waitFor();
  expect(await page.getByTestId('logout-modal').count()).toBeGreaterThan(0);
  expect(await modal.locator('.mantine-Modal-title').textContent()).toBe('Log out');
  await expectText(modal, 'Are you sure you want to log out?');
  await expectText(page.getByTestId('logout-confirm'), 'Log out');
  await expectText(page.getByTestId('logout-cancel'), 'Stay signed in');
  await screenshot(page, 'logout-modal');

  await page.getByTestId('logout-cancel').click();
  await modal.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toMatch(/^\/cmsadmin\/?$/);
  await page.getByTestId('page-overview').waitFor();
  // Still signed in for the server as well: a reload keeps the page overview.
  await page.reload();
  await page.getByTestId('page-overview').waitFor();

  await page.getByTestId('nav-logout').click();
  await page.getByTestId('logout-confirm').click();
  await page.waitForURL('**/cmsadmin/login');
  await page.getByTestId('login-email').waitFor();
  expect(await page.getByTestId('signed-in-user').count()).toBe(0);

  await page.goto(e2e.url('/cmsadmin/users'));
  await page.waitForURL('**/cmsadmin/login');
  await page.getByTestId('login-email').waitFor();
  expect(await page.getByTestId('users-overview').count()).toBe(0);
  await context.close();
});

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

test('the sign-in page stands alone: no GraphQL client, no remotes, no whole UI library until signed in; its language carries into the admin', async () => {
  const { context, page } = await e2e.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(e2e.url('/cmsadmin/login'));
  await page.getByTestId('login-email').waitFor();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path === '/graphql' || path.endsWith('remotes.json') || path.includes('/remotes/'))).toEqual([]);
  // The application's style sheet (Mantine whole) is not among what the sign-in page loaded.
  const sheets = await page.evaluate(() => [...document.styleSheets].reduce((rules, sheet) => rules + sheet.cssRules.length, 0));
  expect(sheets).toBeLessThan(400);

  // To the forgotten-password screen and back, without a page load.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.waitForURL('**/cmsadmin/forgot-password');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.waitForURL('**/cmsadmin/login');

  // Nederlands on the sign-in page, and the admin opens in Nederlands.
  await page.getByTestId('language-switch').selectOption('nl');
  await expectText(page.getByRole('heading', { level: 1 }), 'Inloggen');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
  await signIn(e2e, page);
  await expectText(page.getByTestId('nav-logout'), 'Uitloggen');
  expect(requested).toContain('/graphql');
  await context.close();
});

test('a forgotten password: the mailed link opens the reset screen, the rules show while typing, a weak password is refused, a new one signs in', async () => {
  const { gateway } = e2e;
  const user = await gateway.signedIn('editor');
  const { context, page } = await e2e.newPage();
  await page.goto(e2e.url('/cmsadmin/forgot-password'));
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expectText(page.getByTestId('forgot-sent'), 'a link is on its way');

  // The link opened as from the mail: a browser that has not been on the admin yet.
  await context.clearCookies();
  const token = await gateway.smtp.lastToken(user.email);
  await page.goto(e2e.url(`/cmsadmin/reset-password?token=${encodeURIComponent(token)}`));
  await expectText(page.getByRole('heading', { level: 1 }), 'Choose a new password');
  await page.getByLabel(/^New password/).fill('weakpassword');
  await page.getByLabel(/^Confirm password/).fill('weakpassword');
  expect(await page.getByTestId('password-rule-length').getAttribute('data-met')).toBe('true');
  expect(await page.getByTestId('password-rule-uppercase').getAttribute('data-met')).toBe('false');
  expect(await page.getByTestId('password-rule-match').getAttribute('data-met')).toBe('true');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expectText(page.getByTestId('error-list'), 'at least 1 uppercase character');

  await page.getByLabel(/^New password/).fill('Renewed-Passw0rd');
  await page.getByLabel(/^Confirm password/).fill('Renewed-Passw0rd');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expectText(page.getByTestId('account-link-done'), 'Your password was saved');
  expect(await page.getByTestId('error-list').count()).toBe(0);

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.waitForURL('**/cmsadmin/login');
  await signIn(e2e, page, user.email, 'Renewed-Passw0rd');
  await context.close();
});

test('an invited user activates the account by the mailed link and signs in', async () => {
  const { gateway } = e2e;
  const admin = await gateway.admin();
  const email = 'invited.e2e@example.com';
  const invited = await admin.rest('POST', '/api/tessera/auth/register', { name: 'Invited Writer', email, role: 'editor', jobTitle: 'Writer' });
  expect(invited.status).toBe(200);
  const token = await gateway.smtp.lastToken(email);

  const { context, page } = await e2e.newPage();
  await page.goto(e2e.url(`/cmsadmin/activate-account?token=${encodeURIComponent(token)}`));
  await expectText(page.getByRole('heading', { level: 1 }), 'Activate your account');
  await page.getByLabel(/^New password/).fill('Activated-Passw0rd');
  await page.getByLabel(/^Confirm password/).fill('Activated-Passw0rd');
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expectText(page.getByTestId('account-link-done'), 'Your account is active');

  // The link is spent: opened again, it is refused with a coded error on screen.
  await page.goto(e2e.url(`/cmsadmin/activate-account?token=${encodeURIComponent(token)}`));
  await page.getByLabel(/^New password/).fill('Another-Passw0rd');
  await page.getByLabel(/^Confirm password/).fill('Another-Passw0rd');
  await page.getByRole('button', { name: 'Activate account' }).click();
  await page.getByTestId('error-list').waitFor();

  await page.goto(e2e.url('/cmsadmin/login'));
  await signIn(e2e, page, email, 'Activated-Passw0rd');
  await expectText(page.getByTestId('signed-in-user'), 'Invited Writer');
  await context.close();
});

import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { userPassword } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * Two-factor sign-in in the admin: turning it on from one's settings (QR code and key, a first
 * code, ten recovery codes shown once), the code step of the sign-in (a wrong code's AUTH_08, a
 * recovery code, in Dutch), new recovery codes, turning it off with the password; a user manager
 * requiring it for a role (whose user sets the app up during the sign-in, AUTH_09) and resetting
 * someone's factor. axe on each new screen and dialog.
 */
let e2e: E2E;
const password = 'Two-factor-passw0rd!';
const tess = { email: 'tess@example.com', name: 'Tess Twofold', role: 'editor', password };
const rhea = { email: 'rhea@example.com', name: 'Rhea Reviewer', role: 'reviewer', password };
const nina = { email: 'nina@example.com', name: 'Nina Renewer', role: 'editor', password };

/** What the first test sets up and the next ones sign in with. */
let tessSecret = '';
let tessRecoveryCodes: string[] = [];

beforeAll(async () => {
  e2e = await startE2E();
  for (const user of [tess, rhea, nina]) await addUserViaApi(e2e.gateway, user);
}, 300_000);

afterAll(async () => {
  await e2e?.stop();
});

/**
 * The code of a secret the server takes next. An account takes each 30-second step once, and the
 * server accepts one step ahead of its clock: the current step, or the one after the last taken.
 */
const takenStep = new Map<string, number>();
async function nextCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (takenStep.get(secret) ?? -Infinity) + 1);
  if (step > now + 1) throw new Error('a third code of one account within one step: the server would refuse it');
  takenStep.set(secret, step);
  return generate({ secret, epoch: step * 30 });
}

/** A six-digit code no step around now has. */
async function wrongCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  const valid = await Promise.all([-1, 0, 1, 2].map((offset) => generate({ secret, epoch: (now + offset) * 30 })));
  return ['000000', '111111', '222222'].find((code) => !valid.includes(code))!;
}

const secretShown = async (page: Page) => (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');

async function noAxeProblems(page: Page, state: string): Promise<void> {
  expect([state, await accessibilityProblems(page)]).toEqual([state, []]);
}

/** The password step of the sign-in page, which then asks for a second step. */
async function passwordStep(page: Page, email: string): Promise<void> {
  if (!page.url().includes('/cmsadmin/login')) await page.goto(e2e.url('/cmsadmin/login'));
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

async function signedInToAdmin(page: Page, name: string): Promise<void> {
  await page.waitForURL((url) => !url.pathname.startsWith('/cmsadmin/login'));
  await expectText(page.getByTestId('signed-in-user'), name);
}

async function openSettings(page: Page): Promise<void> {
  await page.goto(e2e.url('/cmsadmin/user/settings'));
  await page.getByTestId('two-factor-state').waitFor();
}

const enabledState = (page: Page) => page.getByTestId('two-factor-state').getAttribute('data-enabled');

describe("an editor's own two-factor sign-in", () => {
  test('turned on in the settings: the QR code and its key, a first code from the app, ten recovery codes shown once', async () => {
    const { page } = e2e;
    await signIn(e2e, page, tess.email, tess.password);
    await openSettings(page);
    expect(await enabledState(page)).toBe('false');
    await expectText(page.getByTestId('settings-two-factor'), 'so a stolen password alone cannot open your account');
    await noAxeProblems(page, 'settings, two-factor off');

    await page.getByTestId('two-factor-set-up').click();
    const setup = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
    await setup.getByTestId('two-factor-qr').waitFor();
    expect(await setup.getByTestId('two-factor-qr').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await setup.getByRole('img', { name: 'QR code for your authenticator app' }).count()).toBe(1);
    tessSecret = await secretShown(page);
    expect(tessSecret).toMatch(/^[A-Z2-7]{16,}$/);
    const codeField = setup.getByTestId('two-factor-code');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    await screenshot(page, 'two-factor-setup');
    await noAxeProblems(page, 'set-up dialog');

    // A wrong first code leaves it off, told at the field.
    await codeField.fill(await wrongCode(tessSecret));
    await setup.getByTestId('two-factor-submit').click();
    await expectText(setup, 'This code is not valid or was already used.');
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');

    await codeField.fill(await nextCode(tessSecret));
    await setup.getByTestId('two-factor-submit').click();
    const shown = page.getByRole('dialog', { name: 'Your recovery codes' });
    await shown.getByTestId('recovery-code').first().waitFor();
    tessRecoveryCodes = await shown.getByTestId('recovery-code').allInnerTexts();
    expect(tessRecoveryCodes).toHaveLength(10);
    for (const code of tessRecoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(tessRecoveryCodes).size).toBe(10);
    await expectText(shown.getByTestId('recovery-codes-copy'), 'Copy the codes');
    await screenshot(page, 'two-factor-recovery-codes');
    await noAxeProblems(page, 'recovery codes dialog');

    await shown.getByTestId('recovery-codes-saved').click();
    await shown.waitFor({ state: 'hidden' });
    await eventually(async () => expect(await enabledState(page)).toBe('true'));
    await expectText(page.getByTestId('two-factor-codes-left'), 'Recovery codes left: 10');
    await noAxeProblems(page, 'settings, two-factor on');
  });

  test('signing out and in again asks for the code: a wrong one shows AUTH_08, the next one opens the admin', async () => {
    const { page } = e2e;
    await page.getByTestId('nav-logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL('**/cmsadmin/login');

    await passwordStep(page, tess.email);
    const step = page.getByTestId('two-factor-code-step');
    await step.waitFor();
    await expectText(page.getByRole('heading', { level: 1 }), 'Two-factor sign-in');
    expect(new URL(page.url()).pathname).toBe('/cmsadmin/login');
    const codeField = page.getByTestId('two-factor-code');
    expect(await codeField.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    await screenshot(page, 'two-factor-code-step');
    await noAxeProblems(page, 'code step');

    await codeField.fill(await wrongCode(tessSecret));
    await page.getByTestId('two-factor-submit').click();
    await expectText(page.getByTestId('error-list'), 'This code is not valid or was already used.');
    expect(new URL(page.url()).pathname).toBe('/cmsadmin/login');
    await noAxeProblems(page, 'code step with AUTH_08');

    await codeField.fill(await nextCode(tessSecret));
    await page.getByTestId('two-factor-submit').click();
    await signedInToAdmin(page, tess.name);
  });

  test('a recovery code signs in in place of the app’s code, once', async () => {
    const { context, page } = await e2e.newPage();
    await passwordStep(page, tess.email);
    await page.getByTestId('two-factor-use-recovery').click();
    const codeField = page.getByLabel(/^Recovery code/);
    await codeField.waitFor();
    expect(await codeField.getAttribute('inputmode')).toBe('text');
    expect(await codeField.evaluate((field) => field === document.activeElement)).toBe(true);
    await noAxeProblems(page, 'code step, recovery code');
    await codeField.fill(tessRecoveryCodes[0]);
    await page.getByTestId('two-factor-submit').click();
    await signedInToAdmin(page, tess.name);
    await openSettings(page);
    await expectText(page.getByTestId('two-factor-codes-left'), 'Recovery codes left: 9');
    await context.close();

    // Used once, it is spent.
    const again = await e2e.newPage();
    await passwordStep(again.page, tess.email);
    await again.page.getByTestId('two-factor-use-recovery').click();
    await again.page.getByLabel(/^Recovery code/).fill(tessRecoveryCodes[0]);
    await again.page.getByTestId('two-factor-submit').click();
    await expectText(again.page.getByTestId('error-list'), 'This code is not valid or was already used.');
    await again.context.close();
  });

  test('the code step in Dutch: its texts, AUTH_08 and the way back to the password', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto(e2e.url('/cmsadmin/login'));
    await page.getByTestId('language-switch').selectOption('nl');
    await expectText(page.getByRole('heading', { level: 1 }), 'Inloggen');
    await passwordStep(page, tess.email);
    await page.getByTestId('two-factor-code-step').waitFor();
    await expectText(page.getByRole('heading', { level: 1 }), 'Inloggen in twee stappen');
    await expectText(page.getByTestId('two-factor-code-step'), 'Open de authenticator-app op je telefoon');
    await expectText(page.getByTestId('two-factor-submit'), 'Controleren');
    await page.getByLabel(/^Code/).fill(await wrongCode(tessSecret));
    await page.getByTestId('two-factor-submit').click();
    await expectText(page.getByTestId('error-list'), 'Deze code is niet geldig of is al gebruikt.');
    await noAxeProblems(page, 'code step in Dutch');
    await page.getByTestId('two-factor-use-recovery').click();
    await page.getByLabel(/^Herstelcode/).waitFor();

    await page.getByRole('button', { name: 'Terug naar inloggen' }).click();
    await page.getByTestId('login-email').waitFor();
    await expectText(page.getByRole('heading', { level: 1 }), 'Inloggen');
    expect(await page.getByTestId('login-password').inputValue()).toBe('');
    await context.close();
  });

  test('turning it off takes the password: a wrong one is refused (AUTH_02), then the password alone signs in', async () => {
    const { page } = e2e;
    await openSettings(page);
    await page.getByTestId('two-factor-turn-off').click();
    const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await dialog.getByTestId('two-factor-password').waitFor();
    await noAxeProblems(page, 'turn-off dialog');

    await dialog.getByTestId('two-factor-password').fill('Not-the-passw0rd!');
    await dialog.getByTestId('two-factor-turn-off-confirm').click();
    await expectText(dialog, 'This current password does not match our records.');
    expect(await enabledState(page)).toBe('true');

    await dialog.getByTestId('two-factor-password').fill(tess.password);
    await dialog.getByTestId('two-factor-turn-off-confirm').click();
    await expectText(page.locator('.mantine-Notification-root'), 'Two-factor sign-in is off.');
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => expect(await enabledState(page)).toBe('false'));
    expect(await page.getByTestId('two-factor-set-up').count()).toBe(1);

    const fresh = await e2e.newPage();
    await signIn(e2e, fresh.page, tess.email, tess.password);
    await expectText(fresh.page.getByTestId('signed-in-user'), tess.name);
    await fresh.context.close();
  });
});

test('new recovery codes, for a code from the app, replace the old ones', async () => {
  const { gateway } = e2e;
  const { context, page } = await e2e.newPage();
  await signIn(e2e, page, nina.email, nina.password);
  // Set up elsewhere (another session of hers, through the API) while she is signed in here.
  const api = gateway.client();
  await api.signIn(nina.email, nina.password);
  const setup = await api.rest('POST', '/api/tessera/auth/two-factor/setup', {});
  const secret: string = setup.body.secret;
  const confirmed = await api.rest('POST', '/api/tessera/auth/two-factor/confirm', { code: await nextCode(secret) });
  expect(confirmed.status).toBe(200);
  const oldCodes: string[] = confirmed.body.recoveryCodes;

  await openSettings(page);
  expect(await enabledState(page)).toBe('true');
  await page.getByTestId('two-factor-renew').click();
  const dialog = page.getByRole('dialog', { name: 'New recovery codes' });
  await dialog.getByTestId('two-factor-code').waitFor();
  await noAxeProblems(page, 'renew dialog');
  await dialog.getByTestId('two-factor-code').fill(await nextCode(secret));
  await dialog.getByTestId('two-factor-submit').click();

  const shown = page.getByRole('dialog', { name: 'Your recovery codes' });
  await shown.getByTestId('recovery-code').first().waitFor();
  const newCodes = await shown.getByTestId('recovery-code').allInnerTexts();
  expect(newCodes).toHaveLength(10);
  expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([]);
  await shown.getByTestId('recovery-codes-saved').click();
  await shown.waitFor({ state: 'hidden' });
  await expectText(page.getByTestId('two-factor-codes-left'), 'Recovery codes left: 10');
  await context.close();
});

describe('a user manager', () => {
  test('requires two-factor sign-in for reviewers; a reviewer sets the app up while signing in and lands in the admin', async () => {
    const admin = await e2e.newPage();
    await signIn(e2e, admin.page);
    await admin.page.goto(e2e.url('/cmsadmin/users'));
    await admin.page.getByTestId('users-overview').waitFor();
    await admin.page.getByTestId('two-factor-policy-open').click();
    const policy = admin.page.getByRole('dialog', { name: 'Roles that must use two-factor sign-in' });
    const reviewers = policy.getByRole('checkbox', { name: 'Reviewer' });
    await reviewers.waitFor();
    expect(await reviewers.isChecked()).toBe(false);
    await screenshot(admin.page, 'two-factor-policy');
    await noAxeProblems(admin.page, 'policy dialog');
    await reviewers.check();
    await policy.getByTestId('two-factor-policy-save').click();
    await expectText(admin.page.locator('.mantine-Notification-root'), 'The two-factor policy was saved.');
    await policy.waitFor({ state: 'hidden' });
    const manager = await e2e.gateway.admin();
    expect((await manager.rest('GET', '/api/tessera/auth/two-factor/policy')).body).toEqual({ roles: ['reviewer'] });
    // Opened again, it shows what was saved.
    await admin.page.getByTestId('two-factor-policy-open').click();
    await eventually(async () => expect(await policy.getByRole('checkbox', { name: 'Reviewer' }).isChecked()).toBe(true));
    expect(await policy.getByRole('checkbox', { name: 'Editor' }).isChecked()).toBe(false);
    await admin.page.keyboard.press('Escape');
    await policy.waitFor({ state: 'hidden' });
    await admin.context.close();

    try {
      const { context, page } = await e2e.newPage();
      await passwordStep(page, rhea.email);
      const step = page.getByTestId('two-factor-setup-step');
      await step.getByTestId('two-factor-qr').waitFor();
      await expectText(page.getByRole('heading', { level: 1 }), 'Set up two-factor sign-in');
      await expectText(page.locator('main'), 'Your role signs in with a password and a code from an authenticator app.');
      expect(new URL(page.url()).pathname).toBe('/cmsadmin/login');
      await screenshot(page, 'two-factor-setup-at-sign-in');
      await noAxeProblems(page, 'setup during sign-in');

      const secret = await secretShown(page);
      await step.getByTestId('two-factor-code').fill(await nextCode(secret));
      await step.getByTestId('two-factor-submit').click();
      await page.getByTestId('recovery-codes').waitFor();
      await expectText(page.getByRole('heading', { level: 1 }), 'Your recovery codes');
      expect(await page.getByTestId('recovery-code').count()).toBe(10);
      await noAxeProblems(page, 'recovery codes during sign-in');
      await page.getByTestId('recovery-codes-saved').click();
      await signedInToAdmin(page, rhea.name);

      // Her role requires it: the settings say so and offer no way to turn it off.
      await openSettings(page);
      expect(await enabledState(page)).toBe('true');
      await page.getByTestId('two-factor-required').waitFor();
      expect(await page.getByTestId('two-factor-turn-off').count()).toBe(0);
      await context.close();
    } finally {
      await manager.rest('PUT', '/api/tessera/auth/two-factor/policy', { roles: [] });
    }
  });

  test("resets a user's two-factor sign-in: their sessions end, and the password alone signs them in", async () => {
    const { gateway } = e2e;
    const user = await gateway.signedIn('editor');
    const setup = await user.client.rest('POST', '/api/tessera/auth/two-factor/setup', {});
    expect((await user.client.rest('POST', '/api/tessera/auth/two-factor/confirm', { code: await nextCode(setup.body.secret) })).status).toBe(200);
    expect((await user.client.rest('GET', '/api/tessera/user')).body.ID).toBe(user.id);

    const { context, page } = await e2e.newPage();
    await signIn(e2e, page);
    await page.goto(e2e.url('/cmsadmin/users'));
    const reset = page.getByTestId(`user-row-reset-two-factor-${user.id}`);
    await reset.waitFor();
    await reset.click();
    const dialog = page.getByRole('dialog', { name: 'Reset two-factor sign-in' });
    await expectText(dialog, user.email);
    await noAxeProblems(page, 'reset dialog');
    await dialog.getByTestId('confirm-reset-two-factor').click();
    await expectText(page.locator('.mantine-Notification-root'), 'was reset and their sessions ended.');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();

    expect((await user.client.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
    const again = gateway.client();
    expect((await again.signIn(user.email, userPassword)).status).toBe(200);
  });
});

import { createServer } from 'node:net';
import type { CDPSession, Page } from 'playwright-core';
import { accessibilityProblems, addUserViaApi, eventually, expectText, startE2E, type E2E } from './browser';

/**
 * Passkeys in the admin, with Chromium's own WebAuthn (a virtual authenticator of the DevTools
 * protocol, nothing mocked): adding one in the settings, signing out and in with it instead of
 * password and code, removing it (after a confirmation), the sign-in button in German and French,
 * the sign-in page and the section in Dutch. A passkey needs a secure context and a host name as RP ID, so this gateway's public URL
 * and the pages are http://localhost:<port> (not the 127.0.0.1 address other tests use).
 */
let e2e: E2E;
let origin = '';
const pat = { email: 'pat@example.com', name: 'Pat Passkey', role: 'editor', password: 'Passkey-passw0rd!' };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  e2e = await startE2E({ port, publicUrl: origin });
  await addUserViaApi(e2e.gateway, pat);
}, 300_000);

afterAll(async () => {
  await e2e?.stop();
});

/** Chromium's virtual platform authenticator (resident keys, user verification that succeeds) for the page's tab. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

async function noAxeProblems(page: Page, state: string, include: string[] = []): Promise<void> {
  expect([state, await accessibilityProblems(page, include)]).toEqual([state, []]);
}

async function signedInToAdmin(page: Page, name: string): Promise<void> {
  await page.waitForURL((url) => !url.pathname.startsWith('/cmsadmin/login'));
  await expectText(page.getByTestId('signed-in-user'), name);
}

/** Pat's password sign-in on the sign-in page that is open. */
async function signInWithPassword(page: Page): Promise<void> {
  await page.getByTestId('login-email').fill(pat.email);
  await page.getByTestId('login-password').fill(pat.password);
  await page.getByTestId('login-submit').click();
  await signedInToAdmin(page, pat.name);
}

describe('passkeys', () => {
  let authenticator: { cdp: CDPSession; authenticatorId: string };

  test('added in the settings: named, made by the browser, listed without ever having been used', async () => {
    const { page } = e2e;
    authenticator = await virtualAuthenticator(page);
    await page.goto(`${origin}/cmsadmin/login`);
    await signInWithPassword(page);

    await page.goto(`${origin}/cmsadmin/user/settings`);
    const section = page.getByTestId('settings-passkeys');
    await expectText(section.getByRole('heading', { level: 2 }), 'Passkeys');
    await expectText(page.getByTestId('passkeys-none'), 'You have no passkeys yet.');
    await noAxeProblems(page, 'settings, no passkeys', ['[data-testid="settings-passkeys"]']);

    await page.getByTestId('passkey-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.waitFor();
    await noAxeProblems(page, 'add-passkey dialog');
    await page.getByTestId('passkey-add-submit').click();
    await expectText(dialog, 'The Name field is required.');
    await page.getByTestId('passkey-name').fill('Work laptop');
    await page.getByTestId('passkey-add-submit').click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByTestId('passkey-row');
    await expectText(row.getByTestId('passkey-name-cell'), 'Work laptop');
    await expectText(row.getByTestId('passkey-last-used'), 'Never');
    const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await noAxeProblems(page, 'settings, one passkey', ['[data-testid="settings-passkeys"]']);
  });

  test('signing out and in with the passkey: no e-mail, password or code', async () => {
    const { page } = e2e;
    await page.getByTestId('nav-logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL('**/cmsadmin/login');
    await expectText(page.getByTestId('passkey-sign-in'), 'Sign in with a passkey');
    await noAxeProblems(page, 'sign-in page with the passkey button');
    await page.getByTestId('passkey-sign-in').click();
    await signedInToAdmin(page, pat.name);

    await page.goto(`${origin}/cmsadmin/user/settings`);
    await eventually(async () => expect(await page.getByTestId('passkey-last-used').innerText()).not.toBe('Never'));
    const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.authenticatorId });
    expect(credentials[0].signCount).toBeGreaterThan(0);
  });

  test('the sign-in page in German, French and Dutch, and the section in Dutch', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await virtualAuthenticator(page);
      await page.goto(`${origin}/cmsadmin/login`);
      await page.getByTestId('language-switch').selectOption('de');
      await expectText(page.getByTestId('passkey-sign-in'), 'Mit einem Passkey anmelden');
      await page.getByTestId('language-switch').selectOption('fr');
      await expectText(page.getByTestId('passkey-sign-in'), 'Se connecter avec une clé d’accès');
      await page.getByTestId('language-switch').selectOption('nl');
      await expectText(page.getByTestId('passkey-sign-in'), 'Inloggen met een passkey');
      // This tab's authenticator holds no passkey of this site: the browser gives no answer.
      await page.getByTestId('passkey-sign-in').click();
      await expectText(page.getByTestId('passkey-sign-in-cancelled'), 'Er is geen passkey gebruikt', 30_000);
      await noAxeProblems(page, 'sign-in page in Dutch, no passkey used');

      await signInWithPassword(page);
      await page.goto(`${origin}/cmsadmin/user/settings`);
      const section = page.getByTestId('settings-passkeys');
      await expectText(section.getByRole('heading', { level: 2 }), 'Passkeys');
      await expectText(section, 'Laatst gebruikt');
      await expectText(page.getByTestId('passkey-add'), 'Passkey toevoegen');
      await page.getByTestId('passkey-remove').click();
      const dialog = page.getByRole('dialog', { name: 'Passkey verwijderen' });
      await expectText(dialog, 'De passkey „Work laptop” verwijderen?');
      await noAxeProblems(page, 'remove dialog in Dutch');
      await dialog.getByRole('button', { name: 'Annuleren' }).click();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  test('removed after a confirmation: the passkey no longer signs in', async () => {
    const { page } = e2e;
    await page.getByTestId('passkey-remove').click();
    const dialog = page.getByRole('dialog', { name: 'Remove passkey' });
    await expectText(dialog, 'Remove the passkey “Work laptop”?');
    await noAxeProblems(page, 'remove-passkey dialog');
    await page.getByTestId('passkey-confirm-remove').click();
    await dialog.waitFor({ state: 'hidden' });
    await expectText(page.getByTestId('passkeys-none'), 'You have no passkeys yet.');

    await page.getByTestId('nav-logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL('**/cmsadmin/login');
    // The authenticator still holds it; the server no longer knows it.
    await page.getByTestId('passkey-sign-in').click();
    await expectText(page.getByTestId('error-list'), 'These credentials do not match our records.');
    expect(new URL(page.url()).pathname).toBe('/cmsadmin/login');
  });
});

import { createServer, type AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import type { OidcSettings } from '@tessera/schema';
import { startOidcProvider, userPassword, type TestOidcProvider } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * Single sign-on in the admin against a real OpenID provider (oidc-provider, its login form): the
 * sign-in page offers "Sign in with …", the provider signs the person in, the admin opens signed
 * in; a refusal comes back to the sign-in page as a translated message. Labels in the four
 * languages; axe on the page with the button and with the refusal.
 */
let e2e: E2E;
let provider: TestOidcProvider;
/** The gateway's settings: the SSO-only test turns `ssoOnly` on for a while (the gateway reads them at each request). */
let sso: OidcSettings;

/** The gateway's port is chosen first: the provider must know the redirect URI before the gateway starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider([{ client_id: 'tessera', client_secret: 'e2e-client-secret', redirect_uris: [`${publicUrl}/api/tessera/auth/oidc/callback`] }]);
  await provider.accounts({
    olivia: { email: 'olivia@example.com', email_verified: true, name: 'Olivia Provider', groups: ['cms-editors'] },
    nobody: { email: 'nobody@example.com', email_verified: true, name: 'No Body', groups: ['visitors'] },
  });
  sso = {
    issuer: provider.issuer,
    clientId: 'tessera',
    clientSecret: 'e2e-client-secret',
    name: 'Example ID',
    roleClaim: 'groups',
    roles: [{ value: 'cms-editors', role: 'editor' }],
    defaultRole: null,
    ssoOnly: false,
  };
  e2e = await startE2E({ port, publicUrl, oidc: sso });
}, 300_000);

afterAll(async () => {
  await e2e?.stop();
  await provider?.stop();
});

async function noAxeProblems(page: Page, state: string): Promise<void> {
  expect([state, await accessibilityProblems(page)]).toEqual([state, []]);
}

/** The provider's own login form (oidc-provider's development interaction). */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(provider.issuer));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
}

it('signs in with the provider from the sign-in page and opens the admin signed in', async () => {
  const { page } = e2e;
  await page.goto(e2e.url('/cmsadmin/login'));
  const button = page.getByTestId('sso-sign-in');
  await expectText(button, 'Sign in with Example ID');
  await noAxeProblems(page, 'sign-in page with single sign-on');
  await button.click();
  await signInAtProvider(page, 'olivia');
  await page.waitForURL((url) => url.href.startsWith(e2e.url('/cmsadmin')) && !url.pathname.startsWith('/cmsadmin/login'));
  const me = await page.evaluate(async () => (await (await fetch('/api/tessera/user')).json()) as { ID: number; email: string; role: { name: string } });
  expect(me).toMatchObject({ email: 'olivia@example.com', name: 'Olivia Provider', role: { name: 'editor' } });
  expect(me.ID).toBeGreaterThan(0);
  expect(await page.getByTestId('sso-sign-in').count()).toBe(0);
});

it('shows the button and a refusal in the chosen language', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto(e2e.url('/cmsadmin/login'));
  const button = page.getByTestId('sso-sign-in');
  await expectText(button, 'Sign in with Example ID');
  for (const [language, label] of [
    ['de', 'Anmelden mit Example ID'],
    ['fr', 'Se connecter avec Example ID'],
    ['nl', 'Inloggen met Example ID'],
  ]) {
    await page.getByTestId('language-switch').selectOption(language);
    await expectText(button, label);
  }
  await button.click();
  await signInAtProvider(page, 'nobody');
  await page.waitForURL((url) => url.pathname === '/cmsadmin/login');
  await expectText(page.getByTestId('error-list'), 'Je single sign-on-account heeft geen rol in deze beheeromgeving. Vraag een beheerder om toegang.');
  // The code is read once: a reload does not show it again.
  expect(new URL(page.url()).search).toBe('');
  await noAxeProblems(page, 'sign-in page with a refused single sign-on, in Dutch');
  await context.close();
});

it('with SSO only, keeps the password form for administrators behind a link, and refuses it to others', async () => {
  await addUserViaApi(e2e.gateway, { email: 'ed@example.com', name: 'Ed Itor', role: 'editor', password: userPassword });
  sso.ssoOnly = true;
  const { context, page } = await e2e.newPage();
  try {
    await page.goto(e2e.url('/cmsadmin/login'));
    await expectText(page.getByTestId('sso-sign-in'), 'Sign in with Example ID');
    expect(await page.getByTestId('login-email').count()).toBe(0);
    await noAxeProblems(page, 'sign-in page with SSO only');
    await page.getByTestId('password-instead').click();
    await page.getByTestId('login-email').fill('ed@example.com');
    await page.getByTestId('login-password').fill(userPassword);
    await page.getByTestId('login-submit').click();
    await expectText(page.getByTestId('error-list'), 'Sign in with single sign-on: signing in with a password or a passkey is turned off.');
    await signIn(e2e, page);
  } finally {
    sso.ssoOnly = false;
    await context.close();
  }
});

import type { Page } from 'playwright-core';
import { apiTokenPattern, permissionNames } from '@tessera/content-model';
import { accessibilityProblems, addUserViaApi, choose, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * The API tokens screen (admin-users remote) in Chromium against the real gateway: an
 * administrator makes a token with two permissions, copies it from the dialog that shows it once,
 * and a program calling with it (Node's fetch, `Authorization: Bearer`) may do what those two
 * permissions allow and nothing else; revoked in the screen, the token is refused (401 AUTH_04).
 * The list and both dialogs are axe-clean, the screen follows the interface language, the form
 * offers only permissions its user holds, and without manage-api-tokens there is no screen.
 */
let e2e: E2E;
let page: Page;
let adminName: string;

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  const admin = await e2e.gateway.admin();
  adminName = (await admin.gql('{ me { name } }')).body.data.me.name;
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

const password = 'Str0ng-pass!';
const rows = () => page.getByTestId('api-token-row');
const dialog = () => page.getByRole('dialog');

/** A GraphQL call as a program makes it: the token in the Authorization header, no cookie, no CSRF header. */
async function callWithToken(token: string, query: string): Promise<{ status: number; body: { data?: Record<string, unknown> | null; errors?: Array<{ extensions?: { code?: string } }> } }> {
  const response = await fetch(e2e.url('/graphql'), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  return { status: response.status, body: await response.json() };
}
const codes = (body: { errors?: Array<{ extensions?: { code?: string } }> }) => (body.errors ?? []).map((error) => error.extensions?.code);

test('an administrator makes a token, copies it once, a program uses it within its permissions, and revoking it shuts it out', async () => {
  await page.goto(e2e.url('/cmsadmin/'));
  await page.getByTestId('nav-/api-tokens').click();
  await page.waitForURL((url) => url.pathname === '/cmsadmin/api-tokens');
  await page.getByTestId('api-tokens-none').waitFor();

  await page.getByTestId('api-tokens-add').click();
  const form = page.getByTestId('api-token-form');
  await form.waitFor();
  // Every permission the administrator holds is offered, labelled.
  await expectText(page.getByTestId('api-token-form-permissions'), 'Manage API tokens');
  expect(await form.locator('[data-testid^="api-token-form-permission-"]').count()).toBe(permissionNames.length);
  // Nothing filled in: the fields say what they need, and nothing is asked of the server.
  await page.getByTestId('api-token-form-submit').click();
  await expectText(form, 'The name field is required.');
  await expectText(form, 'The permissions field is required.');

  await page.getByTestId('api-token-form-name').fill('Release pipeline');
  await page.getByTestId('api-token-form-permission-manage-tags').check();
  await page.getByTestId('api-token-form-permission-manage-webhooks').check();
  await choose(page, 'api-token-form-expiry', 'On a date…');
  await page.getByTestId('api-token-form-date').waitFor();
  expect(await accessibilityProblems(page, ['[role="dialog"]'])).toEqual([]);
  await screenshot(page, 'api-token-form');
  await choose(page, 'api-token-form-expiry', 'After 30 days');
  await page.getByTestId('api-token-form-date').waitFor({ state: 'detached' });
  await page.getByTestId('api-token-form-submit').click();

  // The token, shown once, with the warning; copied to the clipboard by its button.
  const value = page.getByTestId('api-token-value');
  await value.waitFor();
  const token = await value.inputValue();
  expect(token.startsWith('tsr_')).toBe(true);
  expect(token).toMatch(apiTokenPattern);
  await expectText(page.getByTestId('api-token-shown-once'), 'Copy this token now: it will not be shown again.');
  expect(await accessibilityProblems(page, ['[role="dialog"]'])).toEqual([]);
  await screenshot(page, 'api-token-created');
  await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.gateway.url });
  await page.getByTestId('api-token-copy').click();
  await expectText(page.getByTestId('api-token-copy'), 'Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await page.getByTestId('api-token-done').click();
  await value.waitFor({ state: 'detached' });
  await dialog().waitFor({ state: 'detached' });
  expect(await page.content()).not.toContain(token);

  // The list: the name, the end of the token, the permissions by their labels, who made it, when it expires, never used.
  await eventually(async () => expect(await rows().count()).toBe(1));
  const row = rows().first();
  await expectText(row.getByTestId('api-token-name'), 'Release pipeline');
  await expectText(row.getByTestId('api-token-hint'), `tsr_…${token.slice(-4)}`);
  await expectText(row.getByTestId('api-token-permissions'), 'Manage tags');
  await expectText(row.getByTestId('api-token-permissions'), 'Manage webhooks');
  await expectText(row.getByTestId('api-token-created-by'), adminName);
  expect(await row.getByTestId('api-token-expires').innerText()).not.toBe('Never');
  expect(await row.getAttribute('data-expired')).toBe('false');
  expect(await row.getByTestId('api-token-last-used').innerText()).toBe('Never');
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  await screenshot(page, 'api-tokens');

  // A program with the token: what manage-webhooks allows, yes; the tokens and the users (which its maker may see), no.
  const webhooks = await callWithToken(token, '{ webhooks { id } }');
  expect(webhooks.status).toBe(200);
  expect(webhooks.body.errors).toBeUndefined();
  expect(webhooks.body.data).toEqual({ webhooks: [] });
  const tokens = await callWithToken(token, '{ apiTokens { id } }');
  expect(codes(tokens.body)).toEqual(['UM_01']);
  expect(tokens.body.data ?? null).toBeNull();
  expect(codes((await callWithToken(token, '{ users { totalItems } }')).body)).toEqual(['UM_01']);

  // The list says it was used.
  await page.reload();
  await page.getByTestId('api-tokens-table').waitFor();
  expect(await rows().first().getByTestId('api-token-last-used').innerText()).not.toBe('Never');

  // Revoked with a confirmation: gone from the list, and refused at once.
  await rows().first().getByTestId('api-token-row-revoke').click();
  await expectText(dialog(), 'Revoke the token Release pipeline');
  expect(await accessibilityProblems(page, ['[role="dialog"]'])).toEqual([]);
  await page.getByTestId('api-token-confirm-revoke').click();
  await page.locator('.mantine-Notification-root', { hasText: 'The token Release pipeline was revoked.' }).waitFor();
  await page.getByTestId('api-tokens-none').waitFor();
  const refused = await callWithToken(token, '{ apiTokens { id } }');
  expect(refused.status).toBe(401);
  expect(codes(refused.body)).toEqual(['AUTH_04']);
  expect(await e2e.gateway.sql('select id from api_token')).toEqual([]);
  // An unknown token counts against its address (login_throttle): the next file starts clean anyway.
});

test('the screen follows the interface language', async () => {
  await page.goto(e2e.url('/cmsadmin/api-tokens'));
  await page.getByTestId('api-tokens-screen').waitFor();
  await choose(page, 'language-switch', 'Deutsch');
  await eventually(async () => expect(await page.getByTestId('nav-/api-tokens').innerText()).toBe('API-Tokens'));
  await expectText(page.getByTestId('api-tokens-screen').getByRole('heading', { level: 1 }), 'API-Tokens');
  await expectText(page.getByTestId('api-tokens-add'), 'Neues Token');
  await expectText(page.getByTestId('api-tokens-none'), 'Noch keine API-Tokens.');
  await choose(page, 'language-switch', 'English');
  await expectText(page.getByTestId('api-tokens-screen').getByRole('heading', { level: 1 }), 'API tokens');
});

test('the form offers only the permissions its user holds', async () => {
  await e2e.gateway.sql(`insert into role (name, permissions, created_at) values ('token-keeper', '[{"name":"manage-tags"},{"name":"manage-api-tokens"}]', now())`);
  await addUserViaApi(e2e.gateway, { email: 'keeper@api-tokens.test', name: 'Kim Keeper', role: 'token-keeper', password });
  const keeper = await e2e.newPage();
  try {
    await signIn(e2e, keeper.page, 'keeper@api-tokens.test', password);
    await keeper.page.getByTestId('nav-/api-tokens').click();
    await keeper.page.getByTestId('api-tokens-none').waitFor();
    await keeper.page.getByTestId('api-tokens-add').click();
    await keeper.page.getByTestId('api-token-form').waitFor();
    const offered = await keeper.page.locator('[data-testid^="api-token-form-permission-"]').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-testid')));
    expect(offered).toEqual(['api-token-form-permission-manage-tags', 'api-token-form-permission-manage-api-tokens']);
  } finally {
    await keeper.context.close();
  }
});

test('without manage-api-tokens there is no API tokens entry, and the route refuses (UM_01)', async () => {
  await addUserViaApi(e2e.gateway, { email: 'editor@api-tokens.test', name: 'Eddie Editor', role: 'editor', password });
  const editor = await e2e.newPage();
  try {
    await signIn(e2e, editor.page, 'editor@api-tokens.test', password);
    await editor.page.getByTestId('nav-/new-page').waitFor();
    expect(await editor.page.getByTestId('nav-/api-tokens').count()).toBe(0);
    await editor.page.goto(e2e.url('/cmsadmin/api-tokens'));
    await expectText(editor.page.getByRole('alert'), 'You are not authorized to do this action.');
    expect(await editor.page.getByTestId('api-tokens-screen').count()).toBe(0);
  } finally {
    await editor.context.close();
  }
});

import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { WebhookReceiver } from '../gateway/src/api/webhooks/webhook-receiver.test-support';
import { accessibilityProblems, addUserViaApi, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * The webhooks screen (admin-users remote) in Chromium against the real gateway and a real
 * receiver on 127.0.0.1 (so the gateway runs with TESSERA_WEBHOOKS_ALLOW_PRIVATE): an endpoint is
 * registered through the form, its secret shown once; a tag change reaches the receiver, signed,
 * after one failure; the delivery log shows both attempts, and "send again" delivers once more.
 * The screen is axe-clean with the form and with the log.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  await receiver.start();
  e2e = await startE2E({
    webhooks: { allowPrivate: true, timeoutMs: 5_000, retryBaseMs: 50 },
    consumers: { leaseMs: 15_000, maxAttempts: 5, retryBaseMs: 50, retryMaxMs: 200 },
  });
  page = e2e.page;
  admin = await e2e.gateway.admin();
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
  await receiver.stop();
});

const deliveries = () => page.getByTestId('webhook-delivery');
const editorPassword = 'Str0ng-pass!';

test('an administrator registers an endpoint, sees its deliveries and sends one again', async () => {
  await page.goto(e2e.url('/cmsadmin/'));
  await page.getByTestId('nav-/webhooks').click();
  await page.waitForURL((url) => url.pathname === '/cmsadmin/webhooks');
  await page.getByTestId('webhooks-none').waitFor();

  await page.getByTestId('webhooks-add').click();
  await page.getByTestId('webhook-form').waitFor();
  // The metadata service's link-local address is refused even with private targets allowed, with its code's text.
  await page.getByTestId('webhook-form-url').fill('http://169.254.169.254/latest/meta-data/');
  await page.getByTestId('webhook-form-event-tags.changed').check();
  expect(await accessibilityProblems(page, ['[role="dialog"]'])).toEqual([]);
  await page.getByTestId('webhook-form-submit').click();
  await expectText(page.getByTestId('webhook-form'), 'This address cannot receive webhooks: it leads to a private or local network.');
  expect(await e2e.gateway.sql('select id from webhook_endpoint')).toEqual([]);

  await page.getByTestId('webhook-form-url').fill(`${receiver.url}/hook`);
  await page.getByTestId('webhook-form-description').fill('The search team');
  await screenshot(page, 'webhook-form');
  await page.getByTestId('webhook-form-submit').click();
  const secret = (await page.getByTestId('webhook-secret').innerText()).trim();
  expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
  await page.getByTestId('webhook-secret-done').click();
  const row = page.getByTestId('webhook-row');
  await expectText(row, `${receiver.url}/hook`);
  await expectText(row, 'tags.changed');
  await expectText(row, 'Active');
  // Reloaded, the secret is nowhere on the screen.
  await page.reload();
  await page.getByTestId('webhooks-table').waitFor();
  expect(await page.content()).not.toContain(secret);

  // A change of a tag reaches the receiver after one failure.
  receiver.answer('/hook', 503);
  expect((await admin.rest('POST', '/api/tessera/tags', { name: 'Kestrels' })).status).toBe(200);
  expect(await e2e.gateway.tessera.consumers.settle(20_000)).toBe(true);
  const received = receiver.on('/hook');
  expect(received).toHaveLength(2);
  const [t, v1] = String(received[1].headers['tessera-signature'])
    .split(',')
    .map((part) => part.split('=')[1]);
  expect(createHmac('sha256', secret).update(`${t}.${received[1].body}`).digest('hex')).toBe(v1);

  await row.getByTestId('webhook-row-deliveries').click();
  await page.getByTestId('webhook-log').waitFor();
  await eventually(async () => expect(await deliveries().count()).toBe(2));
  expect(await deliveries().nth(0).getAttribute('data-succeeded')).toBe('true');
  await expectText(deliveries().nth(0), 'Delivered (200)');
  expect(await deliveries().nth(1).getAttribute('data-succeeded')).toBe('false');
  await expectText(deliveries().nth(1).getByTestId('webhook-delivery-error'), 'HTTP 503');
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  await screenshot(page, 'webhook-delivery-log');

  // Send again: the receiver gets the same event once more, and the log shows attempt 3 first.
  await deliveries().nth(1).getByTestId('webhook-send-again').click();
  await expectText(page.locator('.mantine-Notification-root'), 'Sent again: the receiver accepted it.');
  await eventually(async () => expect(await deliveries().count()).toBe(3));
  expect(await deliveries().nth(0).getAttribute('data-attempt')).toBe('3');
  await expectText(deliveries().nth(0), 'sent again');
  expect(receiver.on('/hook')).toHaveLength(3);
  expect(receiver.on('/hook')[2].headers['tessera-event-id']).toBe(received[0].headers['tessera-event-id']);
});

test('without manage-webhooks there is no Webhooks entry, and the route refuses (UM_01)', async () => {
  await addUserViaApi(e2e.gateway, { email: 'editor@webhooks.test', name: 'Eddie Editor', role: 'editor', password: editorPassword });
  const editor = await e2e.newPage();
  await signIn(e2e, editor.page, 'editor@webhooks.test', editorPassword);
  await editor.page.getByTestId('nav-/new-page').waitFor();
  expect(await editor.page.getByTestId('nav-/webhooks').count()).toBe(0);
  await editor.page.goto(e2e.url('/cmsadmin/webhooks'));
  await expectText(editor.page.getByRole('alert'), 'You are not authorized to do this action.');
  expect(await editor.page.getByTestId('webhooks-screen').count()).toBe(0);
  await editor.context.close();
});

import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, adminEmail, choose, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * The audit log screen (admin-users remote) in Chromium against the real gateway: the entries
 * with who (a person, or a token and its maker), what, which object and from where; the filters
 * (action prefix and exact, dates, person, token) with the server's codes on bad input; "load
 * more" through the API's cursor; the CSV link with the same filters; the retention setting; the
 * screen in Dutch; axe-clean; refused without view-audit-log.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let tokenId: number;
const password = 'Str0ng-pass!';

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  // A tag made with an API token: its entry names the token and its maker.
  const made = await admin.rest('POST', '/api/tessera/api-tokens', { name: 'CI import', permissions: ['manage-tags'] });
  tokenId = made.body.id;
  const tagged = await fetch(`${e2e.gateway.url}/api/tessera/tags`, {
    method: 'POST',
    headers: { authorization: `Bearer ${made.body.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Imported' }),
  });
  expect(tagged.status).toBe(200);
  // Thirty publications in May 2021, for a filter that takes two pages.
  await e2e.gateway.sql(
    `insert into audit_log (at, action, actor_id, actor_email, subject_type, subject_id, ip, user_agent)
     select timestamptz '2021-05-01 08:00+00' + n * interval '1 hour', 'page.published', 1, ?, 'page', n::text, '198.51.100.7', 'Firefox/128.0'
       from generate_series(1, 30) as n`,
    [adminEmail],
  );
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

const entries = () => page.getByTestId('audit-entry');

async function filter(values: Partial<Record<'person' | 'action' | 'subject-type' | 'from' | 'to' | 'token', string>>, exact = false): Promise<void> {
  await page.getByTestId('audit-filter-clear').click();
  for (const [field, value] of Object.entries(values)) await page.getByTestId(`audit-filter-${field}`).fill(value);
  if (exact) await page.getByTestId('audit-filter-exact').check();
  await page.getByTestId('audit-filter-apply').click();
}

test('an administrator reads who did what, filters, loads more and downloads the same entries', async () => {
  await page.goto(e2e.url('/cmsadmin/'));
  await page.getByTestId('nav-/audit-log').click();
  await page.waitForURL((url) => url.pathname === '/cmsadmin/audit-log');
  await page.getByTestId('audit-log-table').waitFor();
  // The newest first; the token's call names the token and the person who made it.
  const tagRow = page.locator('[data-testid="audit-entry"][data-action="tag.created"]');
  await expectText(tagRow.getByTestId('audit-entry-who'), `token CI import (by ${adminEmail})`);

  await filter({ action: 'page.', from: '2021-05-01', to: '2021-05-31' });
  await eventually(async () => expect(await entries().count()).toBe(25));
  await expectText(entries().first(), '198.51.100.7');
  await expectText(entries().first(), 'Firefox/128.0');
  await expectText(entries().first(), 'page 30');
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  await screenshot(page, 'audit-log');
  await page.getByTestId('audit-log-more').click();
  await eventually(async () => expect(await entries().count()).toBe(30));
  expect(await page.getByTestId('audit-log-more').count()).toBe(0);
  expect(await entries().last().getAttribute('data-action')).toBe('page.published');
  await expectText(entries().last(), 'page 1');

  // The download is the same entries, as CSV, with the session's cookie.
  const href = await page.getByTestId('audit-log-export').getAttribute('href');
  expect(href).toMatch(/^\/api\/tessera\/audit-log\/export\?action=page\.&from=/);
  const csv = await page.evaluate(async (path) => {
    const response = await fetch(path!);
    return { type: response.headers.get('content-type'), text: await response.text() };
  }, href);
  expect(csv.type).toBe('text/csv; charset=utf-8');
  const lines = csv.text.trim().split('\r\n');
  expect(lines[0]).toBe('id,at,actorId,actorEmail,tokenId,tokenName,action,subjectType,subjectId,ip,userAgent,details');
  expect(lines).toHaveLength(31);

  // An exact action, a token, a person: each narrows the list.
  await filter({ action: 'tag.created', token: String(tokenId) }, true);
  await eventually(async () => expect(await entries().count()).toBe(1));
  await filter({ person: 'nobody@audit.test' });
  await page.getByTestId('audit-log-none').waitFor();

  // What the server refuses is said at its field, in words.
  await filter({ person: 'not an address' });
  await expectText(page.getByTestId('audit-log-filters'), 'A valid e-mail is needed.');
  await filter({ token: 'ci' });
  await expectText(page.getByTestId('audit-log-filters'), 'The token id is not valid.');
  await filter({});
  await eventually(async () => expect(await entries().count()).toBe(25));
});

test('the administrator keeps entries for 90 days instead of for ever', async () => {
  await page.goto(e2e.url('/cmsadmin/audit-log'));
  await expectText(page.getByTestId('audit-retention-text'), 'Entries are kept for ever.');
  await page.getByTestId('audit-retention-limit').check();
  await page.getByTestId('audit-retention-days').fill('90');
  await page.getByTestId('audit-retention-save').click();
  await page.locator('.mantine-Notification-root', { hasText: 'The retention was saved.' }).waitFor();
  await expectText(page.getByTestId('audit-retention-text'), 'Entries older than 90 days are deleted');
  expect((await admin.rest('GET', '/api/tessera/audit-log/retention')).body).toEqual({ days: 90 });
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);

  await page.getByTestId('audit-retention-days').fill('7');
  await page.getByTestId('audit-retention-save').click();
  await expectText(page.getByTestId('audit-retention'), 'The number of days is not valid.');
  expect((await admin.rest('GET', '/api/tessera/audit-log/retention')).body).toEqual({ days: 90 });
});

test('the screen speaks Dutch', async () => {
  await page.goto(e2e.url('/cmsadmin/audit-log'));
  await page.getByTestId('audit-log-table').waitFor();
  await choose(page, 'language-switch', 'Nederlands');
  await eventually(async () => expect(await page.getByTestId('nav-/audit-log').innerText()).toBe('Auditlog'));
  await expectText(page.getByTestId('audit-log-screen').getByRole('heading', { level: 1 }), 'Auditlog');
  await expectText(page.getByTestId('audit-log-table'), 'Vanaf waar');
  await expectText(page.getByTestId('audit-log-export'), 'CSV downloaden');
  await expectText(page.getByTestId('audit-retention-text'), 'Regels ouder dan 90 dagen worden verwijderd');
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  await choose(page, 'language-switch', 'English');
  await expectText(page.getByTestId('audit-log-screen').getByRole('heading', { level: 1 }), 'Audit log');
});

test('without view-audit-log there is no Audit log entry, and the route refuses (UM_01)', async () => {
  await addUserViaApi(e2e.gateway, { email: 'editor@audit-log.test', name: 'Eddie Editor', role: 'editor', password });
  const editor = await e2e.newPage();
  try {
    await signIn(e2e, editor.page, 'editor@audit-log.test', password);
    await editor.page.getByTestId('nav-/new-page').waitFor();
    expect(await editor.page.getByTestId('nav-/audit-log').count()).toBe(0);
    await editor.page.goto(e2e.url('/cmsadmin/audit-log'));
    await expectText(editor.page.getByRole('alert'), 'You are not authorized to do this action.');
    expect(await editor.page.getByTestId('audit-log-screen').count()).toBe(0);
  } finally {
    await editor.context.close();
  }
});

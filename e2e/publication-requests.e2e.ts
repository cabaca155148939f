import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, eventually, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * The publication requests screen in Chromium: a request made by someone else while the reviewer
 * is on another screen is there when the reviewer comes back, without a reload and without an
 * old list shown first; requesters are named (with their e-mail for reviewers, "A deleted user"
 * once the account is gone); and notices do not follow the reviewer to another screen, except
 * the one about the screen being opened (a new page's editor).
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let editor: TestClient;
let editorId: number;
const password = 'Requests-passw0rd!';
const api = '/api/tessera/page';
const editorEmail = 'eddie@requests.test';
let serial = 0;

/** A stored page that the editor asks to publish; its id. */
async function requestedPage(title: string, comment: string): Promise<number> {
  const slug = `requested-${++serial}`;
  const created = await admin.rest('POST', `${api}/create`, { title, slug, type: 'content-page', locale: 'en-gb', content: [{ type: 'rich-text', props: { body: `<p>${title}</p>` } }] });
  expect(created.status).toBe(200);
  const requested = await editor.rest('POST', `${api}/${created.body.pageID}/request-publication`, { comment });
  expect(requested.status).toBe(200);
  return created.body.pageID;
}

const row = (pageID: number) => page.locator('[data-testid^="request-row-"]').filter({ has: page.locator(`a[href="/cmsadmin/page/${pageID}"]`) });
const notices = () => page.locator('.mantine-Notification-root');

/** Leaves the screen by the keyboard through a navigation entry, the mouse resting on the shown notice (which keeps it from closing by itself). */
async function leaveWhileHoveringTheNotice(navEntry: string): Promise<void> {
  await notices().first().hover();
  await page.getByTestId(navEntry).focus();
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  await addUserViaApi(e2e.gateway, { email: editorEmail, name: 'Eddie Editor', role: 'editor', password });
  editor = e2e.gateway.client();
  await editor.signIn(editorEmail, password);
  editorId = (await editor.rest('GET', '/api/tessera/user')).body.ID;
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

test('a request made while the reviewer is on another screen is listed when they come back, never an old list first', async () => {
  await page.getByTestId('nav-/publication-requests').click();
  await page.getByTestId('requests-empty').waitFor();
  await page.getByTestId('nav-/').click();
  await page.getByTestId('page-overview').waitFor();

  const pageID = await requestedPage('Fresh request', 'Made meanwhile');
  // The server's answer comes late, so a list shown from the client's cache first would be seen.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('"OpenPublicationRequests"')) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  try {
    await page.getByTestId('nav-/publication-requests').click();
    const shown = page.locator('[data-testid="requests-table"], [data-testid="requests-empty"]');
    await shown.first().waitFor();
    expect(await shown.first().getAttribute('data-testid')).toBe('requests-table');
    await expectText(row(pageID), 'Made meanwhile');
  } finally {
    await page.unroute('**/graphql');
  }
});

test('requesters are named, with their e-mail for a reviewer only, and a deleted one says so', async () => {
  const pageID = await requestedPage('Named request', 'Who asked?');
  await page.goto(e2e.url('/cmsadmin/publication-requests'));
  await expectText(row(pageID).getByTestId('requester'), 'Eddie Editor');
  expect(await row(pageID).getByTestId('requester-email').getAttribute('href')).toBe(`mailto:${editorEmail}`);
  expect(await page.getByTestId('requests-table').innerText()).not.toMatch(/User \d/);
  expect(await accessibilityProblems(page)).toEqual([]);

  await row(pageID).getByRole('button', { name: 'Review the request for Named request' }).click();
  const modal = page.getByRole('dialog', { name: 'Review “Named request”' });
  await expectText(modal.getByTestId('review-requester'), 'Requested by Eddie Editor on');
  await expectText(modal.getByTestId('review-requester'), editorEmail);
  expect(await accessibilityProblems(page, ['[role="dialog"]'])).toEqual([]);
  await page.keyboard.press('Escape');

  // Someone who may not review sees the name only.
  const viewer = await e2e.newPage();
  try {
    await signIn(e2e, viewer.page, editorEmail, password);
    await viewer.page.goto(e2e.url('/cmsadmin/publication-requests'));
    const own = viewer.page.locator('[data-testid^="request-row-"]').filter({ has: viewer.page.locator(`a[href="/cmsadmin/page/${pageID}"]`) });
    await expectText(own.getByTestId('requester'), 'Eddie Editor');
    expect(await own.getByTestId('requester-email').count()).toBe(0);
  } finally {
    await viewer.context.close();
  }

  expect((await admin.rest('DELETE', `/api/tessera/user/${editorId}`)).status).toBe(200);
  await page.reload();
  await expectText(row(pageID).getByTestId('requester'), 'A deleted user');
  expect(await row(pageID).getByTestId('requester-email').count()).toBe(0);
});

test('a notice stays on its screen: leaving it takes the notice away', async () => {
  const pageID = (await page.locator('[data-testid^="request-row-"] a').first().getAttribute('href'))!.split('/').pop();
  await page.locator('[data-testid^="request-review-"]').first().click();
  await page.getByTestId('review-accept').click();
  await expectText(notices(), 'The request was accepted');
  await eventually(async () => expect(await row(Number(pageID)).count()).toBe(0));
  await leaveWhileHoveringTheNotice('nav-/');
  await page.getByTestId('page-overview').waitFor();
  await eventually(async () => expect(await notices().count()).toBe(0));
});

test('the notice of a new page goes with it to its editor, and no further', async () => {
  await page.getByTestId('nav-/new-page').click();
  await page.getByTestId('new-page-form').waitFor();
  await page.getByTestId('new-page-title').fill('Carried notice');
  await page.getByTestId('new-page-submit').click();
  await eventually(() => expect(new URL(page.url()).pathname).toMatch(/^\/cmsadmin\/page\/\d+$/));
  await expectText(notices(), 'Carried notice');
  await leaveWhileHoveringTheNotice('nav-/publication-requests');
  await page.getByTestId('publication-requests').waitFor();
  await eventually(async () => expect(await notices().count()).toBe(0));
});

import type { Page, Request as BrowserRequest } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * A first start that greets (issue 24) in Chromium: the gateway starts on an empty database with
 * the greeting on, and the dashboard tells the administrator the next steps (edit the home page,
 * set the contact recipient, invite editors), each done or to do, in the four languages; a user
 * without manage-settings neither sees the panel nor has the query sent.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let homePageId: number;
const editorEmail = 'edna@first-start.test';
const editorPassword = 'First-start-passw0rd!';

async function firstSteps(): Promise<{ homePageId: number | null; homeEdited: boolean; contactRecipientSet: boolean; editorsInvited: boolean }> {
  const reply = await admin.rest('GET', '/api/tessera/settings/first-steps');
  if (reply.status !== 200) throw new Error(`first-steps failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.FirstSteps;
}

async function openDashboard(target: Page = page): Promise<void> {
  await target.goto(e2e.url('/cmsadmin/dashboard'));
  await target.getByTestId('pages-dashboard').waitFor();
}

/** Whether the browser asks for the first steps (GraphQL goes out as a persisted query: its operation name, maybe in the URL). */
const asksFirstSteps = (request: BrowserRequest) => /first-?steps/i.test(`${request.url()} ${request.postData() ?? ''}`);

const stateOf = (id: string) => page.getByTestId(`first-step-${id}`).getAttribute('data-done');

beforeAll(async () => {
  e2e = await startE2E({ greeting: true });
  page = e2e.page;
  admin = await e2e.gateway.admin();
  const steps = await firstSteps();
  expect(steps).toMatchObject({ homeEdited: false, contactRecipientSet: false, editorsInvited: false });
  homePageId = steps.homePageId!;
  expect(homePageId).toEqual(expect.any(Number));
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

test('the dashboard shows the three steps, all to do, without accessibility problems; the home page step opens its editor', async () => {
  await openDashboard();
  const panel = page.getByTestId('first-steps');
  await expectText(panel, 'Your first steps');
  for (const [id, text] of [
    ['home', 'Edit the home page'],
    ['contact', 'Set who receives the contact form’s messages'],
    ['editors', 'Invite editors'],
  ]) {
    await expectText(page.getByTestId(`first-step-${id}`), text);
    await expectText(page.getByTestId(`first-step-${id}-state`), 'To do');
    expect(await stateOf(id)).toBe('false');
  }
  await screenshot(page, 'first-steps');
  expect(await accessibilityProblems(page, ['#content'])).toEqual([]);

  await page.getByTestId('first-step-home-link').click();
  await page.waitForURL(`**/cmsadmin/page/${homePageId}`);
  await page.getByTestId('page-editor').waitFor();
});

test('after the contact recipient is set on the site settings screen, its step shows done', async () => {
  await openDashboard();
  await page.getByTestId('first-step-contact-link').click();
  await page.waitForURL('**/cmsadmin/site-settings');
  await page.getByTestId('contact-recipient').fill('contact@first-start.test');
  await page.getByTestId('contact-recipient-save').click();
  await expectText(page.locator('.mantine-Notification-root'), 'The contact form recipient was saved.');
  expect((await firstSteps()).contactRecipientSet).toBe(true);

  await openDashboard();
  await eventually(async () => expect(await stateOf('contact')).toBe('true'));
  await expectText(page.getByTestId('first-step-contact-state'), 'Done');
  expect(await stateOf('home')).toBe('false');
  expect(await stateOf('editors')).toBe('false');
});

const languages = [
  { language: 'nl', title: 'Je eerste stappen' },
  { language: 'de', title: 'Ihre ersten Schritte' },
  { language: 'fr', title: 'Vos premiers pas' },
  { language: 'en', title: 'Your first steps' },
];

test.each(languages)('the panel’s title in $language', async ({ language, title }) => {
  await page.evaluate((chosen) => localStorage.setItem('tessera.language', chosen), language);
  await openDashboard();
  await expectText(page.getByTestId('first-steps'), title);
});

test('a user without manage-settings sees no panel and the query is not sent', async () => {
  await addUserViaApi(e2e.gateway, { email: editorEmail, name: 'Edna Editor', role: 'editor', password: editorPassword });
  const { context, page: editorPage } = await e2e.newPage();
  try {
    const asked: string[] = [];
    editorPage.on('request', (request: BrowserRequest) => {
      if (asksFirstSteps(request)) asked.push(request.url());
    });
    await signIn(e2e, editorPage, editorEmail, editorPassword);
    await openDashboard(editorPage);
    await editorPage.getByTestId('dashboard-recent').waitFor();
    expect(await editorPage.getByTestId('first-steps').count()).toBe(0);
    expect(asked).toEqual([]);
  } finally {
    await context.close();
  }
});

test('with editors invited and the home page edited, the panel is gone', async () => {
  expect((await firstSteps()).editorsInvited).toBe(true);
  const [home] = await e2e.gateway.sql<{ latest_version_id: number }>(`select latest_version_id from page where id = ${homePageId}`);
  const stored = await admin.rest('POST', `/api/tessera/page/version/${home.latest_version_id}/store`, { title: 'Our home', blocks: [{ type: 'rich-text', props: { body: '<p>Ours now.</p>' } }] });
  expect(stored.status).toBe(200);
  expect(await firstSteps()).toMatchObject({ homeEdited: true, contactRecipientSet: true, editorsInvited: true });
  const answered = page.waitForResponse((response) => asksFirstSteps(response.request()));
  await openDashboard();
  expect((await answered).status()).toBe(200);
  await page.getByTestId('dashboard-recent-row').first().waitFor();
  expect(await page.getByTestId('first-steps').count()).toBe(0);
});

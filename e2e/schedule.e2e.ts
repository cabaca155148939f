import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, choose, eventually, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * Scheduled publishing in Chromium (issue 24): an editor with publish-page sets the schedule in
 * the page's settings (a wrong one is refused before it is sent), the overview shows "scheduled"
 * with the time and filters on it, in the admin's four languages.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
const ids = { spring: 0, plain: 0 };
const api = '/api/tessera/page';

const pad = (n: number) => String(n).padStart(2, '0');
/** A time as a datetime-local input takes it, in this machine's (and the browser's) time zone. */
const localInput = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setSeconds(0, 0);
  return date;
};

async function storedPage(slug: string, title: string): Promise<number> {
  const created = await admin.rest('POST', `${api}/create`, { slug, title, type: 'content-page', locale: 'en-gb' });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const stored = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, { title, blocks: [{ type: 'rich-text', key: 'main', props: { body: `<p>${title}</p>` } }] });
  if (stored.status !== 200) throw new Error(JSON.stringify(stored.body));
  return created.body.pageID;
}

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  ids.spring = await storedPage('spring-sale', 'Spring sale');
  ids.plain = await storedPage('plain-page', 'Plain page');
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

const schedule = () => page.getByTestId('editor-schedule');
const stateOf = (id: number) => page.getByTestId(`page-state-${id}`);
const titles = () => page.locator('[data-testid^="page-title-"]').allTextContents();

async function openSettings(id: number): Promise<void> {
  await page.goto(e2e.url(`/cmsadmin/page/${id}`));
  await page.getByTestId('editor-tab-settings').click();
  await schedule().waitFor();
}

test('an editor schedules the publication and unpublication in the page’s settings; a wrong schedule is refused before sending', async () => {
  await openSettings(ids.spring);
  await expectText(page.getByTestId('schedule-state'), 'Nothing is scheduled.');
  const publishAt = inDays(2);
  const unpublishAt = inDays(9);
  await page.getByTestId('schedule-publish-at').fill(localInput(unpublishAt));
  await page.getByTestId('schedule-unpublish-at').fill(localInput(publishAt));
  await page.getByTestId('schedule-save').click();
  await expectText(schedule(), 'not valid');
  expect((await admin.rest('GET', `${api}/${ids.spring}`)).body.scheduledPublishAt).toBeNull();

  await page.getByTestId('schedule-publish-at').fill(localInput(publishAt));
  await page.getByTestId('schedule-unpublish-at').fill(localInput(unpublishAt));
  await page.getByTestId('schedule-save').click();
  await expectText(page.getByTestId('schedule-state'), 'Version 2 goes live then.');
  await eventually(async () => {
    const stored = (await admin.rest('GET', `${api}/${ids.spring}`)).body;
    expect([new Date(stored.scheduledPublishAt).getTime(), new Date(stored.scheduledUnpublishAt).getTime(), stored.scheduledVersionNumber]).toEqual([publishAt.getTime(), unpublishAt.getTime(), 2]);
  });
  expect(await accessibilityProblems(page, ['[data-testid="editor-schedule"]'])).toEqual([]);

  // Shown again when the editor opens.
  await openSettings(ids.spring);
  expect(await page.getByTestId('schedule-publish-at').inputValue()).toBe(localInput(publishAt));
  await expectText(page.getByTestId('schedule-state'), 'Version 2 goes live then.');
});

test('the overview shows "scheduled" with the time and filters on it', async () => {
  await page.goto(e2e.url('/cmsadmin/'));
  await page.getByTestId('page-overview').waitFor();
  await expectText(stateOf(ids.spring), 'Scheduled: live');
  expect(await stateOf(ids.spring).locator('[data-state="scheduled"]').count()).toBe(1);
  expect(await stateOf(ids.plain).locator('[data-state="scheduled"]').count()).toBe(0);
  await choose(page, 'overview-filter', 'Scheduled');
  await eventually(async () => expect(await titles()).toEqual(['Spring sale']));
  expect(new URL(page.url()).searchParams.get('filter')).toBe('scheduled');
  expect(await accessibilityProblems(page, ['[data-testid="page-overview"]'])).toEqual([]);
});

test.each([
  ['Nederlands', 'Gepland', 'Gepland: live', 'Planning'],
  ['Deutsch', 'Geplant', 'Geplant: live', 'Zeitplan'],
  ['Français', 'Planifiées', 'Planifiée : en ligne', 'Planification'],
  ['English', 'Scheduled', 'Scheduled: live', 'Schedule'],
])('in %s the filter, the state and the settings say so', async (language, filter, badge, title) => {
  await page.goto(e2e.url('/cmsadmin/?filter=scheduled'));
  await page.getByTestId('page-overview').waitFor();
  await choose(page, 'language-switch', language);
  await expectText(stateOf(ids.spring), badge);
  expect(await page.getByTestId('overview-filter').inputValue()).toBe(filter);
  await openSettings(ids.spring);
  await expectText(schedule().getByRole('heading', { level: 2 }), title);
});

import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, choose, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * Content releases in Chromium (issue 36): the releases screen reached from the side navigation,
 * a release made there, two pages added from the page editor's "Add to release", their checks and
 * "changed since added" with the version compare, Publish (both pages live on the site at once),
 * Roll back (both off again); a release with a failing item shows the refusal and publishes
 * nothing; an editor who may not publish sees why; Dutch, German and French; axe finds nothing
 * in each state.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
const api = '/api/tessera/page';
const ids = { one: 0, two: 0, three: 0, broken: 0, release: 0 };
const editorEmail = 'editor@releases.test';
const password = 'Correct-Horse-9-battery';

/** A content page whose first version is complete (not published). */
async function contentPage(slug: string, title: string): Promise<number> {
  const created = await admin.rest('POST', `${api}/create`, { slug, title, type: 'content-page', locale: 'en-gb', content: [{ type: 'rich-text', props: { body: `<p>${title} text</p>` } }] });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  return created.body.pageID;
}

async function gql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await admin.gql<T>(query, variables);
  if (reply.body.errors?.length || !reply.body.data) throw new Error(JSON.stringify(reply.body));
  return reply.body.data;
}

const status = async (path: string) => (await fetch(e2e.url(path))).status;
const notices = () => page.locator('.mantine-Notification-root');
const items = () => page.getByTestId('release-item');
const item = (pageId: number) => page.locator(`[data-testid="release-item"][data-page-id="${pageId}"]`);

async function openReleases(): Promise<void> {
  await page.goto(e2e.url('/cmsadmin/releases'));
  await page.getByTestId('releases-screen').waitFor();
  await page.getByTestId('list-table').waitFor();
}

async function openRelease(id: number): Promise<void> {
  await page.goto(e2e.url(`/cmsadmin/releases?release=${id}`));
  await page.locator(`[data-testid="release-detail"][data-release-id="${id}"]`).waitFor();
}

/** "Add to release" in the page editor: the release picked by its name, the latest version. */
async function addFromEditor(pageId: number, releaseName: string): Promise<void> {
  await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
  await page.getByTestId('page-editor').waitFor();
  await page.getByTestId('editor-add-to-release').click();
  const dialog = page.getByTestId('add-to-release-modal');
  await page.getByTestId('add-to-release-select').waitFor();
  await eventually(async () => expect(await page.getByTestId('add-to-release-select').isDisabled()).toBe(false));
  await choose(page, 'add-to-release-select', releaseName);
  expect(await page.getByTestId('add-to-release-what').inputValue()).toMatch(/^The latest version/);
  expect(await accessibilityProblems(page, ['[role="dialog"]'])).toEqual([]);
  await screenshot(page, 'release-add-from-editor');
  await page.getByTestId('add-to-release-confirm').click();
  await expectText(notices(), `Added to “${releaseName}”.`);
  await dialog.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  ids.one = await contentPage('launch-one', 'Launch one');
  ids.two = await contentPage('launch-two', 'Launch two');
  ids.three = await contentPage('launch-three', 'Launch three');
  // A landing page made without content keeps its type's empty placeholders (the hero's title): its publication is refused.
  const broken = await admin.rest('POST', `${api}/create`, { slug: 'broken-landing', title: 'Broken landing', type: 'landing-page', locale: 'en-gb' });
  if (broken.status !== 200) throw new Error(JSON.stringify(broken.body));
  ids.broken = broken.body.pageID;
  await addUserViaApi(e2e.gateway, { email: editorEmail, name: 'Eddie Editor', role: 'editor', password });
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

test('the releases screen is reached from the side navigation; a release is made there', async () => {
  await page.goto(e2e.url('/cmsadmin/'));
  await page.getByTestId('page-overview').waitFor();
  await page.getByTestId('nav-/releases').click();
  await page.getByTestId('releases-screen').waitFor();
  await expectText(page.getByTestId('no-results'), 'There are no releases yet.');
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);

  await page.getByTestId('release-add').click();
  await page.getByTestId('release-name').waitFor();
  await page.getByTestId('release-name').fill('Spring launch');
  await page.getByTestId('release-description').fill('The spring collection, all pages at once.');
  expect(await accessibilityProblems(page, ['[role="dialog"]'])).toEqual([]);
  await page.getByTestId('release-save').click();
  await expectText(notices(), 'The release was saved.');
  await eventually(async () => expect(await page.getByTestId('list-row').count()).toBe(1));
  const row = page.getByTestId('list-row').first();
  await expectText(row, 'Spring launch');
  await expectText(row.getByTestId('release-status'), 'Open');
  await expectText(row, 'Not scheduled');
  const listed = await gql<{ releases: { rows: Array<{ id: number; name: string; itemCount: number }> } }>('{ releases { rows { id name itemCount } } }');
  expect(listed.releases.rows.map((release) => [release.name, release.itemCount])).toEqual([['Spring launch', 0]]);
  ids.release = listed.releases.rows[0].id;
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
});

test("two pages are added from the page editor's “Add to release”", async () => {
  await addFromEditor(ids.one, 'Spring launch');
  await addFromEditor(ids.two, 'Spring launch');
  const { release } = await gql<{ release: { items: Array<{ pageId: number; kind: string; versionNumber: number }> } }>(
    'query($id: Int!) { release(id: $id) { items { pageId kind versionNumber } } }',
    { id: ids.release },
  );
  expect(release.items.map((entry) => [entry.pageId, entry.kind, entry.versionNumber]).sort()).toEqual(
    [
      [ids.one, 'page-version', 1],
      [ids.two, 'page-version', 1],
    ].sort(),
  );
  // The editor names the releases that hold the page.
  await page.goto(e2e.url(`/cmsadmin/page/${ids.one}`));
  await page.getByTestId('editor-add-to-release').click();
  await expectText(page.getByTestId('add-to-release-held'), 'In releases: Spring launch');
  await page.keyboard.press('Escape');
});

test('the release lists its items with their checks; a page changed since is compared and refreshed', async () => {
  // A newer version of page one after it was added.
  const latest = (await admin.rest('GET', `${api}/${ids.one}`)).body;
  const stored = await admin.rest('POST', `${api}/version/${latest.latestVersionID}/store`, {
    title: 'Launch one',
    blocks: [{ type: 'rich-text', key: 'main', props: { body: '<p>Launch one revised</p>' } }],
  });
  expect(stored.status).toBe(200);

  await openReleases();
  await page.getByTestId(`release-open-${ids.release}`).click();
  await page.getByTestId('release-detail').waitFor();
  await eventually(async () => expect(await items().count()).toBe(2));
  await expectText(item(ids.one).getByTestId('release-item-page'), 'Launch one');
  await expectText(item(ids.one), 'Version 1');
  // Each item shows its checks: none refuse the publication.
  for (const id of [ids.one, ids.two]) {
    expect(await item(id).locator('[data-testid="release-item-check"][data-severity="error"]').count()).toBe(0);
    expect(await item(id).getAttribute('data-ok')).toBe('true');
    expect((await item(id).getByTestId('release-item-checks-ok').count()) + (await item(id).getByTestId('release-item-check').count())).toBeGreaterThan(0);
  }
  await expectText(item(ids.one).getByTestId('release-item-changed'), 'Changed since added');
  expect(await item(ids.two).getByTestId('release-item-changed').count()).toBe(0);
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  await screenshot(page, 'release-detail');

  await item(ids.one).getByTestId('release-item-compare').click();
  await page.getByTestId('compare-block').first().waitFor();
  expect(await accessibilityProblems(page, ['[role="dialog"]'])).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByTestId('compare-modal').waitFor({ state: 'detached' });

  await item(ids.one).getByTestId('release-item-refresh').click();
  await expectText(notices(), 'The item now holds the latest version.');
  await expectText(item(ids.one).getByTestId('release-item-version'), 'Version 2');
  await eventually(async () => expect(await item(ids.one).getByTestId('release-item-changed').count()).toBe(0));
});

test('publishing puts both pages live at once; rolling back takes them off again', async () => {
  expect([await status('/launch-one'), await status('/launch-two')]).toEqual([404, 404]);
  await openRelease(ids.release);
  // The preview opens in a new tab at the release's signed address, on the configured public host: answered here by the test's gateway.
  let signed: URL | null = null;
  await page.context().route(/\/api\/tessera\/releases\/\d+\/preview\?/, async (route) => {
    signed = new URL(route.request().url());
    const answer = await fetch(e2e.url(signed.pathname + signed.search));
    await route.fulfill({ status: answer.status, contentType: answer.headers.get('content-type') ?? 'text/html', body: await answer.text() });
  });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('release-preview').click()]);
  await eventually(async () => expect(await tab.locator('body').innerText()).toContain('Launch one'));
  await tab.close();
  await page.context().unrouteAll();
  expect(signed!.pathname).toBe(`/api/tessera/releases/${ids.release}/preview`);
  expect((await fetch(e2e.url(signed!.pathname))).status).not.toBe(200);
  await page.getByTestId('release-publish').click();
  await expectText(page.getByRole('dialog'), 'Publish the 2 items of “Spring launch” now?');
  expect(await accessibilityProblems(page, ['[role="dialog"]'])).toEqual([]);
  await page.getByTestId('release-publish-modal-confirm').click();
  await expectText(notices(), 'The release is published.');
  await expectText(page.getByTestId('release-detail-status'), 'Published');
  await page.getByTestId('release-published-at').waitFor();
  await eventually(async () => expect([await status('/launch-one'), await status('/launch-two')]).toEqual([200, 200]));
  expect(await (await fetch(e2e.url('/launch-one'))).text()).toContain('Launch one revised');
  expect(await page.getByTestId('release-item-remove').count()).toBe(0);
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);

  await page.getByTestId('release-rollback').click();
  await expectText(page.getByRole('dialog'), 'Bring back what was live before “Spring launch” was published?');
  expect(await accessibilityProblems(page, ['[role="dialog"]'])).toEqual([]);
  await page.getByTestId('release-rollback-modal-confirm').click();
  await expectText(notices(), 'The release was rolled back.');
  await expectText(page.getByTestId('release-detail-status'), 'Rolled back');
  // Neither page was live before the release: both are off the site again.
  await eventually(async () => expect([await status('/launch-one'), await status('/launch-two')]).toEqual([404, 404]));
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
});

test('a release with a failing item shows the refusal and publishes nothing', async () => {
  const made = await gql<{ createRelease: { id: number } }>('mutation { createRelease(name: "Half ready") { id } }');
  const id = made.createRelease.id;
  await gql('mutation($r: Int!, $p: Int!) { addPageVersionToRelease(releaseId: $r, pageId: $p) { id } }', { r: id, p: ids.three });
  await gql('mutation($r: Int!, $p: Int!) { addPageVersionToRelease(releaseId: $r, pageId: $p) { id } }', { r: id, p: ids.broken });

  await openRelease(id);
  await eventually(async () => expect(await items().count()).toBe(2));
  expect(await item(ids.broken).getAttribute('data-ok')).toBe('false');
  await expectText(item(ids.broken).locator('[data-testid="release-item-check"][data-severity="error"]'), 'Error');
  expect(await item(ids.three).getAttribute('data-ok')).toBe('true');

  await page.getByTestId('release-publish').click();
  await page.getByTestId('release-publish-modal-confirm').click();
  const refusal = page.getByTestId('release-action-errors');
  await expectText(refusal, 'The release was not published; nothing went live.');
  // Item by item: the failing page, with its own coded reasons under it; the passing one is not named.
  await expectText(refusal.getByTestId('error-list'), 'Broken landing (British English) cannot be published:');
  await expectText(refusal.getByTestId('error-list'), 'field is required.');
  expect(await refusal.getByTestId('release-refused-item').count()).toBe(1);
  await screenshot(page, 'release-refused');
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  // Nothing went live, not even the item that passes.
  expect([await status('/launch-three'), await status('/broken-landing')]).toEqual([404, 404]);
  const { release } = await gql<{ release: { status: string; publishedAt: string | null } }>('query($id: Int!) { release(id: $id) { status publishedAt } }', { id });
  expect(release).toEqual({ status: 'open', publishedAt: null });
  await expectText(page.getByTestId('release-detail-status'), 'Open');
});

test('an editor who may not publish sees why the Publish button is off', async () => {
  const { context, page: editorPage } = await e2e.newPage();
  await signIn(e2e, editorPage, editorEmail, password);
  const { releases } = await gql<{ releases: { rows: Array<{ id: number; name: string }> } }>('{ releases(status: "open") { rows { id name } } }');
  const open = releases.rows.find((release) => release.name === 'Half ready')!;
  await editorPage.goto(e2e.url(`/cmsadmin/releases?release=${open.id}`));
  await editorPage.getByTestId('release-detail').waitFor();
  await eventually(async () => expect(await editorPage.getByTestId('release-publish').isDisabled()).toBe(true));
  await expectText(editorPage.getByTestId('release-publish-blocked'), 'You may not publish this release');
  expect(await accessibilityProblems(editorPage, ['main'])).toEqual([]);
  await context.close();
});

test.each([
  ['Nederlands', 'Releases', 'Nieuwe release', 'Release publiceren', 'Aan release toevoegen'],
  ['Deutsch', 'Releases', 'Neues Release', 'Release veröffentlichen', 'Zu Release hinzufügen'],
  ['Français', 'Releases', 'Nouvelle release', 'Publier la release', 'Ajouter à une release'],
  ['English', 'Releases', 'New release', 'Publish release', 'Add to release'],
])('in %s the navigation, the screen, the release and the editor say so', async (language, nav, add, publish, addTo) => {
  await openReleases();
  await choose(page, 'language-switch', language);
  await expectText(page.getByTestId('nav-/releases'), nav);
  await expectText(page.getByTestId('release-add'), add);
  await expectText(page.getByRole('heading', { level: 1 }), nav);
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  const { releases } = await gql<{ releases: { rows: Array<{ id: number; name: string }> } }>('{ releases(status: "open") { rows { id name } } }');
  await openRelease(releases.rows[0].id);
  await expectText(page.getByTestId('release-publish'), publish);
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  await page.goto(e2e.url(`/cmsadmin/page/${ids.three}`));
  await expectText(page.getByTestId('editor-add-to-release'), addTo);
});

test('a release is scheduled (a past time is refused at its field) and deleted from the list', async () => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const localInput = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const inDays = (days: number) => {
    const date = new Date(Date.now() + days * 86_400_000);
    date.setSeconds(0, 0);
    return date;
  };
  await openReleases();
  await page.getByTestId('release-add').click();
  await page.getByTestId('release-name').fill('Summer sale');
  await page.getByTestId('release-scheduled-at').fill(localInput(inDays(-1)));
  await page.getByTestId('release-save').click();
  await expectText(page.getByRole('dialog'), 'The Publish at is not valid.');
  const when = inDays(10);
  await page.getByTestId('release-scheduled-at').fill(localInput(when));
  await page.getByTestId('release-save').click();
  await expectText(notices(), 'The release was saved.');
  const { releases } = await gql<{ releases: { rows: Array<{ id: number; name: string; status: string; scheduledAt: string }> } }>('{ releases { rows { id name status scheduledAt } } }');
  const summer = releases.rows.find((release) => release.name === 'Summer sale')!;
  expect([summer.status, new Date(summer.scheduledAt).getTime()]).toEqual(['scheduled', when.getTime()]);
  const row = page.getByTestId('list-row').filter({ hasText: 'Summer sale' });
  await expectText(row.getByTestId('release-status'), 'Scheduled');
  expect(await row.innerText()).not.toContain('Not scheduled');
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);

  await page.getByTestId(`release-delete-${summer.id}`).click();
  await expectText(page.getByRole('dialog'), 'Delete the release “Summer sale”?');
  expect(await accessibilityProblems(page, ['[role="dialog"]'])).toEqual([]);
  await page.getByTestId('confirm-delete-release').click();
  await expectText(notices(), 'The release was deleted.');
  await eventually(async () => expect(await page.getByTestId('list-row').filter({ hasText: 'Summer sale' }).count()).toBe(0));
  // A published release is not deleted: it has no Delete button.
  expect(await page.getByTestId(`release-delete-${ids.release}`).count()).toBe(0);
});

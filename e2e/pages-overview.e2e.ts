import type { Locator, Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, choose, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * The admin-pages remote's lists in Chromium against a real gateway: the page overview at
 * /cmsadmin/ (SPEC §2: states, translations, search, sort, filters, the page-type submenu, row
 * actions), New page (slug prefilled and checked live, permission create-page) and the
 * publication requests (SPEC §4: a reviewer rejects, feedback optional, then accepts and publishes).
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let editor: TestClient;
const password = 'Pages-passw0rd!';
const api = '/api/tessera/page';
const ids: Record<string, number> = {};

async function create(key: string, title: string, slug: string, options: { locale?: string; type?: string } = {}): Promise<number> {
  const content = [{ type: 'rich-text', props: { body: `<p>${title}</p>` } }];
  const reply = await admin.rest('POST', `${api}/create`, { title, slug, type: options.type ?? 'content-page', locale: options.locale ?? 'en-gb', content });
  if (reply.status !== 200) throw new Error(`creating ${slug} failed: ${JSON.stringify(reply.body)}`);
  ids[key] = reply.body.pageID;
  return reply.body.pageID;
}

async function call(client: TestClient, method: string, path: string, body?: unknown) {
  const reply = await client.rest(method, path, body);
  if (reply.status !== 200) throw new Error(`${method} ${path} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

const pageOf = (id: number) => admin.rest('GET', `${api}/${id}`);

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  // A role without any permission: signed in, but no create-page.
  await e2e.gateway.sql("insert into role (name, permissions, created_at) values ('viewer', '[]', now())");
  await addUserViaApi(e2e.gateway, { email: 'editor@pages.test', name: 'Eddie Editor', role: 'editor', password });
  await addUserViaApi(e2e.gateway, { email: 'viewer@pages.test', name: 'Vera Viewer', role: 'viewer', password });
  editor = e2e.gateway.client();
  await editor.signIn('editor@pages.test', password);

  // One page per state, created in this order (the created-date sort relies on it).
  await create('alpha', 'Alpha concept', 'alpha');
  await create('bravo', 'Bravo published', 'bravo');
  await call(admin, 'POST', `${api}/${ids.bravo}/publish`);
  ids.bravoNl = (await call(admin, 'POST', `${api}/create-translation`, { pageID: ids.bravo, newLocale: 'nl-nl', title: 'Bravo gepubliceerd', slug: 'bravo-nl' })).pageID;
  ids.bravoDe = (await call(admin, 'POST', `${api}/create-translation`, { pageID: ids.bravo, newLocale: 'de-de', title: 'Bravo veröffentlicht', slug: 'bravo-de' })).pageID;
  await call(admin, 'POST', `${api}/${ids.bravoDe}/publish`);
  await create('charlie', 'Charlie changed', 'charlie');
  await call(admin, 'POST', `${api}/${ids.charlie}/publish`);
  const charlie = (await pageOf(ids.charlie)).body;
  await call(admin, 'POST', `${api}/version/${charlie.latestVersionID}/store`, { title: 'Charlie changed', blocks: [{ type: 'rich-text', props: { body: '<p>Newer</p>' } }] });
  await create('delta', 'Delta withdrawn', 'delta');
  await call(admin, 'POST', `${api}/${ids.delta}/publish`);
  await call(admin, 'POST', `${api}/${ids.delta}/unpublish`);
  await create('echo', 'Echo requested', 'echo');
  await call(editor, 'POST', `${api}/${ids.echo}/request-publication`, { comment: 'Echo is ready' });
  await create('foxtrot', 'Foxtrot news', 'foxtrot', { type: 'article' });
  await create('taken', 'Taken page', 'taken');

  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

const overview = () => page.getByTestId('page-overview');
const titles = () => page.locator('[data-testid^="page-title-"]').allTextContents();
const stateOf = async (id: number) =>
  page
    .getByTestId(`page-state-${id}`)
    .locator('[data-state]')
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-state')));
const noDialog = () => page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
/** The text shows up in time (live checks and reloads settle asynchronously). */
const soonText = (locator: Locator, text: string) => eventually(() => expectText(locator, text));

async function openOverview(path = '/cmsadmin/'): Promise<void> {
  await page.goto(e2e.url(path));
  await overview().waitFor();
  await page.locator('[data-testid^="page-title-"]').first().waitFor();
}

async function rowAction(id: number, action: 'duplicate' | 'translate' | 'delete'): Promise<void> {
  await page.getByTestId(`page-actions-${id}`).click();
  await page.getByTestId(`page-action-${action}`).click();
}

describe('page overview', () => {
  test('lists the default locale’s pages at /cmsadmin/ with their states and translations, without accessibility problems', async () => {
    expect(new URL(page.url()).pathname).toMatch(/^\/cmsadmin\/?$/);
    await openOverview();
    await eventually(async () => expect((await titles()).sort()).toEqual(['Alpha concept', 'Bravo published', 'Charlie changed', 'Delta withdrawn', 'Echo requested', 'Foxtrot news', 'Taken page']));
    expect(await stateOf(ids.alpha)).toEqual(['concept']);
    expect(await stateOf(ids.bravo)).toEqual(['published']);
    expect(await stateOf(ids.charlie)).toEqual(['published', 'unpublishedChanges']);
    expect(await stateOf(ids.delta)).toEqual(['notPublished']);
    expect(await stateOf(ids.echo)).toEqual(['requested']);
    await expectText(page.getByTestId(`page-state-${ids.charlie}`), 'Unpublished changes');
    await expectText(page.getByTestId(`page-state-${ids.echo}`), 'Publication requested');

    const translations = page.getByTestId(`page-translations-${ids.bravo}`).locator('[data-locale]');
    expect(await translations.evaluateAll((links) => links.map((link) => [link.getAttribute('data-locale'), link.getAttribute('data-state'), link.getAttribute('href')]))).toEqual([
      ['de-de', 'published', `/cmsadmin/page/${ids.bravoDe}`],
      ['nl-nl', 'concept', `/cmsadmin/page/${ids.bravoNl}`],
    ]);
    expect(await translations.first().getAttribute('aria-label')).toBe('de-de, the German (Germany) translation: Bravo veröffentlicht (Published)');
    await expectText(page.getByTestId(`page-translations-${ids.alpha}`), 'None yet');
    await screenshot(page, 'page-overview');
    expect(await accessibilityProblems(page, ['[data-testid="page-overview"]'])).toEqual([]);
  });

  test('search narrows the list; sort, filter and locale change it', async () => {
    await openOverview();
    await page.getByTestId('search-toggle').click();
    await page.getByTestId('search-input').fill('bravo');
    await eventually(async () => expect(await titles()).toEqual(['Bravo published']));
    await page.getByTestId('search-input').fill('');
    await eventually(async () => expect((await titles()).length).toBe(7));

    await choose(page, 'sort-column', 'Date created');
    await choose(page, 'sort-order', 'Ascending');
    await eventually(async () => expect(await titles()).toEqual(['Alpha concept', 'Bravo published', 'Charlie changed', 'Delta withdrawn', 'Echo requested', 'Foxtrot news', 'Taken page']));
    await choose(page, 'sort-order', 'Descending');
    await eventually(async () => expect((await titles())[0]).toBe('Taken page'));
    await choose(page, 'sort-column', 'Date changed');
    await eventually(async () => expect((await titles())[0]).toBe('Taken page'));

    await choose(page, 'overview-filter', 'With a publication request');
    await eventually(async () => expect(await titles()).toEqual(['Echo requested']));
    expect(new URL(page.url()).searchParams.get('filter')).toBe('publish-request');
    await choose(page, 'overview-filter', 'Concepts');
    await eventually(async () => expect((await titles()).sort()).toEqual(['Alpha concept', 'Foxtrot news', 'Taken page']));
    // The chosen sort survives a change of filter.
    expect(await page.getByTestId('sort-order').inputValue()).toBe('Descending');
    await choose(page, 'overview-filter', 'All pages');

    await choose(page, 'overview-locale', 'Dutch (Netherlands)');
    await eventually(async () => expect(await titles()).toEqual(['Bravo gepubliceerd']));
    await expectText(page.getByTestId(`page-translations-${ids.bravoNl}`), 'en-gb');
    expect(new URL(page.url()).searchParams.get('locale')).toBe('nl-nl');
  });

  test('the page-type submenu entry lists the pages of that type under its label', async () => {
    await openOverview();
    await page.getByTestId('nav-/page-overview/article').click();
    await page.waitForURL('**/cmsadmin/page-overview/article');
    await expectText(page.getByTestId('overview-title'), 'News and blog article');
    await eventually(async () => expect(await titles()).toEqual(['Foxtrot news']));
    await page.getByTestId('nav-/page-overview/landing-page').click();
    await page.waitForURL('**/cmsadmin/page-overview/landing-page');
    await expectText(page.getByTestId('overview-title'), 'Landing page');
    await page.getByTestId('no-results').waitFor();
    await page.goto(e2e.url('/cmsadmin/page-overview/nothing'));
    await expectText(page.getByTestId('overview-unknown-type'), 'There is no page type “nothing”.');
  });

  test('duplicate and translate open the new page; delete asks first and shows a refusal’s coded error', async () => {
    await openOverview();
    await rowAction(ids.alpha, 'duplicate');
    const duplicate = page.getByRole('dialog', { name: 'Duplicate “Alpha concept”' });
    await expect(page.getByTestId('copy-page-title').inputValue()).resolves.toBe('Alpha concept (copy)');
    await eventually(async () => expect(await page.getByTestId('copy-page-slug').inputValue()).toBe('alpha-concept-copy'));
    await soonText(duplicate.getByTestId('copy-page-slug-state'), 'Free: /alpha-concept-copy');
    await page.getByTestId('copy-page-submit').click();
    await page.waitForURL(/\/cmsadmin\/page\/\d+$/);
    const copyId = Number(new URL(page.url()).pathname.split('/').pop());
    expect((await pageOf(copyId)).body).toMatchObject({ title: 'Alpha concept (copy)', slug: 'alpha-concept-copy', locale: 'en-gb', status: 'concept' });

    await openOverview();
    await rowAction(ids.alpha, 'translate');
    // Only the locales the page does not exist in yet.
    await page.getByTestId('copy-page-locale').click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Dutch (Netherlands)', 'German (Germany)', 'French (France)']);
    await page.getByRole('option', { name: 'German (Germany)', exact: true }).click();
    await page.getByTestId('copy-page-title').fill('Alpha Entwurf');
    await eventually(async () => expect(await page.getByTestId('copy-page-slug').inputValue()).toBe('alpha-entwurf'));
    await page.getByTestId('copy-page-submit').click();
    await page.waitForURL(/\/cmsadmin\/page\/\d+$/);
    const germanId = Number(new URL(page.url()).pathname.split('/').pop());
    const german = (await pageOf(germanId)).body;
    expect(german).toMatchObject({ title: 'Alpha Entwurf', slug: 'alpha-entwurf', locale: 'de-de', translationGroup: (await pageOf(ids.alpha)).body.translationGroup });

    await openOverview();
    await eventually(async () => expect(await page.getByTestId(`page-translations-${ids.alpha}`).locator('[data-locale]').getAttribute('data-locale')).toBe('de-de'));
    await rowAction(copyId, 'delete');
    const confirm = page.getByRole('dialog', { name: 'Delete page' });
    await expectText(confirm, 'Delete “Alpha concept (copy)” (/alpha-concept-copy)?');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await noDialog();
    expect(await page.getByTestId(`page-title-${copyId}`).count()).toBe(1);
    await rowAction(copyId, 'delete');
    await page.getByTestId('confirm-delete-page').click();
    await noDialog();
    await eventually(async () => expect(await page.getByTestId(`page-title-${copyId}`).count()).toBe(0));
    expect((await pageOf(copyId)).status).toBe(404);

    // Someone else deleted the page meanwhile: the coded refusal shows in the dialog.
    await rowAction(ids.taken, 'delete');
    await call(admin, 'POST', `${api}/${ids.taken}/delete`);
    await page.getByTestId('confirm-delete-page').click();
    await soonText(page.getByTestId('delete-page-errors'), 'Failed to get the page from the database.');
    await screenshot(page, 'page-overview-delete-refused');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await noDialog();
    await create('taken', 'Taken page', 'taken');
  });

  test('deleting a home page warns that its locale’s root then answers “not found”', async () => {
    const home = await create('home', 'Welcome', 'home');
    await openOverview();
    await rowAction(home, 'delete');
    await soonText(page.getByTestId('delete-page-structural'), 'This is the home page or the not-found page of its locale');
    expect(await accessibilityProblems(page, ['[data-testid="delete-page-modal"]'])).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await noDialog();
    await call(admin, 'POST', `${api}/${home}/delete`);
  });
});

describe('new page', () => {
  test('prefills the slug from the title with the type’s prefix, refuses a taken slug live, and opens the created page', async () => {
    await openOverview();
    await page.getByTestId('overview-new-page').click();
    await page.waitForURL('**/cmsadmin/new-page');
    await page.getByTestId('new-page-title').fill('Taken');
    await eventually(async () => expect(await page.getByTestId('new-page-slug').inputValue()).toBe('taken'));
    // The field says so before anything is sent.
    await soonText(page.getByTestId('new-page-form'), 'Slug already exists.');
    await page.getByTestId('new-page-submit').click();
    expect(new URL(page.url()).pathname).toBe('/cmsadmin/new-page');
    await screenshot(page, 'new-page-taken-slug');

    await choose(page, 'new-page-type', 'News and blog article');
    await eventually(async () => expect(await page.getByTestId('new-page-slug').inputValue()).toBe('news/taken'));
    await soonText(page.getByTestId('new-page-slug-state'), 'Free: /news/taken');
    await page.getByTestId('new-page-title').fill('Golf launch');
    await eventually(async () => expect(await page.getByTestId('new-page-slug').inputValue()).toBe('news/golf-launch'));
    // Edited by hand, the slug no longer follows the title.
    await page.getByTestId('new-page-slug').fill('news/golf');
    await page.getByTestId('new-page-title').fill('Golf launch day');
    expect(await page.getByTestId('new-page-slug').inputValue()).toBe('news/golf');
    await soonText(page.getByTestId('new-page-slug-state'), 'Free: /news/golf');
    await page.getByTestId('new-page-submit').click();
    await page.waitForURL(/\/cmsadmin\/page\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect((await pageOf(id)).body).toMatchObject({ title: 'Golf launch day', slug: 'news/golf', type: 'article', locale: 'en-gb', status: 'concept' });
  });

  test('a user without create-page sees no New page entry and is refused at /cmsadmin/new-page', async () => {
    const viewer = await e2e.newPage();
    try {
      await signIn(e2e, viewer.page, 'viewer@pages.test', password);
      await viewer.page.getByTestId('page-overview').waitFor();
      await viewer.page.getByTestId(`page-title-${ids.alpha}`).waitFor();
      expect(await viewer.page.getByTestId('nav-/new-page').count()).toBe(0);
      expect(await viewer.page.getByTestId('overview-new-page').count()).toBe(0);
      // Concepts may be deleted by anyone signed in; copies need create-page.
      await viewer.page.getByTestId(`page-actions-${ids.alpha}`).click();
      await viewer.page.getByTestId('page-action-delete').waitFor();
      expect(await viewer.page.getByTestId('page-action-duplicate').count()).toBe(0);
      expect(await viewer.page.getByTestId('page-action-translate').count()).toBe(0);
      await viewer.page.keyboard.press('Escape');
      // A published page has no delete for someone without publish-page, nor one that another
      // user asked to publish (deleting it would withdraw their request).
      expect(await viewer.page.getByTestId(`page-actions-${ids.bravo}`).count()).toBe(0);
      expect(await viewer.page.getByTestId(`page-actions-${ids.echo}`).count()).toBe(0);

      await viewer.page.goto(e2e.url('/cmsadmin/new-page'));
      await expectText(viewer.page.getByRole('alert'), 'You are not authorized to do this action.');
      expect(await viewer.page.getByTestId('new-page-form').count()).toBe(0);
    } finally {
      await viewer.context.close();
    }
  });
});

describe('publication requests', () => {
  const row = (id: number) => page.locator(`[data-testid^="request-row-"]`).filter({ has: page.locator(`a[href="/cmsadmin/page/${id}"]`) });

  test('a reviewer rejects a request without feedback, then accepts a new one with feedback, and the page is on the site', async () => {
    await call(editor, 'POST', `${api}/${ids.alpha}/request-publication`, { comment: 'Please publish Alpha' });

    // Someone who may not review sees the list only.
    const viewer = await e2e.newPage();
    try {
      await signIn(e2e, viewer.page, 'viewer@pages.test', password);
      await viewer.page.goto(e2e.url('/cmsadmin/publication-requests'));
      await viewer.page.getByTestId('requests-read-only').waitFor();
      await expectText(viewer.page.getByTestId('requests-table'), 'Please publish Alpha');
      expect(await viewer.page.locator('[data-testid^="request-review-"]').count()).toBe(0);
    } finally {
      await viewer.context.close();
    }

    await page.goto(e2e.url('/cmsadmin/publication-requests'));
    await page.getByTestId('requests-table').waitFor();
    await expectText(row(ids.alpha), 'Please publish Alpha');
    await expectText(row(ids.alpha), 'Eddie Editor');
    await expectText(row(ids.echo), 'Echo is ready');
    await row(ids.alpha).getByRole('button', { name: 'Review the request for Alpha concept' }).click();
    const modal = page.getByRole('dialog', { name: 'Review “Alpha concept”' });
    await expectText(modal.getByTestId('review-comment'), 'Please publish Alpha');
    const request = (await pageOf(ids.alpha)).body;
    expect(await modal.getByTestId('review-preview').getAttribute('src')).toBe(`/_preview/${request.latestVersionID}`);
    await eventually(async () => {
      const preview = page.frameLocator('[data-testid="review-preview"]');
      expect(await preview.locator('body').innerText()).toContain('Alpha concept');
    });
    await screenshot(page, 'publication-request-review');

    // Rejecting takes feedback or none (SPEC §4): the requester's mail then says no comment was given.
    await page.getByTestId('review-reject').click();
    await noDialog();
    await eventually(async () => expect(await row(ids.alpha).count()).toBe(0));
    expect((await pageOf(ids.alpha)).body).toMatchObject({ status: 'concept', openRequestID: null });

    await call(editor, 'POST', `${api}/${ids.alpha}/request-publication`, { comment: 'Photo added' });
    await page.reload();
    await expectText(row(ids.alpha), 'Photo added');
    await row(ids.alpha)
      .getByTestId(/request-review-/)
      .click();
    await page.getByTestId('review-feedback').fill('Looks good.');
    await page.getByTestId('review-accept').click();
    await noDialog();
    await eventually(async () => expect(await row(ids.alpha).count()).toBe(0));
    expect((await pageOf(ids.alpha)).body).toMatchObject({ status: 'published', publishedID: ids.alpha });
    const visitor = await e2e.newPage();
    try {
      const response = await visitor.page.goto(e2e.url('/alpha'));
      expect(response?.status()).toBe(200);
      expect(await visitor.page.locator('body').innerText()).toContain('Alpha concept');
    } finally {
      await visitor.context.close();
    }
  });

  test('with no open request, the screen says so', async () => {
    const echo = (await pageOf(ids.echo)).body;
    await call(admin, 'POST', `${api}/version/${echo.latestVersionID}/reject-publication`, { feedback: 'Not now' });
    await page.goto(e2e.url('/cmsadmin/publication-requests'));
    await expectText(page.getByTestId('requests-empty'), 'There are no open publication requests.');
  });
});

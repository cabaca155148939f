import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * The tags and search index screens of the admin-pages remote in Chromium against the real
 * gateway (issue 11): a tag is added (a duplicate refused with its coded message), renamed, shown
 * with the pages that carry it (one opens in the editor with the new name in its settings) and
 * deleted; the search index is emptied and rebuilt with the progress shown, and a visitor finds a
 * page on /zoeken; a user without manage-tags/manage-search sees neither screen and the API
 * refuses them.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
const password = 'Tags-passw0rd!';
const api = '/api/tessera/page';
const ids: Record<string, number> = {};

async function call(client: TestClient, method: string, path: string, body?: unknown) {
  const reply = await client.rest(method, path, body);
  if (reply.status !== 200) throw new Error(`${method} ${path} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

async function publishedPage(key: string, title: string, slug: string): Promise<number> {
  const created = await call(admin, 'POST', `${api}/create`, {
    title,
    slug,
    type: 'content-page',
    locale: 'en-gb',
    content: [{ type: 'rich-text', props: { body: `<p>${title} in a few words.</p>` } }],
  });
  await call(admin, 'POST', `${api}/${created.pageID}/publish`);
  ids[key] = created.pageID;
  return created.pageID;
}

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  await e2e.gateway.sql("insert into role (name, permissions, created_at) values ('viewer', '[]', now())");
  await addUserViaApi(e2e.gateway, { email: 'viewer@tags.test', name: 'Vera Viewer', role: 'viewer', password });
  await publishedPage('marigold', 'Marigold meadow', 'marigold-meadow');
  await publishedPage('quartz', 'Quartz quarry', 'quartz-quarry');
  await publishedPage('juniper', 'Juniper journal', 'juniper-journal');
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

/** A Mantine modal by its test id (the id sits on its root, which has no box of its own). */
const dialog = (testId: string) => page.locator(`[data-testid="${testId}"] [role="dialog"]`);
const noDialog = () => page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
const tagRowNamed = (name: string) => page.locator(`[data-testid^="tag-row-"][data-name="${name}"]`);

async function tagIdNamed(name: string): Promise<number> {
  const testId = await tagRowNamed(name).getAttribute('data-testid');
  return Number(testId?.replace('tag-row-', ''));
}

async function addTag(name: string): Promise<void> {
  await page.getByTestId('tag-new-name').fill(name);
  await page.getByTestId('tag-create').click();
}

describe('the tags screen', () => {
  test('adds a tag, refuses a duplicate, renames it, lists its pages, opens one in the editor and deletes a tag', async () => {
    await page.goto(e2e.url('/cmsadmin/'));
    await page.getByTestId('nav-/tags').click();
    await page.waitForURL((url) => url.pathname === '/cmsadmin/tags');
    await page.getByTestId('tags-screen').waitFor();
    await page.getByTestId('tags-empty').waitFor();

    await addTag('Wildflowers');
    await tagRowNamed('Wildflowers').waitFor();
    expect(await page.getByTestId('tag-new-name').inputValue()).toBe('');

    // The same name in another case is taken: V_06, shown on the field in the interface language.
    await addTag('wildflowers');
    await expectText(page.locator('.mantine-TextInput-error'), 'Tag name already exists.');
    expect(await page.locator('[data-testid^="tag-row-"]').count()).toBe(1);
    await page.getByTestId('tag-new-name').fill('');

    const id = await tagIdNamed('Wildflowers');
    await page.getByTestId(`tag-rename-${id}`).click();
    await dialog('rename-tag-modal').waitFor();
    await page.getByTestId('rename-tag-input').fill('Meadow flowers');
    await page.getByTestId('rename-tag-save').click();
    await noDialog();
    await tagRowNamed('Meadow flowers').waitFor();

    // Put on a page through the API, the tag lists the page.
    await call(admin, 'PUT', `/api/tessera/tags/page/${ids.marigold}`, { tagIds: [id] });
    await page.getByTestId(`tag-pages-${id}`).click();
    await expectText(page.getByTestId('tag-pages-panel'), 'Pages tagged “Meadow flowers”');
    await page.getByTestId(`tag-page-row-${ids.marigold}`).waitFor();
    await expectText(page.getByTestId(`tag-page-row-${ids.marigold}`), 'Marigold meadow');
    await expectText(page.getByTestId(`tag-page-row-${ids.marigold}`), 'English');
    expect(await page.locator('[data-testid^="tag-page-row-"]').count()).toBe(1);
    expect(await accessibilityProblems(page, ['main'])).toEqual([]);
    await screenshot(page, 'tags-screen');

    // A private tag lives in its own list.
    await page.getByTestId('tags-tab-private').click();
    await page.getByTestId('tags-empty').waitFor();
    await addTag('Needs review');
    await tagRowNamed('Needs review').waitFor();
    expect(await tagRowNamed('Meadow flowers').count()).toBe(0);
    const privateId = await tagIdNamed('Needs review');
    await page.getByTestId(`tag-delete-${privateId}`).click();
    await dialog('delete-tag-modal').waitFor();
    await page.getByTestId('confirm-delete-tag').click();
    await noDialog();
    await page.getByTestId('tags-empty').waitFor();
    expect((await call(admin, 'GET', '/api/tessera/tags/fetch-private')).items).toEqual([]);

    // Search finds the public tag by part of its name.
    await page.getByTestId('tags-tab-public').click();
    await page.getByTestId('tag-search').fill('adow fl');
    await tagRowNamed('Meadow flowers').waitFor();
    await page.getByTestId('tag-search').fill('nothing like it');
    await expectText(page.getByTestId('tags-noResults'), 'No tag matches “nothing like it”.');
    await page.getByTestId('tag-search').fill('');
    await tagRowNamed('Meadow flowers').waitFor();

    // From the list of pages to the editor, whose page settings show the renamed tag.
    await page.getByTestId(`tag-pages-${id}`).click();
    await page.getByTestId(`tag-page-link-${ids.marigold}`).click();
    await page.waitForURL((url) => url.pathname === `/cmsadmin/page/${ids.marigold}`);
    await page.getByTestId('editor-tab-settings').click();
    await expectText(page.getByRole('tabpanel'), 'Meadow flowers');

    // Deleting it takes it off the page.
    await page.goto(e2e.url('/cmsadmin/tags'));
    await page.getByTestId(`tag-delete-${id}`).click();
    await expectText(dialog('delete-tag-modal'), 'Delete the tag “Meadow flowers”?');
    await page.getByTestId('confirm-delete-tag').click();
    await noDialog();
    await page.getByTestId('tags-empty').waitFor();
    expect((await call(admin, 'GET', `/api/tessera/tags/page/${ids.marigold}`)).items).toEqual([]);
  });
});

/** Records every value the job card's data-state takes from now on (a quick job may pass loading in a blink). */
async function recordStates(kind: 'removal' | 'indexing'): Promise<void> {
  await page.evaluate((kind) => {
    const card = document.querySelector(`[data-testid="search-job-${kind}"]`)!;
    const seen: string[] = [card.getAttribute('data-state') ?? ''];
    (window as unknown as Record<string, string[]>)[`states-${kind}`] = seen;
    new MutationObserver(() => seen.push(card.getAttribute('data-state') ?? '')).observe(card, { attributes: true, attributeFilter: ['data-state'] });
  }, kind);
}

const recordedStates = (kind: string) => page.evaluate((kind) => (window as unknown as Record<string, string[]>)[`states-${kind}`], kind);
const stateOf = (kind: string) => page.getByTestId(`search-job-${kind}`).getAttribute('data-state');

/** A visitor's search on /zoeken: the titles it lists. */
async function visitorFinds(term: string): Promise<string[]> {
  const visitor = await e2e.newPage();
  try {
    expect((await visitor.page.goto(e2e.url(`/zoeken?q=${encodeURIComponent(term)}`)))?.status()).toBe(200);
    await visitor.page.locator('.search-page__summary').filter({ hasText: /\S/ }).waitFor();
    return await visitor.page.locator('.search-page__results li a').allInnerTexts();
  } finally {
    await visitor.context.close();
  }
}

describe('the search index screen', () => {
  test('empties the index, then indexes every page with the progress shown, and the site finds a page', async () => {
    await page.goto(e2e.url('/cmsadmin/'));
    await page.getByTestId('nav-/search-index').click();
    await page.waitForURL((url) => url.pathname === '/cmsadmin/search-index');
    await page.getByTestId('search-job-indexing').waitFor();
    await expectText(page.getByTestId('search-engine'), 'postgresql');
    expect(await accessibilityProblems(page, ['main'])).toEqual([]);

    // Remove all pages asks first; cancelling starts nothing.
    await page.getByTestId('search-removal-button').click();
    await dialog('confirm-removal-modal').waitFor();
    await page.keyboard.press('Escape');
    await noDialog();
    expect(await stateOf('removal')).toBe('idle');

    await recordStates('removal');
    await page.getByTestId('search-removal-button').click();
    await page.getByTestId('confirm-removal').click();
    await eventually(async () => expect(await stateOf('removal')).toBe('success'), 20_000);
    expect(await recordedStates('removal')).toEqual(expect.arrayContaining(['loading', 'success']));
    expect((await recordedStates('removal')).indexOf('loading')).toBeLessThan((await recordedStates('removal')).lastIndexOf('success'));
    await expectText(page.getByTestId('search-job-removal-count'), 'Pages handled:');
    expect(await visitorFinds('Quartz')).toEqual([]);

    await recordStates('indexing');
    const statusReads: number[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('"operationName":"SearchIndexStatus"')) statusReads.push(Date.now());
    });
    await page.getByTestId('search-indexing-button').click();
    await eventually(async () => expect(await stateOf('indexing')).toBe('success'), 30_000);
    const states = await recordedStates('indexing');
    expect(states[0]).not.toBe('loading');
    expect(states.indexOf('loading')).toBeGreaterThan(0);
    expect(states.indexOf('loading')).toBeLessThan(states.lastIndexOf('success'));
    expect(states.at(-1)).toBe('success');
    await expectText(page.getByTestId('search-job-indexing-count'), 'Pages handled: 3');
    expect(await page.getByTestId('search-job-indexing-progress').getAttribute('data-percent')).toBe('100');
    await expectText(page.getByTestId('search-job-indexing-last-run'), 'Last run:');
    expect(await page.getByTestId('search-indexing-button').isEnabled()).toBe(true);
    expect(await page.getByTestId('search-removal-button').isEnabled()).toBe(true);
    // The status was polled while the job ran, and is not any more now that it is done.
    expect(statusReads.length).toBeGreaterThan(0);
    const readsWhenDone = statusReads.length;
    await page.waitForTimeout(1500);
    expect(statusReads.length).toBe(readsWhenDone);
    expect(await accessibilityProblems(page, ['main'])).toEqual([]);
    await screenshot(page, 'search-index-screen');

    await eventually(async () => expect(await visitorFinds('Quartz')).toEqual(['Quartz quarry']), 15_000);
  });
});

describe('without manage-tags and manage-search', () => {
  test('neither screen is in the navigation, and the API refuses the calls', async () => {
    const viewer = await e2e.newPage();
    try {
      await signIn(e2e, viewer.page, 'viewer@tags.test', password);
      await viewer.page.getByTestId('nav-/').waitFor();
      expect(await viewer.page.getByTestId('nav-/tags').count()).toBe(0);
      expect(await viewer.page.getByTestId('nav-/search-index').count()).toBe(0);

      await viewer.page.goto(e2e.url('/cmsadmin/tags'));
      await expectText(viewer.page.getByRole('alert'), 'You are not authorized to do this action.');
      expect(await viewer.page.getByTestId('tags-screen').count()).toBe(0);

      const client = e2e.gateway.client();
      await client.signIn('viewer@tags.test', password);
      const refused = await client.rest('POST', '/api/tessera/tags', { name: 'Sneaky', isPrivate: false });
      expect(refused.status).toBe(403);
      expect(refused.body.Success).toBe(false);
      expect(refused.body.Errors).toEqual([{ code: 'UM_01', property: null }]);
      const indexing = await client.rest('POST', '/api/tessera/search/index-all-pages', {});
      expect(indexing.status).toBe(403);
      expect(indexing.body.Errors[0].code).toBe(refused.body.Errors[0].code);
    } finally {
      await viewer.context.close();
    }
  });
});

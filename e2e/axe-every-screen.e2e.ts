import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminLocales, configTexts, textIn } from '@tessera/content-model';
import type { Page } from 'playwright-core';
import siteConfig from '../site/tessera.config';
import { accessibilityProblems, addUserViaApi, addUsers, eventually, signIn, startE2E, type E2E } from './browser';

/**
 * axe-core on every screen of the admin, not a sample (issue 24): every route the remotes declare
 * in the runtime manifest (a route with a parameter filled with a real page or page type) and
 * every entry of the side navigation, each with content to show (pages in several states, active
 * and invited users, a webhook, two API tokens, one of them expired), with no serious or critical
 * violation, header and navigation included. Then the screens that name the content model's types
 * and fields, in the states they have (overview filtered on scheduled pages, the editor, its block
 * inserter, page settings with a schedule, the checks, the history, compare, the live preview,
 * reusable blocks, and a reviewer's page settings and review), in Dutch and in German: axe-clean,
 * and not one English type, field or option label of the site's config on them (issue 32).
 */
let e2e: E2E;
let page: Page;
let pageId: number;
let articleId: number;
const reviewerPassword = 'Review-passw0rd!';

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  const admin = await e2e.gateway.admin();
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Garden guide', slug: 'garden-guide', type: 'content-page', locale: 'en-gb' });
  pageId = created.body.pageID;
  await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, {
    title: 'Garden guide',
    blocks: [{ type: 'hero', key: 'top', props: { title: 'Grow your own' } }],
  });
  await admin.rest('POST', '/api/tessera/page/create', { title: 'Draft notes', slug: 'draft-notes', type: 'content-page', locale: 'en-gb' });
  await addUserViaApi(e2e.gateway, { email: 'ed@example.com', name: 'Ed Editor', role: 'editor', password: 'Correct-Horse-9-battery' });
  await addUsers(e2e.gateway, [{ email: 'ivy@example.com', name: 'Ivy Invited', role: 'editor' }]);
  await addUserViaApi(e2e.gateway, { email: 'rita@example.com', name: 'Rita Reviewer', role: 'reviewer', password: reviewerPassword });
  articleId = await arrangeArticle(admin);
  await arrangeApiTokens(admin);
  await signIn(e2e, page);
  // A gateway, a browser and the sign-in: slow on a machine shared by several builds.
}, 300_000);

afterAll(async () => {
  await e2e?.stop();
});

type Admin = Awaited<ReturnType<E2E['gateway']['admin']>>;

/**
 * An article with what every state needs: two versions that differ in a block's field and in the
 * type's own data (history, compare), a vague link (a check names its block), a schedule (the
 * overview's filter, the settings) and a publication request (a reviewer's review); a reusable
 * block of its own type for the reusable blocks screen.
 */
async function arrangeArticle(admin: Admin): Promise<number> {
  const ok = (reply: { status: number; body: any }) => {
    if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
    return reply.body;
  };
  const api = '/api/tessera';
  const created = ok(await admin.rest('POST', `${api}/page/create`, { title: 'Harvest notes', slug: 'harvest-notes', type: 'article', locale: 'en-gb' }));
  const blocks = (title: string) => [
    { type: 'hero', key: 'top', props: { title, theme: 'dark' } },
    { type: 'rich-text', key: 'body', props: { body: '<p>Pick the apples in autumn, <a href="https://example.com/apples">click here</a>.</p>' } },
    { type: 'quote', key: 'saying', props: { quote: 'An apple a day', author: 'Grandmother' } },
  ];
  const first = ok(
    await admin.rest('POST', `${api}/page/version/${created.pageVersionID}/store-and-publish`, { title: 'Harvest notes', blocks: blocks('Apples'), typeData: { author: 'Ann', summary: 'Apples' } }),
  );
  ok(await admin.rest('POST', `${api}/page/version/${first.pageVersionID}/store`, { title: 'Harvest notes', blocks: blocks('Pears'), typeData: { author: 'Bob', summary: 'Pears' } }));
  ok(await admin.rest('PUT', `${api}/page/${created.pageID}/schedule`, { publishAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), unpublishAt: null }));
  ok(await admin.rest('POST', `${api}/page/${created.pageID}/request-publication`, { comment: 'Pears this year' }));
  ok(await admin.rest('POST', `${api}/reusable-blocks`, { name: 'Orchard saying', type: 'quote', props: { quote: 'Plant a tree', author: 'Proverb' } }));
  return created.pageID;
}

/** Two API tokens for their screen, one of them past its expiry (its row is marked). */
async function arrangeApiTokens(admin: Admin): Promise<void> {
  for (const name of ['Search sync', 'Old importer']) {
    const reply = await admin.rest('POST', '/api/tessera/api-tokens', { name, permissions: ['manage-search', 'create-page'], expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() });
    if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
  }
  await e2e.gateway.sql("update api_token set expires_at = now() - interval '1 day' where name = 'Old importer'");
}

/** The built-in remotes' routes as the runtime manifest declares them (their federation.json). */
const declared = ['admin-pages', 'admin-site', 'admin-media', 'admin-users'].flatMap((remote) =>
  (JSON.parse(readFileSync(join(__dirname, '..', remote, 'federation.json'), 'utf8')) as { routes: Array<{ path: string }> }).routes.map((route) => route.path),
);
const fill = (path: string) => path.replace(':pageId', String(pageId)).replace(':pageType', 'content-page');

/** Opened and settled: no request under way, no loader left in the screen. */
async function open(route: string): Promise<void> {
  await page.goto(e2e.url(`/cmsadmin${route === '/' ? '' : route}`), { waitUntil: 'networkidle' });
  await page.locator('#content').waitFor();
  await eventually(async () => expect(await page.locator('#content .mantine-Loader-root').count()).toBe(0));
  await eventually(async () => expect(await page.locator('#content').innerText()).not.toBe(''));
}

test('the manifest lists every screen the side navigation links to', async () => {
  const manifest = await page.evaluate(() => fetch('/cmsadmin/remotes.json').then((response) => response.json()));
  const served: string[] = manifest.remotes.flatMap((remote: { routes: Array<{ path: string }> }) => remote.routes.map((route) => fill(route.path)));
  expect(served.sort()).toEqual(declared.map(fill).sort());
  await open('/dashboard');
  const linked = await page.locator('nav a[data-testid^="nav-/"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.replace(/^\/cmsadmin/, '') || '/'));
  expect(linked.length).toBeGreaterThan(10);
  // A declared route is a pattern: '/page-overview/:pageType' serves one entry per page type
  // ('/page-overview/article', '/page-overview/content-page', ...), not only the type `fill` picks.
  const routes: string[] = manifest.remotes.flatMap((remote: { routes: Array<{ path: string }> }) => remote.routes.map((route) => route.path));
  const pattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
  expect(linked.filter((route) => !routes.some((path) => pattern(path).test(route)))).toEqual([]);
  // A parameter the screen does not know (a page type that is not there) shows an alert instead.
  const parameterised = linked.filter((route) => !served.includes(route));
  expect(parameterised.length).toBeGreaterThan(0);
  for (const route of parameterised) {
    await open(route);
    expect([route, await page.locator('#content [role="alert"]').count()]).toEqual([route, 0]);
  }
});

test.each(declared)('%s has no serious or critical axe violation', async (route) => {
  await open(fill(route));
  expect(await accessibilityProblems(page)).toEqual([]);
});

/**
 * The English texts of the site's config that the language does not share (German says "Text"
 * too), so one of them on a Dutch or German screen is a text left untranslated.
 */
function englishOnly(language: 'nl' | 'de'): Set<string> {
  const locale = adminLocales.find((candidate) => candidate.startsWith(language))!;
  const texts = configTexts(siteConfig);
  const own = new Set(texts.map(({ text }) => textIn(text, locale)));
  return new Set(texts.map(({ text }) => textIn(text, 'en-gb')).filter((english) => !own.has(english)));
}

/** Every text the screen shows or names a control with (a line, a part of a "›" path, an aria-label, a field's value), trimmed. */
async function shownTexts(): Promise<string[]> {
  return page.evaluate(() => {
    const pieces = document.body.innerText.split('\n').flatMap((line) => line.split(/ › | · /));
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      for (const name of ['aria-label', 'placeholder', 'title']) pieces.push(element.getAttribute(name) ?? '');
    }
    for (const input of Array.from(document.querySelectorAll('input'))) pieces.push(input.value);
    return pieces.map((piece) => piece.replace(/\s*\*$/, '').trim()).filter(Boolean);
  });
}

async function settled(): Promise<void> {
  await eventually(async () => expect(await page.locator('.mantine-Loader-root:visible').count()).toBe(0));
}

/** The screen in this state has no serious or critical axe violation and no English label of the config. */
async function audited(state: string, english: Set<string>, options: { include?: string[]; exclude?: string[] } = {}): Promise<void> {
  await settled();
  expect([state, await accessibilityProblems(page, options.include, options.exclude)]).toEqual([state, []]);
  expect([state, [...new Set((await shownTexts()).filter((text) => english.has(text)))]]).toEqual([state, []]);
}

async function openEditor(id: number): Promise<void> {
  await page.goto(e2e.url(`/cmsadmin/page/${id}`));
  // The editor's first load shares two cores with CI and other builds.
  await page.getByTestId('page-editor').waitFor({ timeout: 45_000 });
  await settled();
}

async function closeDialog(): Promise<void> {
  await page.keyboard.press('Escape');
  await eventually(async () => expect(await page.locator('[role="dialog"]:visible').count()).toBe(0));
}

describe.each(['nl', 'de'] as const)('in %s, the screens that name types and fields', (language) => {
  const english = englishOnly(language);

  beforeAll(async () => {
    expect(english.size).toBeGreaterThan(40);
    await page.evaluate((chosen) => localStorage.setItem('tessera.language', chosen), language);
  });

  afterAll(async () => {
    await page.evaluate(() => localStorage.setItem('tessera.language', 'en'));
  });

  test('the overview, filtered on scheduled pages, and the reusable blocks with one open', async () => {
    await open('/?filter=scheduled');
    await page.locator(`[data-testid="page-title-${articleId}"]`).waitFor();
    await audited('overview, scheduled', english);
    await open('/reusable-blocks');
    await audited('reusable blocks', english);
    await page.getByTestId('reusable-block-edit').first().click();
    await page.getByTestId('reusable-block-form').waitFor();
    await audited('reusable block open', english);
  });

  test('the editor, its block inserter, the page settings with the schedule and the checks', async () => {
    await openEditor(articleId);
    await audited('editor', english);
    await page.getByTestId('add-block').click();
    await page.getByTestId('block-type-picker').getByTestId('block-type-option').first().waitFor();
    await audited('block inserter', english);
    await closeDialog();
    await page.getByTestId('editor-tab-settings').click();
    await page.getByTestId('editor-schedule').waitFor();
    await audited('page settings with the schedule', english);
    await page.getByTestId('editor-checks').click();
    await page.getByTestId('check-jump').first().waitFor();
    await audited('checks', english);
  });

  test('the version history, compare versions and the live preview', async () => {
    await openEditor(articleId);
    await page.getByTestId('editor-history').click();
    await page.getByTestId('history-version').first().waitFor();
    await audited('version history', english);
    await page.locator('[data-testid="history-version"][data-number="1"]').getByTestId('history-compare').click();
    await page.locator('[data-testid="compare-modal"] [data-testid="version-comparison"]').waitFor();
    await audited('compare versions', english);
    await openEditor(articleId);
    await page.getByTestId('editor-preview-toggle').click();
    await page.getByTestId('editor-preview-frame').waitFor();
    // The frame is the site (the page's content language), audited by the site's own tests.
    await audited('editor with the live preview', english, { exclude: ['[data-testid="editor-preview-frame"]'] });
  });

  test('a reviewer: the page settings with the schedule, and the review with its changes', async () => {
    const reviewer = await e2e.newPage();
    const own = page;
    page = reviewer.page;
    try {
      await page.goto(e2e.url('/cmsadmin/login'));
      await page.evaluate((chosen) => localStorage.setItem('tessera.language', chosen), language);
      await signIn(e2e, page, 'rita@example.com', reviewerPassword);
      await openEditor(articleId);
      await page.getByTestId('editor-tab-settings').click();
      await page.getByTestId('editor-schedule').waitFor();
      await audited('reviewer: page settings with the schedule', english);
      await open('/publication-requests');
      await page.locator('[data-testid^="request-review-"]').first().click();
      await page.getByTestId('review-show-changes').click();
      await page.locator('[data-testid="review-modal"] [data-testid="version-comparison"]').waitFor();
      await audited('reviewer: the review with its changes', english, { exclude: ['[data-testid="review-preview"]'] });
    } finally {
      page = own;
      await reviewer.context.close();
    }
  });
});

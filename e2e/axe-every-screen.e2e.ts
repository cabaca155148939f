import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { accessibilityProblems, addUserViaApi, addUsers, eventually, signIn, startE2E, type E2E } from './browser';

/**
 * axe-core on every screen of the admin, not a sample (issue 24): every route the remotes declare
 * in the runtime manifest (a route with a parameter filled with a real page or page type) and
 * every entry of the side navigation, each with content to show (pages in several states,
 * active and invited users, a webhook), with no serious or critical violation, header and
 * navigation included.
 */
let e2e: E2E;
let page: Page;
let pageId: number;

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
  await signIn(e2e, page);
  // A gateway, a browser and the sign-in: slow on a machine shared by several builds.
}, 300_000);

afterAll(async () => {
  await e2e?.stop();
});

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

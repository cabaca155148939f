import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signIn, startE2E, type E2E } from './browser';

/**
 * Module Federation proof: the users screen is not in the shell's bundle; the browser loads it
 * at run time from the remote's own entry (/cmsadmin/remotes/admin-users/), named by the
 * runtime manifest /cmsadmin/remotes.json.
 */
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});

afterAll(async () => {
  await e2e?.stop();
});

const remoteBase = '/cmsadmin/remotes/admin-users/';

test('the users screen comes from the remote entry, the shell from /cmsadmin/', async () => {
  const { context, page } = await e2e.newPage();
  const fetched: Array<{ path: string; status: number }> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(e2e.gateway.url).origin) fetched.push({ path: url.pathname, status: response.status() });
  });
  const paths = () => fetched.map((entry) => entry.path);

  await signIn(e2e, page);
  await page.getByTestId('page-overview').waitFor();
  // Before the route needs it, no exposed module of the remote was loaded (the overview at / comes from admin-pages).
  expect(paths().filter((path) => path.startsWith(remoteBase) && path.includes('__federation_expose_'))).toEqual([]);
  expect(paths()).toContain('/cmsadmin/remotes.json');
  expect(paths()).toContain('/cmsadmin/main.js');

  await page.getByTestId('nav-/users').click();
  await page.getByTestId('users-overview').waitFor();

  const ok = (path: string) => fetched.some((entry) => entry.path === path && entry.status === 200);
  expect(ok(`${remoteBase}mf-manifest.json`)).toBe(true);
  expect(ok(`${remoteBase}remoteEntry.js`)).toBe(true);
  const exposed = fetched.filter((entry) => /__federation_expose_UsersOverview\.[0-9a-f]+\.js$/.test(entry.path));
  expect(exposed.length).toBe(1);
  expect(exposed[0].path.startsWith(remoteBase)).toBe(true);
  expect(exposed[0].status).toBe(200);
  // The same file exists in the remote's build, and nowhere in the shell's.
  const exposedFile = exposed[0].path.slice(remoteBase.length);
  expect(readdirSync(join(__dirname, '../admin-users/dist'))).toContain(exposedFile);
  expect(readdirSync(join(__dirname, '../admin-shell/dist')).some((file) => file.includes('__federation_expose_'))).toBe(false);

  // The shell's own files came from /cmsadmin/, never from the remote's path; the remote's from its path.
  const shellFiles = new Set(readdirSync(join(__dirname, '../admin-shell/dist')).filter((file) => /\.(js|css)$/.test(file)));
  const remoteFiles = new Set(readdirSync(join(__dirname, '../admin-users/dist')).filter((file) => /\.(js|css|json)$/.test(file)));
  const scripts = fetched.filter((entry) => /\.(js|css)$/.test(entry.path));
  const fromShell = scripts.filter((entry) => !entry.path.startsWith('/cmsadmin/remotes/'));
  const fromRemote = scripts.filter((entry) => entry.path.startsWith(remoteBase));
  expect(fromShell.length).toBeGreaterThan(0);
  for (const entry of fromShell) {
    expect(entry.path).toMatch(/^\/cmsadmin\/[^/]+$/);
    expect(shellFiles.has(entry.path.slice('/cmsadmin/'.length))).toBe(true);
  }
  for (const entry of fromRemote) expect(remoteFiles.has(entry.path.slice(remoteBase.length))).toBe(true);
  expect(fetched.filter((entry) => entry.path.startsWith('/cmsadmin/') && entry.status >= 400)).toEqual([]);

  // The manifest the shell read names that entry.
  const manifest = await page.evaluate(() => fetch('/cmsadmin/remotes.json').then((response) => response.json()));
  expect(manifest.remotes).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'admin_users', entry: `${remoteBase}mf-manifest.json` })]));
  await context.close();
});

const siteBase = '/cmsadmin/remotes/admin-site/';

test('the site screens come from the admin-site remote, served with its brotli twins; admin-pages no longer serves them', async () => {
  const manifest = (await (await fetch(e2e.url('/cmsadmin/remotes.json'))).json()) as { remotes: Array<{ name: string; entry: string; routes: Array<{ path: string; permission?: string }> }> };
  const site = manifest.remotes.find((remote) => remote.name === 'admin_site');
  expect(site?.entry).toBe(`${siteBase}mf-manifest.json`);
  expect(site?.routes.map((route) => route.path)).toEqual([
    '/menu-structure',
    '/tags',
    '/search-index',
    '/redirects',
    '/transfer',
    '/site-settings',
    '/site-content/skills',
    '/site-content/certificates',
    '/site-content/team-members',
    '/site-content/texts',
  ]);
  // federation.json's `exposes` (module → source file) is the build's; the shell is not told where the sources are.
  expect(manifest.remotes.filter((remote) => 'exposes' in remote)).toEqual([]);
  const pagesRoutes = manifest.remotes.find((remote) => remote.name === 'admin_pages')?.routes.map((route) => route.path) ?? [];
  expect(pagesRoutes).toContain('/new-page');
  expect(pagesRoutes.filter((path) => site?.routes.some((route) => route.path === path))).toEqual([]);

  // The entry and a built chunk come as their brotli twins to a client that accepts brotli.
  for (const file of ['remoteEntry.js', readdirSync(join(__dirname, '../admin-site/dist')).find((name) => /__federation_expose_MenuStructure\.[0-9a-f]+\.js$/.test(name))]) {
    const response = await fetch(e2e.url(`${siteBase}${file}`), { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect((await response.text()).length).toBeGreaterThan(0);
  }

  const { context, page } = await e2e.newPage();
  const fetched: Array<{ path: string; status: number }> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(e2e.gateway.url).origin) fetched.push({ path: url.pathname, status: response.status() });
  });
  await signIn(e2e, page);
  await page.getByTestId('page-overview').waitFor();
  expect(fetched.filter((entry) => entry.path.startsWith(siteBase))).toEqual([]);

  await page.getByTestId('nav-/menu-structure').click();
  await page.getByTestId('menu-structure').waitFor();
  const exposed = fetched.filter((entry) => /__federation_expose_MenuStructure\.[0-9a-f]+\.js$/.test(entry.path));
  expect(exposed.map((entry) => [entry.path.startsWith(siteBase), entry.status])).toEqual([[true, 200]]);
  expect(fetched.some((entry) => entry.path.startsWith('/cmsadmin/remotes/admin-pages/') && entry.path.includes('MenuStructure'))).toBe(false);
  expect(fetched.filter((entry) => entry.path.startsWith('/cmsadmin/') && entry.status >= 400)).toEqual([]);
  await context.close();
});

test("each remote's own page (run on its own, after the shell signed in) shows every screen its federation.json routes to", async () => {
  const { context, page } = await e2e.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(e2e, page);
  await page.getByTestId('page-overview').waitFor();
  // The remotes whose own page uses a hash router (admin-users' is for a development server, which answers every path).
  for (const remote of ['admin-pages', 'admin-site', 'admin-media']) {
    const declared = JSON.parse(readFileSync(join(__dirname, `../${remote}/federation.json`), 'utf8')) as { routes: Array<{ path: string }> };
    for (const { path } of declared.routes.filter((route) => !route.path.includes(':'))) {
      await page.goto(e2e.url(`/cmsadmin/remotes/${remote}/index.html#${path}`));
      // A path the page did not route would be sent on to the first route.
      await page.locator('main [data-testid]').first().waitFor();
      expect([remote, new URL(page.url()).hash]).toEqual([remote, `#${path}`]);
      expect(await page.getByTestId('sign-in-first').count()).toBe(0);
    }
  }
  // Any other path goes to the first route.
  await page.goto(e2e.url('/cmsadmin/remotes/admin-site/index.html#/no-such-screen'));
  await page.waitForURL((url) => url.hash === '#/menu-structure');
  expect(errors).toEqual([]);
  await context.close();
});

import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, choose, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * The site settings' languages in Chromium: a language is added back and the default changed,
 * both kept after a reload and followed by the public site's root; the default language cannot
 * be removed (its box cannot be unticked and says why, and a removal the server refuses because
 * the default changed meanwhile shows the refusal).
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
const api = '/api/tessera';
const settingsPath = `${api}/settings`;

async function call(method: string, path: string, body?: unknown) {
  const reply = await admin.rest(method, path, body);
  if (reply.status !== 200) throw new Error(`${method} ${path} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** The text a visitor (own context, no session) reads at a public path. */
async function visitorReads(path: string): Promise<string> {
  const visitor = await e2e.newPage();
  try {
    const response = await visitor.page.goto(e2e.url(path));
    expect(response?.status()).toBe(200);
    return `${await visitor.page.locator('html').getAttribute('lang')} ${await visitor.page.locator('body').innerText()}`;
  } finally {
    await visitor.context.close();
  }
}

async function openSettings(): Promise<void> {
  await page.goto(e2e.url('/cmsadmin/site-settings'));
  await page.getByTestId('site-locales-form').waitFor();
}

const checked = (locale: string) => page.getByTestId(`available-${locale}`).isChecked();

/**
 * French is not offered and has no pages; English is the default. Where the first test starts,
 * also when it is tried again after a failure left French offered, with pages, or the default.
 */
async function withoutFrench(): Promise<void> {
  await call('PUT', settingsPath, { availableLocales: ['en-gb', 'nl-nl', 'de-de', 'fr-fr'], defaultLocale: 'en-gb', customSlugLocales: ['nl-nl'] });
  const french = await call('POST', `${api}/page/list`, { locale: 'fr-fr', pageIndex: 0, pageSize: 100 });
  for (const item of french.items as Array<{ id: number }>) await call('POST', `${api}/page/${item.id}/delete`);
  await call('PUT', settingsPath, { availableLocales: ['en-gb', 'nl-nl', 'de-de'], defaultLocale: 'en-gb', customSlugLocales: ['nl-nl'] });
}

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  const home = await call('POST', `${api}/page/create`, {
    title: 'Home',
    slug: 'home',
    type: 'content-page',
    locale: 'en-gb',
    content: [{ type: 'rich-text', props: { body: '<p>Welcome home</p>' } }],
  });
  await call('POST', `${api}/page/${home.pageID}/publish`);
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

test('a language is added back and made the default; both are kept after a reload and the site root follows', async () => {
  await withoutFrench();
  await openSettings();
  expect(await checked('fr-fr')).toBe(false);
  await page.getByTestId('available-fr-fr').click();
  await page.getByTestId('site-locales-save').click();
  await expectText(page.locator('.mantine-Notification-root'), 'The languages were saved.');
  expect(await page.getByTestId('site-locales-form').getByRole('alert').count()).toBe(0);
  await page.reload();
  await page.getByTestId('site-locales-form').waitFor();
  await eventually(async () => expect(await checked('fr-fr')).toBe(true));
  expect((await call('GET', `${api}/settings/get`)).availableLocales).toEqual(['en-gb', 'nl-nl', 'de-de', 'fr-fr']);

  // A French home page, then French as the default.
  const englishHome = (await call('POST', `${api}/page/get-by-slug`, { slug: 'home' })).page;
  const french = await call('POST', `${api}/page/create-translation`, { pageID: englishHome.pageVersion.pageID, newLocale: 'fr-fr', title: 'Accueil', slug: 'home' });
  await call('POST', `${api}/page/version/${french.pageVersionID}/store`, { title: 'Accueil', blocks: [{ type: 'rich-text', props: { body: '<p>Bienvenue chez nous</p>' } }] });
  await call('POST', `${api}/page/${french.pageID}/publish`);
  expect(await visitorReads('/')).toContain('Welcome home');

  await choose(page, 'default-locale', 'French (France)');
  await page.getByTestId('site-locales-save').click();
  await expectText(page.locator('.mantine-Notification-root'), 'The languages were saved.');
  await page.reload();
  await page.getByTestId('site-locales-form').waitFor();
  await eventually(async () => expect(await page.getByTestId('default-locale').inputValue()).toBe('French (France)'));
  expect(await checked('fr-fr')).toBe(true);
  expect((await call('GET', `${api}/settings/get`)).defaultLocale).toBe('fr-fr');
  await eventually(async () => expect(await visitorReads('/')).toMatch(/^fr(-fr)? [\s\S]*Bienvenue chez nous/));
});

test('the default language cannot be unticked, and says why', async () => {
  await openSettings();
  const french = page.getByTestId('available-fr-fr');
  expect([await french.isChecked(), await french.isDisabled()]).toEqual([true, true]);
  await expectText(page.getByTestId('available-locales'), 'The default language cannot be removed: choose another default language and save first.');
  // Choosing another default in the form does not free the saved one before it is saved.
  await choose(page, 'default-locale', 'German (Germany)');
  expect(await french.isDisabled()).toBe(true);
  expect(await page.getByTestId('available-de-de').isDisabled()).toBe(true);
  expect(await page.getByTestId('available-nl-nl').isDisabled()).toBe(false);
  expect(await accessibilityProblems(page)).toEqual([]);
  await screenshot(page, 'site-settings-default-locked');
});

test('a removal the server refuses because the default changed meanwhile shows the refusal and changes nothing', async () => {
  await openSettings();
  // Someone else makes Dutch (no pages) the default after the screen was opened.
  await call('PUT', settingsPath, { availableLocales: ['en-gb', 'nl-nl', 'de-de', 'fr-fr'], defaultLocale: 'nl-nl', customSlugLocales: ['nl-nl'] });
  await page.getByTestId('available-nl-nl').click();
  await page.getByTestId('site-locales-save').click();
  await expectText(page.getByTestId('available-locales'), 'The default language cannot be removed; choose another default language and save first.');
  expect(await accessibilityProblems(page)).toEqual([]);
  expect((await call('GET', `${api}/settings/get`)).availableLocales).toEqual(['en-gb', 'nl-nl', 'de-de', 'fr-fr']);
});

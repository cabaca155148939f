import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { TestClient } from '@tessera/testing';
import { seedDemo } from '../gateway/src/seed/seed-demo';
import { accessibilityProblems, addUserViaApi, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * The site settings and site content screens of admin-pages in Chromium on the demo seed: a
 * skill renamed, a certificate given an image uploaded through the media picker, a team member
 * and the footer text edited — each then seen on the public site by a visitor; removing a
 * locale that has pages is refused with ST_01 and changes nothing; the contact recipient
 * persists; a user without the permissions sees no entries and the API refuses them.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let imagePath: string;
let dir: string;
const password = 'Content-passw0rd!';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-content-e2e-'));
  imagePath = join(dir, 'badge.jpg');
  writeFileSync(
    imagePath,
    await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .jpeg()
      .toBuffer(),
  );
  e2e = await startE2E();
  page = e2e.page;
  const { tessera } = e2e.gateway;
  await seedDemo({ orm: tessera.orm, services: tessera.services, events: tessera.events, mail: tessera.mail, close: async () => undefined });
  admin = await e2e.gateway.admin();
  await e2e.gateway.sql("insert into role (name, permissions, created_at) values ('viewer', '[]', now())");
  await addUserViaApi(e2e.gateway, { email: 'viewer@content.test', name: 'Vera Viewer', role: 'viewer', password });
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The HTML a visitor (own context, no session) gets for a public path. */
async function visit(path: string): Promise<Page> {
  const { page: visitor } = await e2e.newPage();
  const response = await visitor.goto(e2e.url(path));
  expect(response?.status()).toBe(200);
  return visitor;
}

async function seenBy(path: string, selector: string, text: string): Promise<void> {
  await eventually(async () => {
    const visitor = await visit(path);
    try {
      expect(await visitor.locator(selector).allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining(text)]));
    } finally {
      await visitor.context().close();
    }
  }, 15_000);
}

const row = (kind: string, name: string): Locator => page.locator(`[data-testid^="${kind}-row-"][data-name="${name}"]`);

async function noAccessibilityProblems(): Promise<void> {
  expect(await accessibilityProblems(page)).toEqual([]);
}

test('the navigation offers Site settings after Settings and the Site content group', async () => {
  await page.goto(e2e.url('/cmsadmin/'));
  await page.getByTestId('nav-/site-settings').waitFor();
  for (const route of ['/site-content/skills', '/site-content/certificates', '/site-content/team-members', '/site-content/texts']) {
    await page.getByTestId(`nav-${route}`).waitFor();
  }
});

test('renaming a skill shows on the home page', async () => {
  await page.getByTestId('nav-/site-content/skills').click();
  await row('skill', 'AWS').waitFor();
  await noAccessibilityProblems();
  await row('skill', 'AWS').getByRole('button', { name: 'Edit AWS' }).click();
  const editor = page.getByTestId('skill-editor');
  // The editor's heading takes the focus.
  await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Edit “AWS”'));
  await editor.getByTestId('skill-name').fill('');
  await editor.getByTestId('skill-editor-save').click();
  await expectText(editor, 'The Name field is required.');
  await editor.getByTestId('skill-name').fill('Amazon Web Services');
  await editor.getByTestId('skill-editor-save').click();
  await editor.waitFor({ state: 'detached' });
  await row('skill', 'Amazon Web Services').waitFor();
  await screenshot(page, 'site-content-skills');
  await seenBy('/', '.block.skills li', 'Amazon Web Services');
});

test('a skill is created inactive, then deleted after confirmation', async () => {
  await page.getByTestId('skill-add').click();
  const editor = page.getByTestId('skill-editor');
  await editor.getByTestId('skill-name').fill('Rust');
  await editor.getByTestId('skill-active').click();
  await editor.getByTestId('skill-editor-save').click();
  await editor.waitFor({ state: 'detached' });
  await expectText(row('skill', 'Rust'), 'Inactive');
  await row('skill', 'Rust').getByRole('button', { name: 'Delete Rust' }).click();
  const dialog = page.locator('[data-testid="skill-delete"] [role="dialog"]');
  await dialog.waitFor();
  await expectText(dialog, '“Rust” is removed from the site at once.');
  expect(await accessibilityProblems(page, ['[data-testid="skill-delete"]'])).toEqual([]);
  await page.getByTestId('skill-delete-confirm').click();
  await row('skill', 'Rust').waitFor({ state: 'detached' });
  expect((await admin.gql('{ skills(includeInactive: true) { name } }')).body.data.skills.map((s: { name: string }) => s.name)).not.toContain('Rust');
});

test('a certificate gets an image uploaded through the media picker and shows on the site with it', async () => {
  await page.getByTestId('nav-/site-content/certificates').click();
  await row('certificate', 'B Corp').waitFor();
  await noAccessibilityProblems();
  await row('certificate', 'B Corp').getByRole('button', { name: 'Edit B Corp' }).click();
  const editor = page.getByTestId('certificate-editor');
  await editor.getByTestId('certificate-subtext').fill('Verified in 2026');
  await editor.getByTestId('field-image-choose').click();
  const picker = page.getByTestId('media-picker-browser');
  await picker.waitFor();
  await page.getByTestId('picker-upload-input').setInputFiles([imagePath]);
  await expectText(page.getByTestId('picker-selection'), 'badge.jpg');
  await page.getByTestId('picker-select').click();
  await picker.waitFor({ state: 'detached' });
  await expectText(editor.getByTestId('field-image-file-name'), 'badge.jpg');
  await editor.getByTestId('field-image-alt').fill('The B Corp badge');
  await noAccessibilityProblems();
  await editor.getByTestId('certificate-editor-save').click();
  await editor.waitFor({ state: 'detached' });
  await row('certificate', 'B Corp').getByRole('img', { name: 'The B Corp badge' }).waitFor();
  await screenshot(page, 'site-content-certificates');
  await seenBy('/about-us', '.certificates__list li', 'Verified in 2026');
  const visitor = await visit('/about-us');
  try {
    const item = visitor.locator('.certificates__list li', { hasText: 'B Corp' });
    expect(await item.locator('img').getAttribute('alt')).toBe('The B Corp badge');
    // Pictures load lazily: bring it on screen first.
    await item.scrollIntoViewIfNeeded();
    await eventually(async () => expect(await item.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true));
  } finally {
    await visitor.context().close();
  }
});

test('editing a team member shows on the site', async () => {
  await page.getByTestId('nav-/site-content/team-members').click();
  await row('team-member', 'Emma Schulz').waitFor();
  await noAccessibilityProblems();
  await row('team-member', 'Emma Schulz').getByRole('button', { name: 'Edit Emma Schulz' }).click();
  const editor = page.getByTestId('team-member-editor');
  await editor.getByTestId('team-member-function').fill('Delivery lead');
  await editor.getByTestId('team-member-specialties').click();
  await page.keyboard.type('Kanban');
  await page.keyboard.press('Enter');
  await editor.getByTestId('team-member-linkedinUrl').fill('https://example.com/emma');
  await editor.getByTestId('team-member-editor-save').click();
  await expectText(editor, 'Not a valid URL.');
  await editor.getByTestId('team-member-linkedinUrl').fill('https://www.linkedin.com/in/emma-schulz');
  await noAccessibilityProblems();
  await editor.getByTestId('team-member-editor-save').click();
  await editor.waitFor({ state: 'detached' });
  await expectText(row('team-member', 'Emma Schulz'), 'Delivery lead');
  await screenshot(page, 'site-content-team-members');
  await seenBy('/about-us', '.team-member', 'Delivery lead');
  await seenBy('/about-us', '.team-member__specialties', 'Kanban');
});

test('team members are put in order by dragging and by keyboard, and the site shows that order', async () => {
  await page.getByTestId('nav-/site-content/team-members').click();
  await row('team-member', 'Emma Schulz').waitFor();
  const names = () => page.locator('[data-testid^="team-member-row-"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
  const settled = () => page.locator('[data-testid="team-member-rows"][data-busy="false"]').waitFor();
  const frame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const [first, second, ...rest] = await names();
  expect(rest.at(-1)).toBe('Emma Schulz');

  // Emma dragged by her handle to the top.
  const handle = (await row('team-member', 'Emma Schulz').getByTestId('team-member-handle').boundingBox())!;
  const top = (await row('team-member', first!).boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 - 6, { steps: 4 });
  await page.mouse.move(handle.x + handle.width / 2, top.y + top.height * 0.3, { steps: 20 });
  await frame();
  await page.mouse.up();
  const dragged = ['Emma Schulz', first, second, ...rest.slice(0, -1)];
  await eventually(async () => expect(await names()).toEqual(dragged));
  await settled();

  // The first of before moved one down by keyboard: space, arrow down, space.
  await row('team-member', first!).getByTestId('team-member-handle').focus();
  await page.keyboard.press('Space');
  await frame();
  await page.keyboard.press('ArrowDown');
  await frame();
  await page.keyboard.press('Space');
  const ordered = ['Emma Schulz', second, first, ...rest.slice(0, -1)];
  await eventually(async () => expect(await names()).toEqual(ordered));
  await settled();
  await noAccessibilityProblems();

  await page.reload();
  await row('team-member', 'Emma Schulz').waitFor();
  expect(await names()).toEqual(ordered);
  await eventually(async () => {
    const visitor = await visit('/about-us');
    try {
      expect(await visitor.locator('.team-member h3').allTextContents()).toEqual(ordered);
    } finally {
      await visitor.context().close();
    }
  }, 15_000);
});

test('an order made on a list someone changed meanwhile is refused, said, and the list as it now is shows', async () => {
  await page.getByTestId('nav-/site-content/skills').click();
  const names = () => page.locator('[data-testid^="skill-row-"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
  await page.locator('[data-testid^="skill-row-"]').first().waitFor();
  const before = await names();
  // Another manager adds a skill; this screen has not seen it.
  expect((await admin.rest('POST', '/api/tessera/site-content/skills', { name: 'Added elsewhere' })).status).toBe(200);

  await row('skill', before[0]!).getByTestId('skill-handle').focus();
  await page.keyboard.press('Space');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  await page.keyboard.press('ArrowDown');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  await page.keyboard.press('Space');
  await expectText(page.locator('.mantine-Notification-root').filter({ hasText: 'The new order was not saved' }), 'V_12');
  expect(await accessibilityProblems(page, ['.mantine-Notification-root'])).toEqual([]);
  await eventually(async () => expect(await names()).toEqual([...before, 'Added elsewhere']));
  const stored = (await admin.rest('GET', '/api/tessera/site-content/skills?includeInactive=true')).body.items.map((skill: { name: string }) => skill.name);
  expect(stored).toEqual([...before, 'Added elsewhere']);
});

test('the footer text of a locale, written in the rich text editor, shows in that locale', async () => {
  await page.getByTestId('nav-/site-content/texts').click();
  const form = page.getByTestId('text-form-footer');
  await form.waitFor();
  await noAccessibilityProblems();
  await form.getByTestId('field-text').first().click();
  const editable = form.locator('[contenteditable="true"][data-testid="field-text"]');
  await editable.waitFor();
  await editable.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Visit our new office in Utrecht.');
  await expectText(form.getByTestId('text-unsaved'), 'Unsaved changes');
  await form.getByTestId('text-add-link').click();
  await form.getByTestId('text-links.1.label').fill('Careers');
  await form.getByTestId('text-links.1.href').fill('javascript:alert(1)');
  await form.getByTestId('text-save').click();
  await expectText(form, 'Not a valid URL.');
  await form.getByTestId('text-links.1.href').fill('https://example.com/careers');
  await form.getByTestId('text-save').click();
  await eventually(async () => expect(await form.getByTestId('text-unsaved').count()).toBe(0));
  await screenshot(page, 'site-content-texts');
  await seenBy('/', '.site-footer', 'Visit our new office in Utrecht.');
  // The other locales keep their own footer.
  const dutch = await visit('/nl-nl');
  try {
    expect(await dutch.locator('.site-footer').textContent()).not.toContain('Utrecht');
  } finally {
    await dutch.context().close();
  }
});

test('removing a locale that has pages is refused with ST_01 and changes nothing; the contact recipient persists', async () => {
  await page.getByTestId('nav-/site-settings').click();
  await page.getByTestId('site-locales-form').waitFor();
  await noAccessibilityProblems();
  await page.getByTestId('available-de-de').click();
  await page.getByTestId('locales-removing').waitFor();
  await page.getByTestId('site-locales-save').click();
  await expectText(page.getByTestId('site-locales-form'), 'This locale still has pages; move or delete them first.');
  await expectText(page.getByTestId('site-locales-form'), 'Pages in German (Germany):');
  await screenshot(page, 'site-settings-refused');
  const settings = await admin.rest('GET', '/api/tessera/settings/get');
  expect(settings.body.availableLocales).toEqual(['en-gb', 'nl-nl', 'de-de', 'fr-fr']);

  await page.getByTestId('contact-recipient').fill('not an address');
  await page.getByTestId('contact-recipient-save').click();
  await expectText(page.getByTestId('contact-recipient-form'), 'A valid e-mail is needed.');
  await page.getByTestId('contact-recipient').fill('sales@northwind.example');
  await page.getByTestId('contact-recipient-save').click();
  await expectText(page.getByTestId('contact-effective'), 'sales@northwind.example');
  await page.reload();
  await eventually(async () => expect(await page.getByTestId('contact-recipient').inputValue()).toBe('sales@northwind.example'));
  expect((await admin.rest('GET', '/api/tessera/contact/settings')).body.recipientEmail).toBe('sales@northwind.example');
});

test('a user without manage-settings and manage-site-content sees no such entries and the API refuses them', async () => {
  const { page: viewerPage, context } = await e2e.newPage();
  try {
    await signIn(e2e, viewerPage, 'viewer@content.test', password);
    await viewerPage.getByTestId('nav-/').waitFor();
    expect(await viewerPage.getByTestId('nav-/site-settings').count()).toBe(0);
    expect(await viewerPage.getByTestId('nav-group-/site-content').count()).toBe(0);
    expect(await viewerPage.getByTestId('nav-/site-content/skills').count()).toBe(0);
    await viewerPage.goto(e2e.url('/cmsadmin/site-content/skills'));
    await expectText(viewerPage.getByRole('alert'), 'You are not authorized to do this action.');
  } finally {
    await context.close();
  }
  const viewer = e2e.gateway.client();
  await viewer.signIn('viewer@content.test', password);
  const settings = await viewer.rest('PUT', '/api/tessera/settings', { availableLocales: ['en-gb'], defaultLocale: 'en-gb', customSlugLocales: [] });
  expect([settings.status, settings.body.Errors[0].code]).toEqual([403, 'UM_01']);
  const skill = await viewer.gql('mutation { createSkill(input: { name: "Sneaky" }) { id } }');
  expect(skill.body.errors?.[0]?.extensions?.code).toBe('UM_01');
  const text = await viewer.gql('mutation { setSiteText(key: "footer", locale: "en-gb", value: { text: "<p>x</p>" }) { key } }');
  expect(text.body.errors?.[0]?.extensions?.code).toBe('UM_01');
});

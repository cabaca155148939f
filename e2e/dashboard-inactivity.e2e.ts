import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, addUserViaApi, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * Issue 11 in Chromium against the real gateway: the dashboard an editor sees on signing in, the
 * inactivity sign-out (SPEC §4/§9) that keeps unsaved page edits and offers them back, and the
 * host's navigation items (SPEC §2) with permission gating and sub-items.
 */
const password = 'Dashboard-passw0rd!';
const editorEmail = 'eddie@dashboard.test';
const api = '/api/tessera/page';
/** A Mantine modal by its test id (the id sits on its root, which has no box of its own). */
const dialog = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] [role="dialog"]`);

async function call(client: TestClient, method: string, path: string, body?: unknown) {
  const reply = await client.rest(method, path, body);
  if (reply.status !== 200) throw new Error(`${method} ${path} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

async function createPage(client: TestClient, title: string, slug: string, content: unknown[]): Promise<number> {
  return (await call(client, 'POST', `${api}/create`, { title, slug, type: 'content-page', locale: 'en-gb', content })).pageID as number;
}

describe('the dashboard and the host’s navigation items', () => {
  let e2e: E2E;
  let page: Page;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    e2e = await startE2E({
      admin: {
        inactivityMinutes: 30,
        remotes: [],
        hostItems: [
          { label: 'Host audit log', route: '/host-audit', permission: 'manage-users' },
          {
            label: 'Host reports',
            route: '/host-reports',
            children: [
              { label: 'Monthly report', route: '/host-reports/monthly' },
              { label: 'Yearly report', route: '/host-reports/yearly' },
            ],
          },
        ],
      },
    });
    page = e2e.page;
    const admin = await e2e.gateway.admin();
    await addUserViaApi(e2e.gateway, { email: editorEmail, name: 'Eddie Editor', role: 'editor', password });
    const editor = e2e.gateway.client();
    await editor.signIn(editorEmail, password);
    const rich = (text: string) => [{ type: 'rich-text', props: { body: `<p>${text}</p>` } }];
    ids.draft = await createPage(editor, 'Eddie’s draft', 'eddies-draft', rich('Work in progress'));
    ids.requested = await createPage(editor, 'Eddie’s request', 'eddies-request', rich('Ready'));
    await call(editor, 'POST', `${api}/${ids.requested}/request-publication`, { comment: 'Please publish' });
    ids.published = await createPage(admin, 'Published by the administrator', 'admin-published', rich('Live'));
    await call(admin, 'POST', `${api}/${ids.published}/publish`);
    await signIn(e2e, page, editorEmail, password);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  test('lists the editor’s page with unpublished changes, their open request and the recently edited pages', async () => {
    // The first entry of the navigation.
    await expectText(page.locator('nav a').first(), 'Dashboard');
    await page.getByTestId('nav-/dashboard').click();
    await page.waitForURL('**/cmsadmin/dashboard');
    await page.getByTestId('pages-dashboard').waitFor();

    const unpublished = page.getByTestId('dashboard-unpublished');
    await expectText(unpublished, 'Eddie’s draft');
    expect(await unpublished.innerText()).not.toContain('Published by the administrator');
    const requests = page.getByTestId('dashboard-my-requests');
    await expectText(requests, 'Eddie’s request');
    // An editor does not review: no review list.
    expect(await page.getByTestId('dashboard-to-review').count()).toBe(0);
    const recent = page.getByTestId('dashboard-recent');
    await expectText(recent, 'Published by the administrator');
    const recentTitles = await recent.getByTestId('dashboard-recent-row').allInnerTexts();
    expect(recentTitles[0]).toContain('Published by the administrator');
    await screenshot(page, 'dashboard');
    expect(await accessibilityProblems(page, ['#content'])).toEqual([]);

    // A row opens the page's editor.
    await unpublished.getByRole('link', { name: 'Eddie’s draft' }).click();
    await page.waitForURL(`**/cmsadmin/page/${ids.draft}`);
    await page.getByTestId('page-editor').waitFor();
  });

  test('shows the host’s items the user may see, with their sub-items, and leaves out a gated one', async () => {
    await page.goto(e2e.url('/cmsadmin/dashboard'));
    await page.getByTestId('pages-dashboard').waitFor();
    expect(await page.getByTestId('nav-/host-audit').count()).toBe(0);
    await page.getByTestId('nav-group-/host-reports').waitFor();
    await expectText(page.getByTestId('nav-group-/host-reports'), 'Host reports');
    await expectText(page.getByTestId('nav-/host-reports/monthly'), 'Monthly report');
    await expectText(page.getByTestId('nav-/host-reports/yearly'), 'Yearly report');
    await page.getByTestId('nav-/host-reports/monthly').click();
    await page.waitForURL('**/cmsadmin/host-reports/monthly');
    await page.getByTestId('not-installed').waitFor();

    // The administrator holds manage-users: the gated item is there.
    const other = await e2e.newPage();
    try {
      await signIn(e2e, other.page);
      await expectText(other.page.getByTestId('nav-/host-audit'), 'Host audit log');
    } finally {
      await other.context.close();
    }
  });
});

describe('the inactivity sign-out keeps unsaved page edits', () => {
  let e2e: E2E;
  let page: Page;
  let admin: TestClient;
  let pageId = 0;

  beforeAll(async () => {
    // 0.25 minute: signed out after 15 s without activity (room for a slow machine between steps).
    e2e = await startE2E({ admin: { inactivityMinutes: 0.25, remotes: [], hostItems: [] } });
    page = e2e.page;
    admin = await e2e.gateway.admin();
    await addUserViaApi(e2e.gateway, { email: editorEmail, name: 'Eddie Editor', role: 'editor', password });
    pageId = await createPage(admin, 'Idle notes', 'idle-notes', [{ type: 'quote', props: { quote: 'First words.' } }]);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  const quote = () => page.locator('[data-testid="block"][data-block-type="quote"]').getByTestId('field-quote');
  const keptDrafts = () => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('tessera.unsaved-page:')));

  test('signs out with a notice, keeps the typed text and offers it back after signing in; restored and saved it is stored', async () => {
    await signIn(e2e, page, editorEmail, password);
    await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
    await quote().waitFor();
    await quote().fill('Typed before going for coffee.');

    // Idle: the timer signs out, the sign-in screen says why.
    await page.waitForURL('**/cmsadmin/login', { timeout: 40_000 });
    await expectText(page.getByTestId('signed-out-inactivity'), 'You were signed out after 0.25 minutes without activity.');
    await screenshot(page, 'inactivity-notice');
    const kept = await keptDrafts();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(new RegExp(`:${pageId}$`));

    // Back in: the editor opens again and offers the changes back.
    await signIn(e2e, page, editorEmail, password);
    await page.waitForURL(`**/cmsadmin/page/${pageId}`);
    await dialog(page, 'draft-offer').waitFor();
    await expectText(dialog(page, 'draft-offer'), 'Restore the unsaved changes of');
    await page.getByTestId('draft-restore').click();
    await eventually(async () => expect(await quote().inputValue()).toBe('Typed before going for coffee.'));
    await page.locator('[data-testid="editor-dirty"][data-dirty="true"]').waitFor();
    await page.getByTestId('editor-action-save').click();
    await page.locator('[data-testid="editor-dirty"][data-dirty="false"]').waitFor();

    const stored = (await admin.rest('GET', `${api}/${pageId}`)).body;
    const version = (await admin.rest('GET', `${api}/version/fetch/${stored.latestVersionID}`)).body;
    expect(version.blocks[0].props.quote).toBe('Typed before going for coffee.');
    // Stored: the draft is gone.
    await eventually(async () => expect(await keptDrafts()).toEqual([]));
  });

  test('a deliberate sign-out with unsaved changes still asks first and keeps nothing', async () => {
    if (!page.url().includes(`/page/${pageId}`)) {
      await signIn(e2e, page, editorEmail, password);
      await page.goto(e2e.url(`/cmsadmin/page/${pageId}`));
    }
    await quote().waitFor();
    await quote().fill('Changed my mind.');
    await page.getByTestId('nav-logout').click();
    await dialog(page, 'logout-modal').waitFor();
    await expectText(page.getByTestId('logout-unsaved'), 'Idle notes');
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL('**/cmsadmin/login');
    expect(await page.getByTestId('signed-out-inactivity').count()).toBe(0);
    expect(await keptDrafts()).toEqual([]);
  });
});

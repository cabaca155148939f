import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accessibilityProblems, addUserViaApi, adminEmail, choose, expectText, serveRemote, signIn, startE2E, type E2E, type RemoteHost } from '@tessera/e2e';

/**
 * This remote as it is deployed: its production build (`npm run build`) served from its own
 * origin, added to a gateway through TESSERA_ADMIN_REMOTES (the admin.remotes setting), and used
 * in Chromium through the admin shell.
 */
const remoteDir = join(__dirname, '..');

describe('the __NAME__ remote in the admin', () => {
  let host: RemoteHost;
  let e2e: E2E;

  beforeAll(async () => {
    host = await serveRemote(join(remoteDir, 'dist'));
    const declared = JSON.parse(readFileSync(join(remoteDir, 'federation.json'), 'utf8'));
    e2e = await startE2E({ admin: { inactivityMinutes: 30, remotes: [{ ...declared, entry: `${host.url}/mf-manifest.json` }], hostItems: [] } });
  });

  afterAll(async () => {
    await e2e?.stop();
    await host?.close();
  });

  test('an administrator opens its screen from the navigation and reads the latest activity', async () => {
    const { context, page } = await e2e.newPage();
    await signIn(e2e, page);
    await expectText(page.getByTestId('nav-__ROUTE__'), '__TITLE__');
    await page.getByTestId('nav-__ROUTE__').click();
    await page.waitForURL('**/cmsadmin__ROUTE__');
    await expectText(page.getByRole('heading', { level: 1 }), '__TITLE__');
    // The administrator's own sign-in, read through the remote's generated query.
    await expectText(page.getByTestId('__NAME__-entries'), adminEmail);
    expect(await accessibilityProblems(page, ['#content'])).toEqual([]);

    await page.getByTestId('__NAME__-refresh').click();
    await expectText(page.locator('.mantine-Notification-root'), 'Activity refreshed');

    // The site's block types, named in the interface's language.
    await expectText(page.getByTestId('__NAME__-block-types'), 'Rich text');
    await choose(page, 'language-switch', 'Nederlands');
    await expectText(page.getByTestId('__NAME__-intro'), 'De laatste aanmeldingen');
    await expectText(page.getByTestId('__NAME__-block-types'), 'Opgemaakte tekst');
    await context.close();
  });

  test('without view-audit-log its navigation item is absent and its route is refused', async () => {
    await addUserViaApi(e2e.gateway, { email: 'editor@example.com', name: 'Editor', role: 'editor', password: 'An-editor-pass-1' });
    const { context, page } = await e2e.newPage();
    await signIn(e2e, page, 'editor@example.com', 'An-editor-pass-1');
    expect(await page.getByTestId('nav-__ROUTE__').count()).toBe(0);
    await page.goto(e2e.url('/cmsadmin__ROUTE__'));
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByTestId('__NAME__-screen').count()).toBe(0);
    await context.close();
  });
});

import { screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * A remote whose entry does not load (here: nothing is deployed at its address) leaves an error
 * panel in its own area; the shell, its navigation and the other remotes keep working.
 */
describe('a remote that fails to load', () => {
  let broken: E2E;

  beforeAll(async () => {
    broken = await startE2E({
      admin: {
        inactivityMinutes: 30,
        remotes: [
          {
            name: 'broken_remote',
            entry: '/cmsadmin/remotes/broken/mf-manifest.json',
            routes: [{ path: '/broken', module: './Broken' }],
            nav: [{ label: 'Broken part', route: '/broken' }],
          },
        ],
        hostItems: [{ label: 'Host extra', route: '/host-extra' }],
      },
    });
  });

  afterAll(async () => {
    await broken?.stop();
  });

  test('shows the error panel in its own area while the navigation keeps working', async () => {
    const { context, page } = await broken.newPage();
    const entryAnswers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/cmsadmin/remotes/broken/mf-manifest.json') entryAnswers.push(response.status());
    });
    await signIn(broken, page);
    await page.getByTestId('nav-/broken').click();
    await page.waitForURL('**/cmsadmin/broken');
    await page.getByTestId('remote-failed').waitFor();
    expect(await page.getByTestId('remote-failed').innerText()).toContain('This part of the admin could not be loaded.');
    expect(entryAnswers.length).toBeGreaterThan(0);
    expect(entryAnswers.every((status) => status === 404)).toBe(true);
    // Only its area: the frame around it is intact.
    expect(await page.getByTestId('signed-in-user').innerText()).toBe('Administrator');
    await screenshot(page, 'broken-remote');

    // The host's extra item is in the navigation; nothing serves its route.
    await page.getByTestId('nav-/host-extra').click();
    await page.getByTestId('not-installed').waitFor();

    // The built-in remote still loads next to the broken one.
    await page.getByTestId('nav-/user/settings').click();
    await page.getByTestId('user-settings').waitFor();
    expect(await page.getByTestId('remote-failed').count()).toBe(0);
    await page.getByTestId('nav-/users').click();
    await page.getByTestId('users-overview').waitFor();
    await context.close();
  });
});

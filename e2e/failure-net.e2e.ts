import { startE2E } from './browser';

/**
 * The browser tests' G_01 net itself: an API answer carrying G_01 fails the file, also when the
 * call was still on its way as the file's last test ended. The answer is made by Playwright's
 * router (the real server answers no such thing on purpose), late, after the test stopped waiting.
 */
test('a G_01 answer that arrives after the last test still fails the file', async () => {
  const e2e = await startE2E();
  await e2e.page.route('**/api/tessera/late', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ Success: false, Errors: [{ code: 'G_01', property: null }] }) });
  });
  await e2e.page.goto(e2e.url('/cmsadmin/login'));
  // Not awaited: the call is in flight when the file stops.
  await e2e.page.evaluate(() => void fetch('/api/tessera/late'));
  await expect(e2e.stop()).rejects.toThrow(/answered G_01 .* 1 time\(s\):\nGET \/api\/tessera\/late/);
});

test('a file whose calls all answered without G_01 stops cleanly', async () => {
  const e2e = await startE2E();
  await e2e.page.goto(e2e.url('/cmsadmin/login'));
  await e2e.page.evaluate(() => fetch('/api/tessera/user').then((reply) => reply.status));
  await expect(e2e.stop()).resolves.toBeUndefined();
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { choose, expectText, serveRemote, signIn, startE2E, type E2E, type RemoteHost } from './browser';

/**
 * A remote built against another admin-kit major (here: the users remote's build, its manifest
 * claiming the next major) is refused by the shell before any of its code runs: a translated
 * message in its area and a log line, instead of a screen broken by a kit it was not built for.
 */
const usersDir = join(__dirname, '..', 'admin-users');
const adminKitVersion: string = JSON.parse(readFileSync(join(__dirname, '..', 'admin-kit', 'package.json'), 'utf8')).version;
const nextMajor = `${Number(adminKitVersion.split('.')[0]) + 1}.0.0`;

describe('a remote built against another admin-kit major', () => {
  let copy: string;
  let host: RemoteHost;
  let e2e: E2E;

  beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'tessera-kit-major-'));
    cpSync(join(usersDir, 'dist'), copy, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(copy, 'mf-manifest.json'), 'utf8'));
    manifest.metaData.adminKitVersion = nextMajor;
    writeFileSync(join(copy, 'mf-manifest.json'), JSON.stringify(manifest));
    host = await serveRemote(copy);
    const declared = JSON.parse(readFileSync(join(usersDir, 'federation.json'), 'utf8'));
    // Named like the built-in users remote, so it takes that one's place.
    e2e = await startE2E({ admin: { inactivityMinutes: 30, remotes: [{ ...declared, entry: `${host.url}/mf-manifest.json` }], hostItems: [] } });
  });

  afterAll(async () => {
    await e2e?.stop();
    await host?.close();
    rmSync(copy, { recursive: true, force: true });
  });

  test('shows why in its area, logs it, and never loads its code', async () => {
    const { context, page } = await e2e.newPage();
    const fetched: string[] = [];
    const logged: string[] = [];
    page.on('request', (request) => request.url().startsWith(host.url) && fetched.push(new URL(request.url()).pathname));
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await signIn(e2e, page);
    await page.getByTestId('nav-/users').click();
    await page.waitForURL('**/cmsadmin/users');
    const refusal = page.getByTestId('remote-incompatible');
    await expectText(refusal, 'This part of the admin was built for another version of the admin and cannot run in this one.');
    await expectText(refusal, `admin_users was built against admin-kit ${nextMajor}; this admin runs admin-kit ${adminKitVersion}.`);
    expect(await page.getByTestId('remote-failed').count()).toBe(0);
    expect(fetched).toEqual(['/mf-manifest.json']);
    expect(logged.some((line) => line.includes('remote admin_users/./UsersOverview failed to load'))).toBe(true);

    await choose(page, 'language-switch', 'Nederlands');
    await expectText(refusal, 'Dit deel van de beheeromgeving is gebouwd voor een andere versie van de beheeromgeving');

    // The rest of the admin works on.
    await page.getByTestId('nav-/dashboard').click();
    await page.waitForURL('**/cmsadmin/dashboard');
    expect(await page.getByTestId('signed-in-user').innerText()).toBe('Administrator');
    await context.close();
  });
});

/// <reference lib="dom" />
/**
 * `npm run bench:admin-load`: what a fresh browser downloads to use the admin.
 * A gateway on a throw-away embedded PostgreSQL (with a real administrator created by its
 * bootstrap) serves the built admin; Chromium, with an empty cache, opens /cmsadmin, then:
 *  1. the sign-in page (until the form shows and the network goes quiet);
 *  2. signs in: everything fetched from then until the first screen (the shell's application and
 *     the page overview of admin-pages) is ready;
 *  3. opens each other remote of the runtime manifest through the side navigation: what its own
 *     screen adds.
 * Bytes are as transferred (compressed the way the gateway serves them, brotli for Chromium;
 * headers included). Each step prints its files grouped by kind and by owner, its total against
 * its goal, and its largest files.
 */
import '../production-default';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createTessera, readConfig } from '@tessera/gateway';

/** Issue 33's goals (the sign-in page's is issue 19's): from sign-in to the first screen, and each remote's own first screen. */
const goals = { signInKb: 200, firstScreenKb: 250, remoteScreenKb: 120 };
const adminEmail = 'bench@example.com';
const adminPassword = 'Bench-password-1!';
/** The remote whose screen is the first one after sign-in (it serves "/"). */
const firstScreenRemote = 'admin_pages';

interface Fetched {
  url: string;
  bytes: number;
  encoding: string;
}

interface ManifestRemote {
  name: string;
  entry: string;
  routes: Array<{ path: string; permission?: string }>;
}

/** Collects what the page fetches; `take()` hands over what came since the last call. */
class Recorder {
  private readonly urls = new Map<string, string>();
  private readonly encodings = new Map<string, string>();
  private fetched: Fetched[] = [];

  static async attach(page: Page): Promise<Recorder> {
    const recorder = new Recorder();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    cdp.on('Network.requestWillBeSent', (event) => recorder.urls.set(event.requestId, event.request.url));
    cdp.on('Network.responseReceived', (event) => recorder.encodings.set(event.requestId, headerOf(event.response.headers, 'content-encoding')));
    cdp.on('Network.loadingFinished', (event) =>
      recorder.fetched.push({ url: recorder.urls.get(event.requestId) ?? '?', bytes: event.encodedDataLength, encoding: recorder.encodings.get(event.requestId) ?? '' }),
    );
    return recorder;
  }

  take(): Fetched[] {
    const taken = this.fetched;
    this.fetched = [];
    return taken;
  }
}

function headerOf(headers: Record<string, string>, name: string): string {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key ? headers[key] : '';
}

const kb = (files: Fetched[]) => files.reduce((sum, file) => sum + file.bytes, 0) / 1024;

function kindOf(url: string): string {
  const path = new URL(url).pathname;
  if (path.endsWith('.js')) return 'JavaScript';
  if (path.endsWith('.css')) return 'CSS';
  if (/\.(woff2?|ttf)$/.test(path)) return 'fonts';
  if (/^\/(graphql|api)\b/.test(path)) return 'API calls';
  return 'documents and manifests';
}

/** Which app a file belongs to: a remote's folder under /cmsadmin/remotes/, else the shell. */
function ownerOf(url: string): string {
  const path = new URL(url).pathname;
  const remote = /^\/cmsadmin\/remotes\/([^/]+)\//.exec(path);
  if (remote) return remote[1];
  if (path.startsWith('/cmsadmin')) return 'admin-shell';
  return 'API';
}

function groupBy(files: Fetched[], key: (file: Fetched) => string): Map<string, Fetched[]> {
  const groups = new Map<string, Fetched[]>();
  for (const file of files) groups.set(key(file), [...(groups.get(key(file)) ?? []), file]);
  return groups;
}

function verdict(value: number, goal: number): string {
  return value <= goal ? 'met' : 'NOT met';
}

function report(title: string, files: Fetched[], goalKb: number, base: string): number {
  const total = kb(files);
  console.log(`\n${title}`);
  for (const [name, group] of groupBy(files, (file) => kindOf(file.url))) console.log(`  ${name.padEnd(26)} ${kb(group).toFixed(1).padStart(7)} KB in ${group.length} files`);
  for (const [name, group] of groupBy(files, (file) => ownerOf(file.url))) console.log(`  from ${name.padEnd(21)} ${kb(group).toFixed(1).padStart(7)} KB in ${group.length} files`);
  console.log(`  ${'total'.padEnd(26)} ${total.toFixed(1).padStart(7)} KB in ${files.length} files (goal ≤ ${goalKb} KB: ${verdict(total, goalKb)})`);
  const unencoded = files.filter((file) => /\.(js|css|json|html)$/.test(new URL(file.url).pathname) && file.bytes > 1500 && !file.encoding);
  if (unencoded.length > 0) console.log(`  served without compression: ${unencoded.map((file) => file.url.replace(base, '')).join(', ')}`);
  console.log('  largest:');
  for (const file of [...files].sort((a, b) => b.bytes - a.bytes).slice(0, Number(process.env.BENCH_LIST ?? 10))) {
    console.log(`    ${(file.bytes / 1024).toFixed(1).padStart(6)} KB ${file.encoding.padEnd(3)} ${file.url.replace(base, '')}`);
  }
  return total;
}

/** Waits until the screen in the content area shows its heading and stops loading. */
async function screenReady(page: Page): Promise<void> {
  await page.locator('#content h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('#content [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

/** Opens a route the way a user does: its side-navigation link, or (not in the navigation) the router. */
async function open(page: Page, route: string): Promise<void> {
  const link = page.getByTestId(`nav-${route}`);
  if ((await link.count()) > 0) {
    await link.first().click();
  } else {
    await page.evaluate((path) => {
      window.history.pushState(null, '', `/cmsadmin${path}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
  }
  await page.waitForURL(`**/cmsadmin${route}`);
  await screenReady(page);
}

/** The remote's screen to open: its first route without parameters, other than "/". */
function screenOf(remote: ManifestRemote): string | undefined {
  return remote.routes.find((route) => !route.path.includes(':') && route.path !== '/')?.path;
}

function folderOf(remote: ManifestRemote): string {
  return /\/cmsadmin\/remotes\/([^/]+)\//.exec(remote.entry)?.[1] ?? remote.name;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-admin-load-'));
  const tessera = await createTessera({ ...readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), dataDir: join(dir, 'data'), mailDelivery: false, adminEmail, adminPassword });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const summary: Array<{ name: string; kb: number; goal: number }> = [];
  try {
    const base = await tessera.listen(0, '127.0.0.1');
    const manifest = (await (await fetch(`${base}/cmsadmin/remotes.json`)).json()) as { remotes: ManifestRemote[] };
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const recorder = await Recorder.attach(page);
    console.log('Admin first load in Chromium: empty cache, bytes as transferred (headers included), as the gateway compresses them');

    await page.goto(`${base}/cmsadmin/`);
    await page.getByTestId('login-submit').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    summary.push({ name: 'sign-in page', kb: report('1. The sign-in page', recorder.take(), goals.signInKb, base), goal: goals.signInKb });

    await page.getByTestId('login-email').fill(adminEmail);
    await page.getByTestId('login-password').fill(adminPassword);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('page-overview').waitFor();
    await screenReady(page);
    const firstScreen = recorder.take();
    const firstRemote = manifest.remotes.find((remote) => remote.name === firstScreenRemote);
    const firstFolder = firstRemote ? folderOf(firstRemote) : firstScreenRemote;
    summary.push({
      name: 'sign-in → first screen (shell + page overview)',
      kb: report('2. Signing in, up to the first screen (the shell and the page overview)', firstScreen, goals.firstScreenKb, base),
      goal: goals.firstScreenKb,
    });
    const ownFirst = kb(firstScreen.filter((file) => ownerOf(file.url) === firstFolder));
    summary.push({ name: `${firstFolder}'s own screen (page overview)`, kb: ownFirst, goal: goals.remoteScreenKb });

    let step = 3;
    for (const remote of manifest.remotes.filter((candidate) => candidate.name !== firstScreenRemote)) {
      const route = screenOf(remote);
      const folder = folderOf(remote);
      if (!route) {
        console.log(`\n${step++}. ${folder}: no screen without parameters to open`);
        continue;
      }
      await open(page, route);
      summary.push({
        name: `${folder}'s own screen (${route})`,
        kb: report(`${step++}. Opening ${route} (${folder}) from there`, recorder.take(), goals.remoteScreenKb, base),
        goal: goals.remoteScreenKb,
      });
    }

    console.log('\nSummary (KB compressed, as transferred)');
    for (const line of summary) console.log(`  ${line.name.padEnd(52)} ${line.kb.toFixed(1).padStart(7)} KB (goal ≤ ${line.goal}: ${verdict(line.kb, line.goal)})`);
    await context.close();
  } finally {
    await browser.close();
    await tessera.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

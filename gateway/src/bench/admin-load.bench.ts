/// <reference lib="dom" />
/**
 * `npm run bench:admin-load`: what a fresh browser downloads to show the admin's sign-in page.
 * A gateway on a throw-away embedded PostgreSQL serves the built admin; Chromium opens /cmsadmin
 * with an empty cache, waits for the sign-in form and for the network to go quiet, and the script
 * prints every file fetched (compressed bytes as transferred, brotli as the gateway serves them)
 * grouped by kind, the total against the goal, and the largest files.
 */
import '../production-default';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createTessera } from '../compose';
import { readConfig } from '../config';

const goalKb = 200;

interface Fetched {
  url: string;
  bytes: number;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-admin-load-'));
  const tessera = await createTessera({ ...readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), dataDir: join(dir, 'data'), mailDelivery: false });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const base = await tessera.listen(0, '127.0.0.1');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const urls = new Map<string, string>();
    const fetched: Fetched[] = [];
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.loadingFinished', (event) => fetched.push({ url: urls.get(event.requestId) ?? '?', bytes: event.encodedDataLength }));
    await page.goto(`${base}/cmsadmin/`);
    await page.getByTestId('login-submit').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);

    const kind = (url: string) => (url.endsWith('.js') ? 'JavaScript' : url.endsWith('.css') ? 'CSS' : /\.(woff2?|ttf)$/.test(url) ? 'fonts' : /graphql|\/api\//.test(url) ? 'API calls' : 'documents and manifests');
    const groups = new Map<string, Fetched[]>();
    for (const file of fetched) groups.set(kind(file.url), [...(groups.get(kind(file.url)) ?? []), file]);
    const kb = (files: Fetched[]) => files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
    const total = kb(fetched);
    console.log(`Admin sign-in page, first load in Chromium (empty cache; bytes as transferred, headers included)`);
    for (const [name, files] of groups) console.log(`  ${name.padEnd(24)} ${kb(files).toFixed(1).padStart(7)} KB in ${files.length} files`);
    console.log(`  ${'total'.padEnd(24)} ${total.toFixed(1).padStart(7)} KB in ${fetched.length} files (goal < ${goalKb} KB: ${total < goalKb ? 'met' : 'NOT met'})`);
    console.log('  largest:');
    for (const file of [...fetched].sort((a, b) => b.bytes - a.bytes).slice(0, 12)) console.log(`    ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${file.url.replace(base, '')}`);
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

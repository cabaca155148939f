/// <reference lib="dom" />
/**
 * `npm run bench:editor`: the page editor in Chromium on big pages. A gateway on a throw-away
 * embedded PostgreSQL serves the built admin; pages of 50 and 200 blocks (rich text, quotes,
 * calls to action, FAQs in turn) are opened in the editor, and for each the script prints
 *   - open from the admin: the admin already loaded, a route change to the editor (as a click on
 *     a page in the overview does) until every block card is in the document and a frame painted
 *     (median of BENCH_OPENS),
 *   - reload open: a full reload of the editor's URL to the same point (median of BENCH_OPENS),
 *   - keystroke latency: from the keydown of a character typed into a text field of a block to
 *     the paint after the field shows it (p50 / p95 over BENCH_KEYSTROKES keystrokes in several
 *     blocks), and the browser's own Event Timing durations of those keystrokes (p95),
 *   - what a keystroke re-renders (React's commits read through the developer tools hook),
 *   - a rich text field: click to its editor having the focus, and that what was typed meanwhile
 *     arrived,
 *   - the live preview: from a character's keydown (the preview beside the editor open, the editor
 *     otherwise idle) until the preview frame has loaded the draft showing it (p50 / p95 of
 *     BENCH_PREVIEWS keystrokes, alternately near the top and near the end of the page; goal
 *     500 ms),
 * and the JavaScript the admin-pages remote adds on the editor's first load beyond the shell
 * (a fresh browser, signed in on the way to the editor; compressed bytes as transferred).
 */
import '../production-default';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createPage, storeVersion, systemContext } from '@tessera/schema';
import { createTessera, readConfig } from '@tessera/gateway';
import { percentile } from './bench-support';
import { installBenchHelpers, type BenchWindow, type KeystrokeSample, type RenderSample } from './editor-page-helpers';

const adminEmail = 'bench@example.com';
const adminPassword = 'Bench-password-1!';
const opens = Number(process.env.BENCH_OPENS ?? 5);
const keystrokes = Number(process.env.BENCH_KEYSTROKES ?? 60);
const previews = Number(process.env.BENCH_PREVIEWS ?? 10);
/** Blocks the keystrokes are spread over, from the top of the page to its end. */
const typingBlocks = 6;
const goals = { open: 1000, keystroke: 50, firstLoadKb: 150, preview: 500 };

/** Selectors of the editor (admin-pages/src/editor). */
const blockCard = 'section[data-testid="block"]';

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

// In the page -------------------------------------------------------------------------------------

// Driving the browser ---------------------------------------------------------------------------

/** Signs in on the login page the editor's URL led to; the shell then opens the editor. */
async function signIn(page: Page): Promise<void> {
  await page.getByTestId('login-email').fill(adminEmail);
  await page.getByTestId('login-password').fill(adminPassword);
  await page.getByTestId('login-submit').click();
}

/** A route change inside the loaded admin, as a link does (the router follows popstate). */
async function routeTo(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** One open: milliseconds until all cards were in and painted, and until its last data had arrived. */
interface OpenSample {
  painted: number;
  dataIn: number;
}

/** From the route change to the editor until all cards are in and painted. */
async function openFromAdmin(page: Page, path: string, blocks: number): Promise<OpenSample> {
  await routeTo(page, '/cmsadmin/bench-elsewhere');
  await page.getByTestId('not-installed').waitFor();
  await page.waitForTimeout(100);
  return page.evaluate(
    async ([target, selector, count]) => {
      const bench = (window as unknown as BenchWindow).__bench;
      const start = performance.now();
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
      const painted = (await bench.cardsPainted(selector, count)) - start;
      const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.startTime >= start);
      return { painted, dataIn: Math.max(0, ...requests.map((entry) => entry.responseEnd - start)) };
    },
    [path, blockCard, blocks] as const,
  );
}

/** Milliseconds from the start of a full reload of the editor's URL until all cards are in and painted. */
async function reloadOpen(page: Page, blocks: number): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => 'cardsPainted' in ((window as unknown as Partial<BenchWindow>).__bench ?? {}));
  return page.evaluate(([selector, count]) => (window as unknown as BenchWindow).__bench.cardsPainted(selector, count), [blockCard, blocks] as const);
}

/** The text inputs of `count` blocks spread over the page (each card is brought into view, so it is built). */
async function focusTextInput(page: Page, blockIndex: number): Promise<void> {
  const card = page.locator(blockCard).nth(blockIndex);
  await card.scrollIntoViewIfNeeded();
  const input = card.locator('input[type="text"]').first();
  await input.waitFor();
  await input.focus();
  // Let the cards built around it by the scroll settle before measuring.
  await page.waitForTimeout(400);
}

/** Types `count` characters spread over several blocks; answers each keystroke. */
async function typeMeasured(page: Page, blocks: number, count: number): Promise<KeystrokeSample[]> {
  const samples: KeystrokeSample[] = [];
  const perBlock = Math.ceil(count / typingBlocks);
  for (let b = 0; b < typingBlocks && samples.length < count; b += 1) {
    await focusTextInput(page, Math.min(blocks - 1, Math.floor((b / typingBlocks) * blocks) + 1));
    for (let i = 0; i < perBlock && samples.length < count; i += 1) {
      await page.evaluate(() => (window as unknown as BenchWindow).__bench.armKeystroke());
      await page.keyboard.press('x');
      samples.push(await page.evaluate(() => (window as unknown as BenchWindow).__bench.keystroke!));
    }
  }
  return samples;
}

/** A keystroke's Event Timing: its longest keydown, keypress or input entry, split in three. */
interface KeystrokeTiming {
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

/**
 * Event Timing of the keystrokes: per keystroke the longest of its keydown, keypress and input
 * entries; a keystroke without one took under 16 ms (counted as 0).
 */
async function eventTimings(page: Page, samples: KeystrokeSample[]): Promise<KeystrokeTiming[]> {
  await page.waitForTimeout(500);
  const events = await page.evaluate(() => (window as unknown as BenchWindow).__bench.events.filter((entry) => ['keydown', 'keypress', 'input'].includes(entry.name)));
  return samples.map((sample, i) => {
    const end = samples[i + 1]?.start ?? Infinity;
    const longest = events.filter((entry) => entry.startTime >= sample.start - 1 && entry.startTime < end - 1).sort((a, b) => b.duration - a.duration)[0];
    if (!longest) return { duration: 0, inputDelay: 0, processing: 0, presentation: 0 };
    return {
      duration: longest.duration,
      inputDelay: longest.processingStart - longest.startTime,
      processing: longest.processingEnd - longest.processingStart,
      presentation: longest.startTime + longest.duration - longest.processingEnd,
    };
  });
}

/** What a few keystrokes in two blocks re-render, the first one (the editor turns dirty) apart. */
async function rerenders(page: Page, blocks: number): Promise<{ first: RenderSample; later: RenderSample[] }> {
  const later: RenderSample[] = [];
  let first: RenderSample | null = null;
  for (const index of [1, Math.floor(blocks / 2) + 1]) {
    await focusTextInput(page, index);
    await page.evaluate(() => (window as unknown as BenchWindow).__bench.startRenders());
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('y');
      await page.waitForTimeout(50);
      const sample = await page.evaluate(() => (window as unknown as BenchWindow).__bench.takeRenders());
      if (first) later.push(sample);
      else first = sample;
    }
  }
  return { first: first!, later };
}

/**
 * A rich text field's first use: click its preview and type at once; answers the milliseconds
 * until its editor has the focus and whether every character arrived.
 */
async function richTextSwitch(page: Page): Promise<{ ms: number; kept: boolean }> {
  const preview = page.locator(`${blockCard} [data-preview][role="textbox"]`).first();
  await preview.scrollIntoViewIfNeeded();
  const testId = await preview.getAttribute('data-testid');
  const started = Date.now();
  await preview.click();
  await page.keyboard.type('abc');
  const editor = page.locator(`[contenteditable="true"][data-testid="${testId}"]`);
  await page.waitForFunction((id) => (document.activeElement as HTMLElement | null)?.getAttribute('data-testid') === id && document.activeElement?.getAttribute('contenteditable') === 'true', testId);
  const ms = Date.now() - started;
  await page.waitForTimeout(100);
  const kept = (await editor.innerText()).includes('abc');
  return { ms, kept };
}

/**
 * The live preview: opens it beside the editor, then types one character at a time into the
 * author field of a quote near the top and one near the end, in turn; answers per keystroke the
 * milliseconds from its keydown until the preview frame loaded a draft showing the field's new
 * value (the frame's `srcdoc`, read on its load event: the document the editor will see).
 */
/** One live preview keystroke: to the frame showing it, and its request (start after the keydown, duration). */
interface PreviewSample {
  shown: number;
  requestStart: number;
  request: number;
}

async function previewLatencies(page: Page, blocks: number): Promise<PreviewSample[]> {
  await page.getByTestId('editor-preview-toggle').click();
  const frame = '[data-testid="editor-preview-frame"]';
  await page.waitForFunction((selector) => (document.querySelector(selector) as HTMLIFrameElement | null)?.srcdoc.includes('Ada Lovelace'), frame, { timeout: 30_000 });
  // Quotes are blocks 1, 5, 9…: the second and the last one.
  const quotes = [5, Math.floor((blocks - 2) / 4) * 4 + 1];
  const samples: PreviewSample[] = [];
  for (let i = 0; i < previews; i += 1) {
    const card = page.locator(blockCard).nth(quotes[i % 2]);
    // A card far from the screen is a light stand-in until it comes near it.
    await card.scrollIntoViewIfNeeded();
    const author = card.getByTestId('field-author');
    await author.waitFor();
    await author.focus();
    await page.keyboard.press('End');
    const expected = `${await author.inputValue()}x`;
    // Idle before each: the previous draft shown, no render in flight.
    await page.waitForTimeout(800);
    const shown = page.evaluate(
      ([selector, text]) =>
        new Promise<PreviewSample>((resolve, reject) => {
          const iframe = document.querySelector(selector) as HTMLIFrameElement;
          let keydown = NaN;
          // The buffer holds 250 entries by default, and the admin's own files filled it long ago.
          performance.clearResourceTimings();
          addEventListener('keydown', (event) => (keydown = event.timeStamp), { capture: true, once: true });
          const onLoad = () => {
            if (!iframe.srcdoc.includes(text)) return;
            iframe.removeEventListener('load', onLoad);
            const shown = performance.now() - keydown;
            const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith('/preview') && entry.startTime >= keydown);
            const last = requests[requests.length - 1];
            resolve({ shown, requestStart: last ? last.startTime - keydown : NaN, request: last ? last.responseEnd - last.startTime : NaN });
          };
          iframe.addEventListener('load', onLoad);
          setTimeout(() => reject(new Error(`the preview did not show "${text}" within 10 s`)), 10_000);
        }),
      [frame, expected] as const,
    );
    // The listeners are in place before the key is pressed (the evaluate above has reached the page).
    await page.waitForTimeout(50);
    await page.keyboard.press('x');
    samples.push(await shown);
  }
  return samples;
}

/** The admin-pages JavaScript a fresh browser fetches to open the editor, beyond what the shell fetched. */
async function firstLoad(browser: Browser, editorUrl: string, blocks: number): Promise<{ kb: number; files: number; shellKb: number }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(editorUrl);
    await page.getByTestId('login-submit').waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = () =>
      page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
          .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
      );
    const shell = new Set((await scripts()).map((entry) => entry.url));
    const shellKb = (await scripts()).reduce((sum, entry) => sum + entry.bytes, 0) / 1024;
    await signIn(page);
    await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length >= count, [blockCard, blocks] as const, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const remote = (await scripts()).filter((entry) => !shell.has(entry.url) && entry.url.includes('/remotes/admin-pages/'));
    return { kb: remote.reduce((sum, entry) => sum + entry.bytes, 0) / 1024, files: remote.length, shellKb };
  } finally {
    await context.close();
  }
}

// Reporting ---------------------------------------------------------------------------------------

const median = (samples: number[]) => percentile(samples, 50);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (value: number, goal: number) => (value < goal ? 'met' : 'NOT met');

function row(cells: string[]): string {
  const widths = [34, 30, 12, 8];
  return cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' ');
}

/** Figures of one page size. */
interface SizeFigures {
  blocks: number;
  openFromAdmin: OpenSample[];
  reload: number[];
  latencies: number[];
  eventTimings: KeystrokeTiming[];
  renders: { first: RenderSample; later: RenderSample[] };
  richText: { ms: number; kept: boolean };
  preview: PreviewSample[];
}

function printSize(f: SizeFigures): void {
  const opened = f.openFromAdmin.map((sample) => sample.painted);
  const lat50 = percentile(f.latencies, 50);
  const lat95 = percentile(f.latencies, 95);
  const ev95 = percentile(
    f.eventTimings.map((timing) => timing.duration),
    95,
  );
  const maxBlocks = Math.max(f.renders.first.blocks.length, ...f.renders.later.map((sample) => sample.blocks.length));
  const outsideLater = [...new Set(f.renders.later.flatMap((sample) => sample.outside))];
  console.log(`\n${f.blocks} blocks`);
  console.log(row(['figure', 'measured', 'goal', '']));
  console.log(row(['open from the admin (median)', `${ms(median(opened))} (min ${ms(Math.min(...opened))})`, `< ${goals.open} ms`, verdict(median(opened), goals.open)]));
  console.log(row(['reload open (median)', `${ms(median(f.reload))} (min ${ms(Math.min(...f.reload))})`, '', '']));
  console.log(row(['keystroke to paint p50 / p95', `${lat50.toFixed(1)} / ${lat95.toFixed(1)} ms`, `< ${goals.keystroke} ms`, verdict(lat95, goals.keystroke)]));
  console.log(row(['Event Timing p95 (keydown/input)', ev95 < 16 ? '< 16 ms' : ms(ev95), `< ${goals.keystroke} ms`, verdict(ev95, goals.keystroke)]));
  console.log(row(['blocks re-rendered per keystroke', `at most ${maxBlocks}`, '1', maxBlocks <= 1 ? 'met' : 'NOT met']));
  console.log(row(['  outside the cards, 1st keystroke', f.renders.first.outside.join(', ') || 'nothing', '', '']));
  console.log(row(['  outside the cards, later ones', outsideLater.join(', ') || 'nothing', '', '']));
  if (process.env.BENCH_DETAIL) {
    const split = (part: keyof KeystrokeTiming) =>
      `${percentile(
        f.eventTimings.map((timing) => timing[part]),
        50,
      ).toFixed(0)}/${percentile(
        f.eventTimings.map((timing) => timing[part]),
        95,
      ).toFixed(0)}`;
    console.log(row(['  Event Timing p50/p95: delay, handlers, presentation', `${split('inputDelay')}, ${split('processing')}, ${split('presentation')} ms`, '', '']));
    console.log(row(['  open: last data in (median)', ms(median(f.openFromAdmin.map((sample) => sample.dataIn))), '', '']));
    console.log(row(['  keystrokes to paint', f.latencies.map((value) => value.toFixed(0)).join(' '), '', '']));
  }
  const preview = (part: keyof PreviewSample, p: number) =>
    percentile(
      f.preview.map((sample) => sample[part]),
      p,
    );
  console.log(row(['live preview: keystroke to shown p50 / p95', `${ms(preview('shown', 50))} / ${ms(preview('shown', 95))}`, `< ${goals.preview} ms`, verdict(preview('shown', 95), goals.preview)]));
  console.log(row(['  its request: sent after / took (p50)', `${ms(preview('requestStart', 50))} / ${ms(preview('request', 50))}`, '', '']));
  console.log(row(['rich text: click to editor focused', `${ms(f.richText.ms)}${f.richText.kept ? ', typed text kept' : ', TYPED TEXT LOST'}`, '', '']));
}

async function measureSize(page: Page, base: string, pageId: number, blocks: number): Promise<SizeFigures> {
  const path = `/cmsadmin/page/${pageId}`;
  // A fresh document: the previous page may hold typed changes, which a route change would ask about.
  await page.goto(`${base}/cmsadmin/bench-elsewhere`);
  await page.getByTestId('not-installed').waitFor();
  // Warm up: the route's remote module and the editor's chunks are fetched once.
  await openFromAdmin(page, path, blocks);
  const openFigures: OpenSample[] = [];
  for (let i = 0; i < opens; i += 1) openFigures.push(await openFromAdmin(page, path, blocks));
  const reload: number[] = [];
  for (let i = 0; i < opens; i += 1) reload.push(await reloadOpen(page, blocks));
  const richText = await richTextSwitch(page);
  await page.goto(`${base}${path}`);
  await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length >= count, [blockCard, blocks] as const, { timeout: 60_000 });
  const renders = await rerenders(page, blocks);
  await page.goto(`${base}${path}`);
  await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length >= count, [blockCard, blocks] as const, { timeout: 60_000 });
  const samples = await typeMeasured(page, blocks, keystrokes);
  const timings = await eventTimings(page, samples);
  await page.goto(`${base}${path}`);
  await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length >= count, [blockCard, blocks] as const, { timeout: 60_000 });
  const preview = await previewLatencies(page, blocks);
  return { blocks, openFromAdmin: openFigures, reload, latencies: samples.map((sample) => sample.latency), eventTimings: timings, renders, richText, preview };
}

async function newBenchContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(installBenchHelpers);
  return context;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-editor-bench-'));
  const tessera = await createTessera({ ...readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), dataDir: join(dir, 'data'), mailDelivery: false, adminEmail, adminPassword });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const base = await tessera.listen(0, '127.0.0.1');
    const ctx = () => systemContext(tessera.orm.em.fork(), tessera.services);
    const pages: Array<{ id: number; blocks: number }> = [];
    for (const size of [50, 200]) {
      const created = await createPage(ctx(), { title: `Big page ${size}`, slug: `big-page-${size}`, type: 'content-page', locale: 'en-gb' });
      await storeVersion(ctx(), { versionId: created.pageVersionID!, title: `Big page ${size}`, blocks: Array.from({ length: size }, (_, i) => blockOf(i)) });
      pages.push({ id: created.pageID!, blocks: size });
    }

    console.log(`editor: Chromium ${browser.version()}, 1440×900, ${opens} opens and ${keystrokes} keystrokes per page (one run on a shared machine)`);
    const first = await firstLoad(browser, `${base}/cmsadmin/page/${pages[1].id}`, pages[1].blocks);

    const context = await newBenchContext(browser);
    const page = await context.newPage();
    // Leaving an editor with typed changes asks first (beforeunload): the benchmark leaves anyway.
    page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
    await page.goto(`${base}/cmsadmin/page/${pages[0].id}`);
    await signIn(page);
    await page.locator(blockCard).first().waitFor({ timeout: 60_000 });
    for (const { id, blocks } of pages) printSize(await measureSize(page, base, id, blocks));

    console.log(
      `\nadmin-pages JavaScript on the editor's first load, beyond the shell (${first.shellKb.toFixed(0)} KB): ${first.kb.toFixed(0)} KB compressed in ${first.files} files (goal < ${goals.firstLoadKb} KB: ${verdict(first.kb, goals.firstLoadKb)})`,
    );
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

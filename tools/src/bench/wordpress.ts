import { chmodSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, wrk, type LoadFigures } from './load';
import { childrenOf, processesCpuMs, treeCpuMs } from './process-cpu';
import {
  contentOf,
  databaseProcesses,
  installWordPress,
  mariadb,
  scratchDatabase,
  startNginx,
  startPhpFpm,
  stopChild,
  verifyPage,
  versions,
  wordPressMissing,
  writeHostConfig,
} from './wordpress-debian';

export { wordPressMissing, wordPressSkipped } from './wordpress-debian';

/**
 * WordPress as Debian ships it, for `npm run bench:site` to hold Tessera's uncached page against:
 * the `wordpress` package (its default theme, no page cache: core has none) under Debian's php-fpm
 * (Debian's php.ini, opcache on, the stock pool's process counts), on the local MariaDB server,
 * behind nginx. Everything is made for one run and removed at stop (`wordpress-debian.ts`: a
 * database and its user, a host file in /etc/wordpress, php-fpm and nginx in a temp folder).
 * Needs root: php-fpm's workers run as www-data, as Debian's pool has them. Then CPU per page of
 * php-fpm and the database server, read from /proc (`process-cpu.ts`), and requests/s under wrk.
 */

export interface WordPress {
  /** The page's address (pretty permalink). */
  url: string;
  /** What runs it: WordPress, PHP and MariaDB versions. */
  versions: string;
  /** The pids of php-fpm (master and workers) and of the database server. */
  processes(): number[];
  /** CPU ms used so far by php-fpm (with workers that exited) and by the database server. */
  cpuMs(): { php: number; database: number };
  /** Statements the database server has been sent so far (all clients: it is a shared server). */
  statements(): Promise<number>;
  /** Requests php-fpm has accepted so far (its status page, itself one of them). */
  accepted(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * WordPress with one published page holding `html`, behind nginx on a free port; undefined when
 * the Debian packages are missing (print `wordPressMissing()`). Files go to `<dir>/wordpress`.
 */
export async function startWordPress(options: { title: string; html: string; dir: string }): Promise<WordPress | undefined> {
  if (wordPressMissing()) return undefined;
  const dir = join(options.dir, 'wordpress');
  mkdirSync(dir, { recursive: true });
  // nginx's worker (www-data) reaches php-fpm's socket in here.
  chmodSync(options.dir, 0o755);
  chmodSync(dir, 0o755);
  const cleanups: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const database = await scratchDatabase();
    cleanups.push(() => database.drop());
    const configName = database.name.replace(/_/g, '-');
    const port = await freePort();
    const hostFile = writeHostConfig(configName, database, `http://127.0.0.1:${port}`);
    cleanups.push(() => rmSync(hostFile, { force: true }));
    const fpm = await startPhpFpm(dir);
    cleanups.push(() => stopChild(fpm.child));
    const nginx = await startNginx(dir, port, fpm.socket, configName);
    cleanups.push(() => stopChild(nginx));
    const content = contentOf(options.html);
    const page = await installWordPress(dir, configName, { title: options.title, html: content });
    await verifyPage(page.url, page.id, content);
    const databasePids = databaseProcesses();
    return {
      url: page.url,
      versions: await versions(),
      processes: () => [fpm.child.pid!, ...childrenOf(fpm.child.pid!), ...databasePids],
      cpuMs: () => ({ php: treeCpuMs(fpm.child.pid!), database: processesCpuMs(databasePids) }),
      statements: async () => Number((await mariadb(`show global status like 'Questions'`)).split(/\s+/)[1]),
      accepted: async () => ((await (await fetch(`http://127.0.0.1:${port}/fpm-status?json`)).json()) as { 'accepted conn': number })['accepted conn'],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface WordPressFigures {
  /** wrk against the page. */
  load: LoadFigures;
  /** CPU ms per page of php-fpm and the database server together, requests one after the other. */
  cpuMs: number;
  phpMs: number;
  databaseMs: number;
  /** The same under wrk (the requests php-fpm accepted meanwhile). */
  underLoadCpuMs: number;
  /** Statements the database server received per page. */
  statements: number;
  bytes: number;
}

function totalCpuMs(wordpress: WordPress): number {
  const { php, database } = wordpress.cpuMs();
  return php + database;
}

/** Waits until php-fpm and the database are quiet (a WP-Cron run the warm-up started has ended). */
async function waitUntilIdle(wordpress: WordPress): Promise<void> {
  let before = totalCpuMs(wordpress);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = totalCpuMs(wordpress);
    if (now - before < 20) return;
    before = now;
  }
}

async function getPage(url: string): Promise<number> {
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`WordPress page ${url}: ${response.status}`);
  return bytes;
}

interface SequentialFigures {
  phpMs: number;
  databaseMs: number;
  statements: number;
  bytes: number;
}

/** The page `requests` times one after the other: CPU per page of php-fpm and the database, statements per page. */
async function oneAfterAnother(wordpress: WordPress, requests: number): Promise<SequentialFigures> {
  const statementsBefore = await wordpress.statements();
  const before = wordpress.cpuMs();
  let bytes = 0;
  for (let i = 0; i < requests; i += 1) bytes = await getPage(wordpress.url);
  const after = wordpress.cpuMs();
  // The statement counter's own query is one of them.
  const statements = ((await wordpress.statements()) - statementsBefore - 1) / requests;
  return { phpMs: (after.php - before.php) / requests, databaseMs: (after.database - before.database) / requests, statements, bytes };
}

/** CPU per page under wrk, divided by the requests php-fpm accepted (wrk's own count leaves out the ones still open when it stops). */
async function underLoad(wordpress: WordPress, connections: number, seconds: number): Promise<{ load: LoadFigures; cpuMs: number }> {
  const before = { cpuMs: totalCpuMs(wordpress), accepted: await wordpress.accepted() };
  // WordPress answers 32 connections in seconds here: with wrk's default 2 s timeout it would leave out the slowest pages.
  const load = await wrk(wordpress.url, { connections, seconds, timeoutSeconds: 30 });
  await waitUntilIdle(wordpress);
  // The status request before is counted in the second reading.
  return { load, cpuMs: (totalCpuMs(wordpress) - before.cpuMs) / ((await wordpress.accepted()) - before.accepted - 1) };
}

/**
 * After a warm-up, `rounds` rounds of `requests` pages one after the other (the median round is
 * kept, so a busy moment of the machine does not decide), then wrk: CPU per page of php-fpm and
 * the database server (read from /proc, both outside this process), the statements the database
 * got, requests/s. The database server is shared: another client's work meanwhile would count too.
 */
export async function measureWordPress(wordpress: WordPress, options: { requests?: number; rounds?: number; connections?: number; seconds?: number } = {}): Promise<WordPressFigures> {
  // Warm-up: opcache fills, and WP-Cron's first run (update checks, clean-ups) is over before counting.
  for (let i = 0; i < 30; i += 1) await getPage(wordpress.url);
  await getPage(new URL('/wp-cron.php', wordpress.url).toString());
  await waitUntilIdle(wordpress);
  const rounds: SequentialFigures[] = [];
  for (let round = 0; round < (options.rounds ?? 3); round += 1) rounds.push(await oneAfterAnother(wordpress, options.requests ?? 100));
  const median = [...rounds].sort((a, b) => a.phpMs + a.databaseMs - (b.phpMs + b.databaseMs))[Math.floor(rounds.length / 2)];
  const loaded = await underLoad(wordpress, options.connections ?? 32, options.seconds ?? 8);
  return { ...median, cpuMs: median.phpMs + median.databaseMs, load: loaded.load, underLoadCpuMs: loaded.cpuMs };
}

const row = (name: string, figure: string, goal: string) => `${name.padEnd(58)} ${figure.padEnd(30)} ${goal}`;

/** The lines the site bench prints for WordPress: what runs, CPU and SQL per page, requests/s. */
export function wordPressLines(wordpress: WordPress, figures: WordPressFigures, connections = 32): string[] {
  const { load } = figures;
  return [
    `WordPress: ${wordpress.versions}; no page cache (core has none), ${(figures.bytes / 1024).toFixed(1)} KB page`,
    row(
      'uncached page, WordPress (php-fpm + MariaDB)',
      `${figures.cpuMs.toFixed(2)} ms CPU, ${figures.statements.toFixed(1)} SQL`,
      `php-fpm ${figures.phpMs.toFixed(2)} + MariaDB ${figures.databaseMs.toFixed(2)} ms; ${figures.underLoadCpuMs.toFixed(2)} ms under wrk`,
    ),
    `${`WordPress page, wrk -t1 -c${connections}`.padEnd(44)} ${load.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${load.p50Ms.toFixed(2).padStart(6)} ms   p99 ${load.p99Ms.toFixed(2).padStart(6)} ms`,
  ];
}

/** Tessera's CPU per uncached page held against WordPress's, with the issue's goal (five times cheaper). */
export function againstWordPress(label: string, tesseraCpuMs: number, figures: WordPressFigures): string {
  return row(`Tessera against WordPress, ${label}`, `${(figures.cpuMs / tesseraCpuMs).toFixed(1)}× less CPU per page`, 'goal ≥ 5×');
}

/**
 * The whole comparison in one call, for the site bench: starts WordPress with the page, measures,
 * prints, stops. Prints why it was skipped instead (not installed, not root, no MariaDB server)
 * and then answers undefined, so the rest of the bench runs on.
 */
export async function benchWordPress(options: { title: string; html: string; dir: string; connections?: number; seconds?: number }): Promise<WordPressFigures | undefined> {
  let wordpress: WordPress | undefined;
  try {
    wordpress = await startWordPress(options);
  } catch (error) {
    console.log(`WordPress: could not be set up (${(error as Error).message.split('\n')[0]}), skipped`);
    return undefined;
  }
  if (!wordpress) {
    console.log(wordPressMissing());
    return undefined;
  }
  try {
    const figures = await measureWordPress(wordpress, options);
    for (const line of wordPressLines(wordpress, figures, options.connections)) console.log(line);
    return figures;
  } finally {
    await wordpress.stop();
  }
}

/** About 16 KB of an article, for running this file alone. */
function sampleArticle(): string {
  const paragraph = (n: number) =>
    `<p>Paragraph ${n}: moving a newsroom's archive to the cloud means <strong>deciding what to keep</strong>, what to <em>rewrite</em> and what to let go. The team counted pages, images and links, then <a href="/news/archive-${n}">wrote down each decision</a> so the next one would be quicker.</p>`;
  const section = (n: number) =>
    `<section><h2>Part ${n}</h2>${[1, 2, 3].map((i) => paragraph(n * 10 + i)).join('')}<ul><li>Inventory ${n}</li><li>Redirects ${n}</li><li>Images ${n}</li></ul><figure><img src="/media/part-${n}.jpg" width="1200" height="675" alt="Part ${n}"><figcaption>Part ${n} of the move</figcaption></figure></section>`;
  return `<article><h1>Moving to the cloud: a long read</h1>${Array.from({ length: 14 }, (_, i) => section(i + 1)).join('')}</article>`;
}

/**
 * `node tools/dist/bench/wordpress.js`: WordPress alone, with a sample page or the HTML file
 * BENCH_WORDPRESS_HTML names (a page Tessera rendered, say).
 */
async function main(): Promise<void> {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(join(tmpdir(), 'tessera-wp-bench-'));
  const file = process.env.BENCH_WORDPRESS_HTML;
  const html = file ? readFileSync(file, 'utf8') : sampleArticle();
  console.log(`${file ?? 'sample page'}: ${(html.length / 1024).toFixed(1)} KB of HTML`);
  try {
    await benchWordPress({ title: 'Moving to the cloud: a long read', html, dir, seconds: Number(process.env.BENCH_SECONDS ?? 8) });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

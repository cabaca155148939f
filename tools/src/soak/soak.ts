/**
 * `npm run soak` (after `npm run build`): the built gateway as a child process on a fresh
 * embedded database with the demo site, under `SOAK_VISITORS` (200) visitors and `SOAK_EDITORS`
 * (10) editors for `SOAK_SECONDS` (600). Visitors read cached and uncached pages, revalidate,
 * search and send the contact form (soak-visitor.ts); editors sign in, list, open, store, publish
 * and upload through the admin's GraphQL (soak-editor.ts). The gateway's RSS is read from /proc
 * every few seconds. Prints requests, errors (by kind, status and code) and p50/p95/p99 per kind,
 * RSS at start, middle and end with a verdict, and the errors in the gateway's log. Exits non-zero
 * on any error, or when memory grew.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../bench/load';
import { Recorder, SoakClient, sleep } from './soak-client';
import { adminOperations, runEditor, type EditorAccount } from './soak-editor';
import { pageToken, runVisitor, type SiteMap } from './soak-visitor';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const visitors = Number(process.env.SOAK_VISITORS ?? 200);
const editors = Number(process.env.SOAK_EDITORS ?? 10);
const sampleEveryMs = 5000;
/** Memory is flat when RSS at the end is at most this much above RSS at the middle. */
const flatTolerance = 0.1;

const root = join(__dirname, '..', '..', '..');
const admin = { email: 'soak-admin@example.com', password: 'Soak-password-1!' };
const searchTerms: Record<string, string[]> = {
  'en-gb': ['cloud', 'security', 'data', 'consultants', 'projects', 'careers'],
  'nl-nl': ['advies', 'cloud', 'beveiliging', 'projecten', 'data', 'werken'],
  'de-de': ['Beratung', 'Cloud', 'Sicherheit', 'Daten', 'Projekte', 'Karriere'],
  'fr-fr': ['conseil', 'cloud', 'sécurité', 'données', 'projets', 'carrières'],
};

interface Sample {
  at: number;
  rssMb: number;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function startGateway(env: NodeJS.ProcessEnv, logFile: string, base: string): Promise<ChildProcess> {
  const log = openSync(logFile, 'a');
  const probe = env.SOAK_MEMORY_FILE ? ['--require', join(__dirname, 'memory-probe.js')] : [];
  const child = spawn(process.execPath, ['--no-allocation-site-pretenuring', ...probe, join(root, 'gateway', 'dist', 'main.js')], { cwd: root, env, stdio: ['ignore', log, log] });
  closeSync(log);
  for (let waited = 0; waited < 120_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the gateway did not answer /healthz within 120 s');
}

async function stopGateway(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The CLI against the running gateway's embedded database (it joins it), as an operator would. */
async function cli(env: NodeJS.ProcessEnv, args: string[]): Promise<void> {
  await promisify(execFile)(process.execPath, [join(root, 'gateway', 'dist', 'cli.js'), ...args], { cwd: root, env: { ...env, TESSERA_DB_POOL_MAX: '2' }, timeout: 300_000 });
}

/** What visitors will read: the sitemap's pages, the contact forms in them, the search pages. */
async function discover(base: string, locales: string[], defaultLocale: string): Promise<SiteMap> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (pages.length === 0) throw new Error('the sitemap lists no pages');
  const contact: SiteMap['contact'] = [];
  for (const path of pages) {
    const html = await (await fetch(base + path)).text();
    const form = /<form[^>]*data-island="contact-form"[^>]*>/.exec(html)?.[0];
    const locale = form && /data-locale="([^"]+)"/.exec(form)?.[1];
    if (locale && pageToken(html)) contact.push({ path, locale });
  }
  if (contact.length === 0) throw new Error('no page with the contact form');
  const search = locales.map((locale) => ({ path: locale === defaultLocale ? '/zoeken' : `/${locale}/zoeken`, locale, terms: searchTerms[locale] ?? ['cloud'] }));
  const popular = pages.filter((path) => !/^\/[a-z]{2}-[a-z]{2}(\/|$)/.test(path) && path.split('/').filter(Boolean).length <= 1);
  return { pages, popular: popular.length > 0 ? popular : pages, contact, search };
}

/** Gateway log lines at warn (40) and error (50 and up), as pino writes them. */
function logProblems(logFile: string): { warnings: number; errors: number; examples: string[] } {
  const result = { warnings: 0, errors: 0, examples: [] as string[] };
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let level = 50;
    try {
      level = (JSON.parse(line) as { level?: number }).level ?? 50;
    } catch {
      // not pino's: count it as an error to look at
    }
    if (level >= 50) result.errors++;
    else if (level >= 40) result.warnings++;
    if (level >= 40 && result.examples.length < 5) result.examples.push(line.slice(0, 400));
  }
  return result;
}

function memoryVerdict(samples: Sample[], start: number, durationMs: number): { lines: string[]; flat: boolean } {
  const at = (t: number) => samples.reduce((best, sample) => (Math.abs(sample.at - t) < Math.abs(best.at - t) ? sample : best));
  const first = samples[0];
  const middle = at(start + durationMs / 2);
  const end = samples[samples.length - 1];
  const max = samples.reduce((best, sample) => (sample.rssMb > best.rssMb ? sample : best));
  const growth = (end.rssMb - middle.rssMb) / middle.rssMb;
  // Least-squares slope over the second half, MB per minute.
  const half = samples.filter((sample) => sample.at >= middle.at);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const ts = half.map((s) => (s.at - start) / 60_000);
  const ys = half.map((s) => s.rssMb);
  const [tm, ym] = [mean(ts), mean(ys)];
  const slope = ts.reduce((sum, t, i) => sum + (t - tm) * (ys[i] - ym), 0) / (ts.reduce((sum, t) => sum + (t - tm) ** 2, 0) || 1);
  const s = (sample: Sample) => `${sample.rssMb.toFixed(1)} MB (t=${((sample.at - start) / 1000).toFixed(0)} s)`;
  const flat = growth <= flatTolerance;
  return {
    flat,
    lines: [
      `gateway RSS: start ${s(first)}, middle ${s(middle)}, end ${s(end)}, max ${s(max)}; ${samples.length} samples every ${sampleEveryMs / 1000} s`,
      `RSS trend over the second half: ${slope >= 0 ? '+' : ''}${slope.toFixed(2)} MB/min`,
      `memory ${flat ? 'FLAT' : 'NOT FLAT'} (rule: end ≤ middle + ${flatTolerance * 100}%; end is ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}% of middle)`,
    ],
  };
}

/** The gateway's own split of its memory (SOAK_MEMORY_DETAIL) at start, middle and end of the run. */
function memoryDetail(file: string, start: number, durationMs: number): string[] {
  const rows = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, number>)
    .filter((row) => row.at >= start - 6000);
  if (rows.length === 0) return ['memory detail: no samples'];
  const near = (t: number) => rows.reduce((best, row) => (Math.abs(row.at - t) < Math.abs(best.at - t) ? row : best));
  const mb = (value: number) => `${(value / 1048576).toFixed(1)}`;
  return [
    'gateway memory split (MB): rss / JS heap used / heap total / external / array buffers',
    ...(
      [
        ['start', rows[0]],
        ['middle', near(start + durationMs / 2)],
        ['end', rows[rows.length - 1]],
      ] as const
    ).map(([name, row]) => `  ${name.padEnd(7)} ${mb(row.rss)} / ${mb(row.heapUsed)} / ${mb(row.heapTotal)} / ${mb(row.external)} / ${mb(row.arrayBuffers)}`),
  ];
}

async function main(): Promise<void> {
  const dir = mkdtempSync('/tmp/soak-');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = join(dir, 'gateway.log');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    TESSERA_DATA_DIR: join(dir, 'data'),
    TESSERA_PUBLIC_URL: base,
    TESSERA_ADMIN_EMAIL: admin.email,
    TESSERA_ADMIN_PASSWORD: admin.password,
    TESSERA_COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
  };
  // The product default: the embedded database, and mail written to the data directory's outbox.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.NODE_ENV;
  const memoryFile = join(dir, 'memory.jsonl');
  if (process.env.SOAK_MEMORY_DETAIL) env.SOAK_MEMORY_FILE = memoryFile;

  let gateway: ChildProcess | undefined;
  let failed = true;
  try {
    const booted = Date.now();
    gateway = await startGateway(env, logFile, base);
    console.log(`gateway pid ${gateway.pid} on ${base}, data in ${dir} (ready in ${((Date.now() - booted) / 1000).toFixed(1)} s)`);
    const seeded = Date.now();
    await cli(env, ['seed:demo']);
    const accounts: EditorAccount[] = [];
    for (let i = 1; i <= editors; i += 1) {
      const account = { email: `soak-editor-${i}@example.com`, password: `Soak-editor-${i}!` };
      await cli(env, ['user:create', '--email', account.email, '--role', 'reviewer', '--name', `Soak editor ${i}`, '--password', account.password]);
      accounts.push(account);
    }
    const settings = (await (await fetch(`${base}/api/tessera/settings/get`)).json()) as { availableLocales: string[]; defaultLocale: string };
    // The CLI's events reach the gateway by its poll: wait until the site shows the seed.
    const site = await discover(base, settings.availableLocales, settings.defaultLocale);
    console.log(
      `seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s: demo site (${site.pages.length} published pages in ${settings.availableLocales.join(', ')}), ${editors} editors with role reviewer (create-page, publish-page, manage-media)`,
    );

    // Warm-up: every page and search page read twice (cached, compiled), a search per locale.
    const warm = new Recorder();
    const warmClient = new SoakClient(base, '10.255.255.254', warm);
    for (let round = 0; round < 2; round += 1) for (const path of [...site.pages, ...site.search.map((s) => s.path)]) await warmClient.call('warm-up', path);
    for (const page of site.search) {
      const token = pageToken((await warmClient.call('warm-up', page.path))?.text ?? '');
      warmClient.setCookie('tessera_site_csrf', token ?? '');
      await warmClient.postJson('warm-up', '/api/tessera/search/search', { term: page.terms[0], locales: [page.locale], pageTypes: [], count: 10, offset: 0 }, token ?? null);
    }
    if (warm.errorCount > 0) throw new Error(`warm-up failed:\n${warm.examples.join('\n')}`);
    await sleep(2000);

    const pid = gateway.pid!;
    const samples: Sample[] = [];
    const recorder = new Recorder();
    const start = Date.now();
    const deadline = start + seconds * 1000;
    samples.push({ at: start, rssMb: rssMb(pid) });
    const sampler = setInterval(() => {
      if (gateway?.exitCode === null) samples.push({ at: Date.now(), rssMb: rssMb(pid) });
    }, sampleEveryMs);
    const load = [loadavg()[0]];
    const loadSampler = setInterval(() => load.push(loadavg()[0]), 30_000);
    console.log(`soak: ${visitors} visitors and ${editors} editors for ${seconds} s (load average at start ${load[0].toFixed(2)}, 2 cores shared with other sessions)`);

    const operation = adminOperations(root);
    const rampMs = Math.min(20_000, (seconds * 1000) / 10);
    const people: Array<Promise<void>> = [];
    for (let i = 0; i < editors; i += 1) {
      const client = new SoakClient(base, `10.1.0.${i + 1}`, recorder);
      people.push(sleep((i / editors) * rampMs).then(() => runEditor(client, operation, accounts[i], site, deadline, i)));
    }
    for (let i = 0; i < visitors; i += 1) {
      const client = new SoakClient(base, `10.2.${Math.floor(i / 250)}.${(i % 250) + 1}`, recorder);
      people.push(sleep((i / visitors) * rampMs).then(() => runVisitor(client, site, deadline, i)));
    }
    const progress = setInterval(() => {
      const t = ((Date.now() - start) / 1000).toFixed(0);
      console.log(`  t=${t} s: ${recorder.total} requests, ${recorder.errorCount} errors, RSS ${samples[samples.length - 1].rssMb.toFixed(1)} MB, load ${loadavg()[0].toFixed(2)}`);
    }, 60_000);
    const outcomes = await Promise.allSettled(people);
    clearInterval(progress);
    clearInterval(sampler);
    clearInterval(loadSampler);
    if (gateway.exitCode === null) samples.push({ at: Date.now(), rssMb: rssMb(pid) });
    load.push(loadavg()[0]);
    const elapsed = (Date.now() - start) / 1000;
    const crashed = outcomes.filter((outcome) => outcome.status === 'rejected') as PromiseRejectedResult[];

    console.log(
      `\n${recorder.total} requests in ${elapsed.toFixed(0)} s (${(recorder.total / elapsed).toFixed(1)}/s); load average (1 min) during the run ${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)} on 2 cores shared with other sessions`,
    );
    for (const line of recorder.table()) console.log(line);
    console.log(`errors: ${recorder.errorCount}`);
    for (const [key, count] of recorder.failures) console.log(`  ${key}: ${count}`);
    for (const example of recorder.examples) console.log(`  e.g. ${example}`);
    for (const outcome of crashed) console.log(`  a simulated person stopped: ${String(outcome.reason)}`);
    const problems = logProblems(logFile);
    console.log(`gateway log: ${problems.errors} errors, ${problems.warnings} warnings`);
    for (const example of problems.examples) console.log(`  ${example}`);
    if (gateway.exitCode !== null) console.log(`the gateway EXITED during the run (${gateway.exitCode})`);
    const memory = memoryVerdict(samples, start, seconds * 1000);
    for (const line of memory.lines) console.log(line);
    if (env.SOAK_MEMORY_FILE) for (const line of memoryDetail(memoryFile, start, seconds * 1000)) console.log(line);
    failed = recorder.errorCount > 0 || crashed.length > 0 || problems.errors > 0 || gateway.exitCode !== null || !memory.flat;
    console.log(failed ? 'soak: FAILED' : 'soak: passed (0 errors, memory flat)');
  } finally {
    if (gateway) await stopGateway(gateway);
    if (process.env.SOAK_KEEP) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

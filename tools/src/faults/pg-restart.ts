/**
 * `npm run faults:pg-restart`: the PostgreSQL server restarted under load. The built gateway runs
 * as a child process on a scratch database of the server (DATABASE_URL, default
 * postgresql://postgres@127.0.0.1:5432/postgres). 50 readers (cached public pages, uncached
 * public pages, the public page through REST and through GraphQL) and 5 writers (stores of their
 * own pages) run throughout; after a steady phase the server is stopped, kept down a few seconds
 * (FAULTS_PG_DOWN_SECONDS, default 3) and started again, and the load goes on for a while.
 *
 * Measured and printed: answers per second by outcome (ok, a catalogue code, `hang` for no
 * answer within 10 s, `network`, `stack`, `uncoded-…`), the time from the database accepting
 * connections again to the gateway's first DB-backed success and to its last failure, and the
 * cached pages' answers. Fails (exit 1) on a hang, an answer without a code or with a stack,
 * a cached page not answered 200, no recovery within 5 s, or a gateway that died.
 *
 * The server is stopped and started with pg_ctlcluster (the one cluster under /etc/postgresql),
 * or with the shell commands FAULTS_PG_STOP and FAULTS_PG_START; it is always started again.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { scratchDatabase } from '../bench/bench-support';
import { freePort } from '../bench/load';
import { Cleanup, codeOf, exited, logTail, printTable, Session, sleep, startGateway, type Answer, type GatewayProcess } from './fault-support';

const exec = promisify(execFile);
const serverUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const readerCount = Number(process.env.FAULTS_READERS ?? 50);
const writerCount = Number(process.env.FAULTS_WRITERS ?? 5);
const steadySeconds = Number(process.env.FAULTS_STEADY_SECONDS ?? 5);
const downSeconds = Number(process.env.FAULTS_PG_DOWN_SECONDS ?? 3);
const afterSeconds = Number(process.env.FAULTS_AFTER_SECONDS ?? 12);
const recoveryGoalMs = 5000;
const hangMs = 10_000;
const publishedPages = 10;

type Kind = 'cached page' | 'uncached page' | 'REST page' | 'GraphQL page' | 'store';

interface Sample {
  kind: Kind;
  start: number;
  end: number;
  outcome: string;
}

/** The shell commands that stop and start the server, found on this machine unless given. */
function controlCommands(): { stop: string; start: string } {
  if (process.env.FAULTS_PG_STOP && process.env.FAULTS_PG_START) return { stop: process.env.FAULTS_PG_STOP, start: process.env.FAULTS_PG_START };
  const clusters = readdirSync('/etc/postgresql').flatMap((version) => readdirSync(join('/etc/postgresql', version)).map((name) => `${version} ${name}`));
  if (clusters.length !== 1) throw new Error(`found ${clusters.length} PostgreSQL clusters under /etc/postgresql: set FAULTS_PG_STOP and FAULTS_PG_START`);
  const asPostgres = process.getuid?.() === 0 ? '' : 'sudo -u postgres ';
  return { stop: `${asPostgres}pg_ctlcluster ${clusters[0]} stop -m fast`, start: `${asPostgres}pg_ctlcluster ${clusters[0]} start` };
}

async function shell(command: string): Promise<void> {
  await exec('/bin/sh', ['-c', command], { timeout: 60_000 });
}

async function accepting(): Promise<boolean> {
  const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** An answer as this kind of request expects it: ok, or its outcome (a site error page carries its code in its text). */
function judged(kind: Kind, answer: Answer): string {
  if (answer.outcome === 'hang' || answer.outcome === 'network' || answer.outcome === 'stack') return answer.outcome;
  const siteCode = /\(([A-Z]+_\d+)\)/.exec(answer.text)?.[1];
  switch (kind) {
    case 'cached page':
      return answer.status === 200 ? 'ok' : (siteCode ?? `uncoded-${answer.status}`);
    case 'uncached page':
      return answer.status === 404 && answer.text.includes('<html') ? 'ok' : (siteCode ?? `uncoded-${answer.status}`);
    case 'GraphQL page':
      return answer.status === 200 && answer.body?.data?.pageBySlug?.status === 200 ? 'ok' : (codeOf(answer.body) ?? `uncoded-${answer.status}`);
    default:
      return answer.outcome;
  }
}

async function main(): Promise<void> {
  const cleanup = new Cleanup();
  const failures: string[] = [];
  const dir = mkdtempSync('/tmp/faults-pg-');
  cleanup.add('temporary directory', () => rmSync(dir, { recursive: true, force: true }));
  const logFile = join(dir, 'server.log');
  const control = controlCommands();
  const samples: Sample[] = [];
  const marks: Record<string, number> = {};
  let gateway: GatewayProcess | undefined;
  let other: GatewayProcess | undefined;
  const invalidation = { before: Number.NaN, after: Number.NaN };
  let databaseDown = false;
  const t0 = performance.now();
  try {
    if (!(await accepting())) throw new Error(`no PostgreSQL server answers at ${serverUrl}`);
    const scratch = await scratchDatabase(serverUrl, 'tessera_faults');
    cleanup.add('scratch database', () => scratch.drop());
    cleanup.add('PostgreSQL server up', async () => {
      if (databaseDown || !(await accepting())) await shell(control.start);
    });
    cleanup.add('gateways', async () => {
      for (const instance of [gateway, other]) {
        if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
          instance.child.kill('SIGKILL');
          await exited(instance.child);
        }
      }
    });
    const port = await freePort();
    gateway = await startGateway({ port, env: { DATABASE_URL: scratch.url, TESSERA_DATA_DIR: join(dir, 'data'), TESSERA_MAIL_DELIVERY: 'false' }, logFile });
    const base = gateway.base;
    console.log(`faults:pg-restart: gateway on ${base} over ${new URL(scratch.url).pathname.slice(1)}; ${readerCount} readers, ${writerCount} writers; server down ${downSeconds} s`);

    const editor = new Session(base, hangMs);
    await editor.signIn();
    const slugs: string[] = [];
    let firstReadVersion = 0;
    for (let i = 0; i < publishedPages; i += 1) {
      const created = await editor.rest('POST', '/page/create', { title: `Read ${i}`, slug: `faults-read-${i}`, type: 'content-page', locale: 'en-gb' });
      const published = await editor.rest('POST', `/page/version/${created.body?.pageVersionID}/store-and-publish`, {
        title: `Read ${i}`,
        blocks: [{ type: 'rich-text', key: 'main', props: { heading: `Read ${i}`, body: '<p>Read under a database restart.</p>' } }],
      });
      if (published.outcome !== 'ok') throw new Error(`publishing a page failed: ${published.text}`);
      if (i === 0) firstReadVersion = published.body.pageVersionID;
      slugs.push(`faults-read-${i}`);
    }
    const own: Array<{ id: number; base: number }> = [];
    for (let w = 0; w < writerCount; w += 1) {
      const created = await editor.rest('POST', '/page/create', { title: `Write ${w}`, slug: `faults-write-${w}`, type: 'content-page', locale: 'en-gb' });
      own.push({ id: created.body.pageID, base: created.body.pageVersionID });
    }
    // The cached pages: served once, so the HTML cache holds them.
    for (const slug of slugs) await (await fetch(`${base}/${slug}`)).arrayBuffer();

    let running = true;
    // Load pauses while an invalidation across instances is timed, so the figure is the event's
    // way, not a queue of renders on a saturated machine.
    let paused = false;
    let requestNumber = 0;
    const record = (kind: Kind, start: number, answer: Answer) => samples.push({ kind, start, end: performance.now(), outcome: judged(kind, answer) });

    async function reader(r: number): Promise<void> {
      const visitor = new Session(base, hangMs);
      const kinds: Kind[] = ['cached page', 'cached page', 'uncached page', 'REST page', 'GraphQL page'];
      while (running) {
        requestNumber += 1;
        const kind = kinds[(r + requestNumber) % kinds.length];
        const slug = slugs[requestNumber % slugs.length];
        const start = performance.now();
        const answer =
          kind === 'cached page'
            ? await visitor.request('GET', `/${slug}`)
            : kind === 'uncached page'
              ? await visitor.request('GET', `/faults-missing-${requestNumber % 500}`)
              : kind === 'REST page'
                ? await visitor.rest('GET', `/page/get-by-slug-query?slug=${slug}`)
                : await visitor.gql('query($slug: String!) { pageBySlug(slug: $slug) { status page { slug pageVersion { title } } } }', { slug });
        record(kind, start, answer);
        await sleep(20 + Math.random() * 30);
        while (paused && running) await sleep(50);
      }
    }

    async function writer(w: number): Promise<void> {
      const session = Object.assign(new Session(base, hangMs), { cookie: editor.cookie, csrf: editor.csrf });
      let n = 0;
      while (running) {
        n += 1;
        const start = performance.now();
        const title = `Write ${w} store ${n}`;
        const answer = await session.rest('POST', `/page/version/${own[w].base}/store`, { title, blocks: [{ type: 'rich-text', key: 'main', props: { heading: title, body: `<p>${title}</p>` } }] });
        record('store', start, answer);
        if (answer.outcome === 'ok') own[w].base = answer.body.pageVersionID;
        else if (answer.outcome === 'PM_02') {
          // A store that failed at its commit may have landed after all: build on what is there.
          const page = await session.rest('GET', `/page/${own[w].id}`);
          if (page.outcome === 'ok') own[w].base = page.body.latestVersionID;
        }
        await sleep(100 + Math.random() * 100);
        while (paused && running) await sleep(50);
      }
    }

    // A second instance on the same database: a page it publishes must leave the first one's
    // HTML cache at once (NOTIFY on the event listener connection), also after the restart.
    other = await startGateway({ port: await freePort(), env: { DATABASE_URL: scratch.url, TESSERA_DATA_DIR: join(dir, 'other'), TESSERA_MAIL_DELIVERY: 'false' }, logFile });
    const otherEditor = Object.assign(new Session(other.base, hangMs), { cookie: editor.cookie, csrf: editor.csrf });
    let changedBase = firstReadVersion;
    const crossInstance = async (label: string): Promise<number> => {
      paused = true;
      await sleep(2000);
      try {
        return await publishElsewhere(label);
      } finally {
        paused = false;
      }
    };
    const publishElsewhere = async (label: string): Promise<number> => {
      const title = `Changed ${label}`;
      const answer = await otherEditor.rest('POST', `/page/version/${changedBase}/store-and-publish`, {
        title,
        blocks: [{ type: 'rich-text', key: 'main', props: { heading: title, body: '<p>Changed on the other instance.</p>' } }],
      });
      if (answer.outcome !== 'ok') throw new Error(`publishing on the other instance failed: ${answer.status} ${answer.text.slice(0, 200)}`);
      changedBase = answer.body.pageVersionID;
      const since = performance.now();
      while (!(await (await fetch(`${base}/faults-read-0`)).text()).includes(title)) {
        if (performance.now() - since > 15_000) return Number.NaN;
        await sleep(10);
      }
      return performance.now() - since;
    };

    const load = [...Array.from({ length: readerCount }, (_, r) => reader(r)), ...Array.from({ length: writerCount }, (_, w) => writer(w))];
    await sleep(steadySeconds * 1000);
    invalidation.before = await crossInstance('before');
    // That publish emptied the HTML cache: fill it again before the database goes.
    for (const slug of slugs) {
      while ((await fetch(`${base}/${slug}`).then(async (response) => (await response.arrayBuffer(), response.status))) !== 200) await sleep(50);
    }
    await sleep(1000);

    marks.stop = performance.now();
    databaseDown = true;
    await shell(control.stop);
    marks.stopped = performance.now();
    await sleep(downSeconds * 1000);
    marks.start = performance.now();
    // Polled while the start command runs, so the moment it accepts is known to ~20 ms.
    const starting = shell(control.start);
    while (!(await accepting())) await sleep(20);
    databaseDown = false;
    marks.accepting = performance.now();
    await starting;
    await sleep(afterSeconds * 1000);
    invalidation.after = await crossInstance('after');
    running = false;
    await Promise.all(load);
    marks.end = performance.now();

    const alive = gateway.child.exitCode === null && gateway.child.signalCode === null;
    if (!alive) failures.push(`the gateway died (${gateway.child.exitCode ?? gateway.child.signalCode}):\n${logTail(logFile)}`);
    report(samples, marks, invalidation, failures);
  } catch (error) {
    failures.push(`run aborted: ${(error as Error).message}`);
    console.error(error);
    console.error(logTail(logFile));
  } finally {
    await cleanup.run();
  }
  console.log(`\nrun time ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  if (failures.length > 0) {
    console.error(`\nfaults:pg-restart FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('faults:pg-restart: coded errors only, no hang, recovered in time, cached pages served throughout');
}

function report(samples: Sample[], marks: Record<string, number>, invalidation: { before: number; after: number }, failures: string[]): void {
  const second = (t: number) => Math.floor((t - marks.stop) / 1000);
  // Per second (0 = the stop command), answers by outcome.
  const bySecond = new Map<number, Map<string, number>>();
  for (const sample of samples) {
    const s = second(sample.end);
    const counts = bySecond.get(s) ?? new Map<string, number>();
    counts.set(sample.outcome, (counts.get(sample.outcome) ?? 0) + 1);
    bySecond.set(s, counts);
  }
  console.log(
    `\nanswers per second (0 = stop issued; stopped at +${((marks.stopped - marks.stop) / 1000).toFixed(1)} s, start at +${((marks.start - marks.stop) / 1000).toFixed(1)} s, accepting at +${((marks.accepting - marks.stop) / 1000).toFixed(1)} s)`,
  );
  for (const s of [...bySecond.keys()].sort((a, b) => a - b)) {
    if (s < -2) continue;
    const counts = [...bySecond.get(s)!]
      .sort((a, b) => b[1] - a[1])
      .map(([outcome, count]) => `${outcome} ${count}`)
      .join(', ');
    console.log(`  ${(s >= 0 ? `+${s}` : String(s)).padStart(4)} s  ${counts}`);
  }

  const dbBacked = samples.filter((sample) => sample.kind !== 'cached page');
  const firstOk = dbBacked.filter((sample) => sample.outcome === 'ok' && sample.end >= marks.accepting).sort((a, b) => a.end - b.end)[0];
  const lastFailure = dbBacked.filter((sample) => sample.outcome !== 'ok').sort((a, b) => b.end - a.end)[0];
  const firstOkMs = firstOk ? firstOk.end - marks.accepting : Number.NaN;
  const lastFailureMs = lastFailure ? lastFailure.end - marks.accepting : Number.NaN;
  const bad = samples.filter((sample) => ['hang', 'stack'].includes(sample.outcome) || sample.outcome.startsWith('uncoded'));
  const cached = samples.filter((sample) => sample.kind === 'cached page');
  const cachedDuringOutage = cached.filter((sample) => sample.end >= marks.stop && sample.start <= marks.accepting);
  const cachedBad = cached.filter((sample) => sample.outcome !== 'ok');
  const codes = new Map<string, number>();
  for (const sample of samples) if (sample.outcome !== 'ok') codes.set(sample.outcome, (codes.get(sample.outcome) ?? 0) + 1);
  const slowest = [...samples].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 3);
  const slowText = slowest.map((sample) => `${(sample.end - sample.start).toFixed(0)} ms (${sample.kind}, ${sample.outcome}, sent at ${((sample.start - marks.stop) / 1000).toFixed(1)} s)`).join('; ');

  printTable('faults:pg-restart summary', [
    ['requests (readers + writers)', samples.length],
    ['database down (stop issued → accepting again)', `${((marks.accepting - marks.stop) / 1000).toFixed(1)} s`],
    ['failed answers by outcome', [...codes].map(([code, count]) => `${code} ${count}`).join(', ') || 'none'],
    ['hangs (> 10 s), stacks, uncoded answers', bad.length],
    ['slowest answers', slowText],
    ['accepting → first DB-backed success (goal < 5 s)', Number.isNaN(firstOkMs) ? 'never' : `${firstOkMs.toFixed(0)} ms`],
    ['accepting → last DB-backed failure', lastFailure ? `${lastFailureMs.toFixed(0)} ms (${lastFailure.kind}: ${lastFailure.outcome})` : 'no failure'],
    ['cached pages answered / not 200', `${cached.length} / ${cachedBad.length}`],
    ['  of them while the database was down', cachedDuringOutage.length],
    ['other instance publishes → this one serves it (load paused), before', Number.isNaN(invalidation.before) ? 'not within 15 s' : `${invalidation.before.toFixed(0)} ms`],
    ['  the same after the restart (poll every 2 s without NOTIFY)', Number.isNaN(invalidation.after) ? 'not within 15 s' : `${invalidation.after.toFixed(0)} ms`],
  ]);

  if (bad.length > 0) failures.push(`${bad.length} answers hung, showed a stack or had no code (first: ${bad[0].kind} ${bad[0].outcome})`);
  if (cachedBad.length > 0) failures.push(`${cachedBad.length} cached page answers were not 200 (first: ${cachedBad[0].outcome})`);
  if (Number.isNaN(firstOkMs) || firstOkMs > recoveryGoalMs)
    failures.push(`no DB-backed success within ${recoveryGoalMs} ms of the database accepting (${Number.isNaN(firstOkMs) ? 'never' : `${firstOkMs.toFixed(0)} ms`})`);
  if (lastFailure && lastFailureMs > recoveryGoalMs)
    failures.push(`DB-backed failures went on ${lastFailureMs.toFixed(0)} ms after the database accepted (${lastFailure.kind}: ${lastFailure.outcome})`);
  if (cachedDuringOutage.length === 0) failures.push('no cached page was asked for while the database was down');
  if (Number.isNaN(invalidation.after)) failures.push('a page published on the other instance after the restart never reached this one');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench:redirects` (issue 35): the issue asks that a redirect be served "at no more cost
 * than a cached page". One gateway (production settings, embedded database) with one manual
 * redirect and 10,000 more in its table; wrk asks for the cached home page and for the redirect in
 * turn, so the machine's other load falls on both alike. Prints each round, the median round and
 * the ratio redirect / cached page (above 1: the redirect answers more requests a second).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redirectCsvColumns } from '@tessera/content-model';
import { createRedirect, importRedirects, systemContext } from '@tessera/schema';
import { createTessera, readConfig, type Tessera } from '@tessera/gateway';
import { wrk, wrkPath, type LoadFigures } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 32;
const tableSize = 10_000;

const medianOf = (figures: LoadFigures[]) => [...figures].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(figures.length / 2)];
const line = (name: string, figures: LoadFigures) =>
  `${name.padEnd(34)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${figures.p50Ms.toFixed(2).padStart(6)} ms   p99 ${figures.p99Ms.toFixed(2).padStart(6)} ms`;

async function main(): Promise<void> {
  if (!wrkPath) throw new Error('bench:redirects needs wrk (apt-get install wrk)');
  const dir = mkdtempSync(join(tmpdir(), 'tessera-redirects-bench-'));
  const config = { ...readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), dataDir: join(dir, 'data'), mailDelivery: false, log: { repeatWindowMs: 10_000, summaryMs: 0 } };
  let tessera: Tessera | undefined;
  try {
    tessera = await createTessera(config);
    const ctx = () => systemContext(tessera!.orm.em.fork(), tessera!.services);
    const csv = [redirectCsvColumns.join(','), ...Array.from({ length: tableSize }, (_, index) => `/old/section-${index},/,301,`)].join('\n');
    await importRedirects(ctx(), { file: Buffer.from(csv) });
    await createRedirect(ctx(), { fromPath: '/oude-pagina', to: '/', status: 301, locale: null });
    const base = await tessera.listen(0, '127.0.0.1');
    // The change event reloads the served table; wait until the redirect answers.
    for (let attempt = 0; ; attempt += 1) {
      const answer = await fetch(`${base}/oude-pagina`, { redirect: 'manual' });
      if (answer.status === 301) break;
      if (attempt > 100) throw new Error(`the redirect does not answer: ${answer.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const targets = [
      { name: 'cached page (/)', url: `${base}/`, redirects: false, rounds: [] as LoadFigures[] },
      { name: `redirect (1 of ${tableSize + 1})`, url: `${base}/oude-pagina`, redirects: true, rounds: [] as LoadFigures[] },
    ];
    for (const target of targets) await wrk(target.url, { connections, seconds: 2, redirects: target.redirects });
    console.log(`wrk -t1 -c${connections}: ${rounds} rounds of ${seconds} s, the two in turn; the median round is shown`);
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) target.rounds.push(await wrk(target.url, { connections, seconds, redirects: target.redirects }));
      console.log(`round ${round + 1}: ${targets.map((target) => `${target.name} ${target.rounds[round].requestsPerSecond.toFixed(0)}`).join(', ')} req/s`);
    }
    const [page, redirect] = targets.map((target) => medianOf(target.rounds));
    console.log(line(targets[0].name, page));
    console.log(line(targets[1].name, redirect));
    const after = await fetch(`${base}/oude-pagina`, { redirect: 'manual' });
    if (after.status !== 301 || after.headers.get('location') === null) throw new Error(`after the load the redirect answered ${after.status}`);
    console.log(`${'ratio redirect / cached page'.padEnd(34)} ${(redirect.requestsPerSecond / page.requestsPerSecond).toFixed(3)}×`);
  } finally {
    await tessera?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

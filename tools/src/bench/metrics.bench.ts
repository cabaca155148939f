/**
 * `npm run bench:metrics` (issue 35): a cached page with metrics off and on (TESSERA_METRICS_PORT),
 * two gateways of this process on one embedded database, measured in turn with wrk so the
 * machine's other load falls on both alike. Prints each median round and the ratio; the goal is
 * no measurable difference (metrics on count each request and time it, nothing more).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTessera, readConfig, type Tessera } from '@tessera/gateway';
import { wrk, wrkPath, type LoadFigures } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 32;

const medianOf = (figures: LoadFigures[]) => [...figures].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(figures.length / 2)];
const line = (name: string, figures: LoadFigures) =>
  `${name.padEnd(30)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${figures.p50Ms.toFixed(2).padStart(6)} ms   p99 ${figures.p99Ms.toFixed(2).padStart(6)} ms`;

async function main(): Promise<void> {
  if (!wrkPath) throw new Error('bench:metrics needs wrk (apt-get install wrk)');
  const dir = mkdtempSync(join(tmpdir(), 'tessera-metrics-bench-'));
  const config = { ...readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), dataDir: join(dir, 'data'), mailDelivery: false, log: { repeatWindowMs: 10_000, summaryMs: 0 } };
  const gateways: Tessera[] = [];
  try {
    // The first start writes the greeting home page; the second gateway joins its database.
    // Room on the embedded database's socket (the first start's pool + 2) for the second gateway's pool.
    const off = await createTessera({ ...config, dbPoolMax: 12 });
    gateways.push(off);
    const on = await createTessera({ ...config, dbPoolMax: 4, metrics: { port: 0, host: '127.0.0.1' } });
    gateways.push(on);
    const targets = [
      { name: 'cached page, metrics off', url: `${await off.listen(0, '127.0.0.1')}/`, rounds: [] as LoadFigures[] },
      { name: 'cached page, metrics on', url: `${await on.listen(0, '127.0.0.1')}/`, rounds: [] as LoadFigures[] },
    ];
    for (const target of targets) {
      const first = await fetch(target.url);
      if (first.status !== 200) throw new Error(`${target.url}: ${first.status}`);
      await wrk(target.url, { connections, seconds: 2 });
    }
    console.log(`wrk -t1 -c${connections}: ${rounds} rounds of ${seconds} s, the two in turn; the median round is shown`);
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) target.rounds.push(await wrk(target.url, { connections, seconds }));
      console.log(`round ${round + 1}: ${targets.map((target) => `${target.name} ${target.rounds[round].requestsPerSecond.toFixed(0)}`).join(', ')} req/s`);
    }
    const [offFigures, onFigures] = targets.map((target) => medianOf(target.rounds));
    console.log(line(targets[0].name, offFigures));
    console.log(line(targets[1].name, onFigures));
    console.log(`${'ratio on / off'.padEnd(30)} ${(onFigures.requestsPerSecond / offFigures.requestsPerSecond).toFixed(3)}×`);
    const scraped = await (await fetch(on.metricsUrl!)).text();
    const hits = /^tessera_html_cache_requests_total\{result="hit"\} (\S+)$/m.exec(scraped)?.[1];
    console.log(`${'HTML cache hits counted (on)'.padEnd(30)} ${hits}`);
  } finally {
    for (const gateway of gateways.reverse()) await gateway.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

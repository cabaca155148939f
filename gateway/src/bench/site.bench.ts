/**
 * `npm run bench:site`: the public site against what a visitor would otherwise be served by,
 * side by side in one run on one machine. A gateway on a throw-away embedded PostgreSQL gets the
 * demo seed; its 20-block long read is then served
 *   - by Tessera from the HTML cache,
 *   - as the same bytes by a bare Node `http` server,
 *   - as the same bytes by nginx from Debian (one worker, like Node's one thread), when installed,
 * each under wrk (one thread, 32 connections, loopback). After a short warm-up of each, three
 * rounds run the targets in turn (so a noisy moment of the machine hits all of them alike) and the
 * median round of each target is printed: requests/s, p50/p99 latency and the ratios. Then the
 * uncached render: CPU time per page of rendering the long read.
 */
import '../production-default';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createTessera } from '../compose';
import { readConfig } from '../config';
import { seedDemo } from '../seed/seed-demo';
import { bareNodeServer, nginxPath, nginxServer, wrk, wrkPath, type LoadFigures } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const warmUpSeconds = 2;
const rounds = 3;
const connections = 32;
const articlePath = '/news/moving-to-the-cloud-long-read';

interface Target {
  name: string;
  url: string;
  rounds: LoadFigures[];
}

function line(name: string, figures: LoadFigures, against?: LoadFigures): string {
  const ratio = against ? `  ${(figures.requestsPerSecond / against.requestsPerSecond).toFixed(2)}× of it` : '';
  return `${name.padEnd(44)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${figures.p50Ms.toFixed(2).padStart(6)} ms   p99 ${figures.p99Ms.toFixed(2).padStart(6)} ms${ratio}`;
}

/** The round with the median requests/s (its own latencies with it, not medians of each figure). */
function medianRound(figures: LoadFigures[]): LoadFigures {
  const sorted = [...figures].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A warm-up of every target, then `rounds` rounds of all targets in turn. */
async function measureInTurn(targets: Target[]): Promise<void> {
  for (const target of targets) await wrk(target.url, { connections, seconds: warmUpSeconds });
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) target.rounds.push(await wrk(target.url, { connections, seconds }));
    const figures = targets.map((target) => `${target.name} ${target.rounds[round - 1].requestsPerSecond.toFixed(0)}`).join(', ');
    const [first, ...others] = targets.map((target) => target.rounds[round - 1].requestsPerSecond);
    console.log(`round ${round}: ${figures} req/s (${targets[0].name} ${others.map((rate, i) => `${(first / rate).toFixed(2)}× ${targets[i + 1].name}`).join(', ')})`);
  }
}

async function main(): Promise<void> {
  if (!wrkPath) throw new Error('bench:site needs wrk (apt-get install wrk)');
  const dir = mkdtempSync(join(tmpdir(), 'tessera-site-bench-'));
  const tessera = await createTessera({ ...readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), dataDir: join(dir, 'data'), mailDelivery: false, adminEmail: 'bench@example.com', adminPassword: 'Bench-password-1!' });
  const stops: Array<() => void> = [];
  try {
    const base = await tessera.listen(0, '127.0.0.1');
    await seedDemo({ orm: tessera.orm, services: tessera.services, events: tessera.events, mail: tessera.mail, close: async () => undefined });
    const page = await fetch(base + articlePath);
    if (page.status !== 200) throw new Error(`${articlePath}: ${page.status}`);
    const html = Buffer.from(await page.arrayBuffer());
    // Readable by nginx's workers, which drop to an unprivileged user (mkdtemp makes 0700).
    const staticDir = join(dir, 'static');
    mkdirSync(staticDir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    const file = join(staticDir, 'article.html');
    writeFileSync(file, html, { mode: 0o644 });
    console.log(`site: the demo's 20-block long read, ${(html.length / 1024).toFixed(1)} KB of HTML`);

    const bare = await bareNodeServer(file, 'text/html; charset=utf-8');
    stops.push(bare.stop);
    const server = nginxPath ? await nginxServer(dir, file) : undefined;
    if (server) stops.push(server.stop);
    const tesseraTarget: Target = { name: 'Tessera', url: base + articlePath, rounds: [] };
    const nodeTarget: Target = { name: 'Node', url: bare.url, rounds: [] };
    const nginxTarget: Target | undefined = server && { name: 'nginx', url: server.url, rounds: [] };
    console.log(`wrk -t1 -c${connections}, uncompressed: ${warmUpSeconds} s warm-up each, then ${rounds} rounds of ${seconds} s each, the targets in turn; the median round is shown`);

    const before = { ...tessera.site.cache.stats };
    await measureInTurn([tesseraTarget, nodeTarget, ...(nginxTarget ? [nginxTarget] : [])]);
    const { hits, misses } = tessera.site.cache.stats;
    console.log(`HTML cache during the Tessera runs: ${hits - before.hits} hits, ${misses - before.misses} misses`);
    for (const stop of stops.splice(0)) stop();

    const cached = medianRound(tesseraTarget.rounds);
    const node = medianRound(nodeTarget.rounds);
    const nginx = nginxTarget && medianRound(nginxTarget.rounds);
    console.log(line('bare Node http, same bytes', node));
    if (nginx) console.log(line('nginx (1 worker), same bytes', nginx));
    else console.log('nginx: not installed (apt-get install nginx-light), skipped');
    console.log(line('Tessera, HTML cache', cached, nginx ?? node));
    console.log(`${'ratio Tessera / bare Node'.padEnd(44)} ${(cached.requestsPerSecond / node.requestsPerSecond).toFixed(2)}×`);
    if (nginx) console.log(`${'ratio Tessera / nginx (goal ≥ 0.5×)'.padEnd(44)} ${(cached.requestsPerSecond / nginx.requestsPerSecond).toFixed(2)}×`);

    // Uncached: reading the page through the in-process GraphQL documents and rendering it with
    // React, as a miss does. CPU time of this process (PostgreSQL's own work is not in it).
    const renderRounds = 300;
    for (let i = 0; i < 20; i += 1) await tessera.site.renderUncached(articlePath);
    const rendersBefore = { ...tessera.site.renders };
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    for (let i = 0; i < renderRounds; i += 1) await tessera.site.renderUncached(articlePath);
    const cpu = process.cpuUsage(cpuBefore);
    const wall = (performance.now() - wallBefore) / renderRounds;
    const reactMs = (tessera.site.renders.cpuMicros - rendersBefore.cpuMicros) / 1000 / (tessera.site.renders.count - rendersBefore.count);
    console.log(`${'uncached page: React render CPU (goal ≤ 2.5 ms)'.padEnd(44)} ${reactMs.toFixed(2)} ms`);
    console.log(`${'uncached page: reads + render, CPU / wall'.padEnd(44)} ${((cpu.user + cpu.system) / 1000 / renderRounds).toFixed(2)} ms / ${wall.toFixed(2)} ms (the embedded database runs in this process)`);

    const compressed = await wrk(base + articlePath, { connections, seconds: Math.max(2, Math.round(seconds / 2)), headers: { 'Accept-Encoding': 'br, gzip' } });
    console.log(line('Tessera, HTML cache, brotli', compressed));
  } finally {
    for (const stop of stops) stop();
    await tessera.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

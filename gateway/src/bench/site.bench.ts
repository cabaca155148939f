/**
 * `npm run bench:site`: the public site against what a visitor would otherwise be served by,
 * side by side in one run on one machine. A gateway on a throw-away embedded PostgreSQL gets the
 * demo seed; its 20-block long read is then served
 *   - by Tessera from the HTML cache,
 *   - as the same bytes by a bare Node `http` server,
 *   - as the same bytes by nginx from Debian (one worker, like Node's one thread), when installed,
 * each under wrk (one thread, 32 connections, loopback), printing requests/s, the ratios, and
 * p50/p99 latency. Then the uncached render: CPU time per page of rendering the long read.
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
const connections = 32;
const articlePath = '/news/moving-to-the-cloud-long-read';

function line(name: string, figures: LoadFigures, against?: LoadFigures): string {
  const ratio = against ? `  ${(figures.requestsPerSecond / against.requestsPerSecond).toFixed(2)}× of it` : '';
  return `${name.padEnd(44)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${figures.p50Ms.toFixed(2).padStart(6)} ms   p99 ${figures.p99Ms.toFixed(2).padStart(6)} ms${ratio}`;
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
    console.log(`site: the demo's 20-block long read, ${(html.length / 1024).toFixed(1)} KB of HTML; wrk -t1 -c${connections} -d${seconds}s, uncompressed`);

    const before = { ...tessera.site.cache.stats };
    const cached = await wrk(base + articlePath, { connections, seconds });
    const { hits, misses } = tessera.site.cache.stats;
    console.log(`HTML cache during the cached run: ${hits - before.hits} hits, ${misses - before.misses} misses`);
    const bare = await bareNodeServer(file, 'text/html; charset=utf-8');
    stops.push(bare.stop);
    const node = await wrk(bare.url, { connections, seconds });
    bare.stop();
    let nginx: LoadFigures | undefined;
    if (nginxPath) {
      const server = await nginxServer(dir, file);
      stops.push(server.stop);
      nginx = await wrk(server.url, { connections, seconds });
      server.stop();
    }
    console.log(line('bare Node http, same bytes', node));
    if (nginx) console.log(line('nginx (1 worker), same bytes', nginx));
    else console.log('nginx: not installed (apt-get install nginx-light), skipped');
    console.log(line('Tessera, HTML cache', cached, nginx ?? node));
    console.log(`${'ratio Tessera / bare Node'.padEnd(44)} ${(cached.requestsPerSecond / node.requestsPerSecond).toFixed(2)}×`);
    if (nginx) console.log(`${'ratio Tessera / nginx (goal ≥ 0.5×)'.padEnd(44)} ${(cached.requestsPerSecond / nginx.requestsPerSecond).toFixed(2)}×`);

    // Uncached: reading the page through the in-process GraphQL documents and rendering it with
    // React, as a miss does. CPU time of this process (PostgreSQL's own work is not in it).
    const rounds = 300;
    for (let i = 0; i < 20; i += 1) await tessera.site.renderUncached(articlePath);
    const rendersBefore = { ...tessera.site.renders };
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    for (let i = 0; i < rounds; i += 1) await tessera.site.renderUncached(articlePath);
    const cpu = process.cpuUsage(cpuBefore);
    const wall = (performance.now() - wallBefore) / rounds;
    const reactMs = (tessera.site.renders.cpuMicros - rendersBefore.cpuMicros) / 1000 / (tessera.site.renders.count - rendersBefore.count);
    console.log(`${'uncached page: React render CPU (goal ≤ 2.5 ms)'.padEnd(44)} ${reactMs.toFixed(2)} ms`);
    console.log(`${'uncached page: reads + render, CPU / wall'.padEnd(44)} ${((cpu.user + cpu.system) / 1000 / rounds).toFixed(2)} ms / ${wall.toFixed(2)} ms (the embedded database runs in this process)`);

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

/**
 * `node gateway/dist/bench/query-limits.bench.js` (after `npm run build`): a GraphQL query of
 * 1,000 aliases (`a0: settings { availableLocales defaultLocale } …`) sent to a gateway on a
 * throw-away embedded PostgreSQL, first with the query limits lifted (as before issue 12), then
 * with the default limits. For each it prints the status, the answer's bytes and the time to the
 * whole answer: the first request, the median of BENCH_RUNS repeats of the same document (Apollo
 * keeps a validated document by its hash) and the median of as many fresh documents (another
 * alias name each time, as an attacker would send).
 */
import '../production-default';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createTessera } from '../compose';
import { readConfig, type GatewayConfig } from '../config';
import { percentile } from './bench-support';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const aliases = 1000;

const query = (prefix: string) => `{ ${Array.from({ length: aliases }, (_, i) => `${prefix}${i}: settings { availableLocales defaultLocale }`).join(' ')} }`;

async function post(url: string, text: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: text }) });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

async function measure(label: string, config: GatewayConfig): Promise<void> {
  const tessera = await createTessera(config);
  try {
    const url = await tessera.listen(0, '127.0.0.1');
    const first = await post(url, query('a'));
    const same: number[] = [];
    for (let i = 0; i < runs; i += 1) same.push((await post(url, query('a'))).ms);
    const fresh: number[] = [];
    for (let i = 0; i < runs; i += 1) fresh.push((await post(url, query(`f${i}_`))).ms);
    console.log(
      `${label.padEnd(22)} status ${first.status}   ${(first.bytes / 1024).toFixed(1).padStart(6)} KB   first ${first.ms.toFixed(1).padStart(6)} ms   ` +
        `same document p50 ${percentile(same, 50).toFixed(1).padStart(6)} ms   fresh documents p50 ${percentile(fresh, 50).toFixed(1).padStart(6)} ms`,
    );
  } finally {
    await tessera.close();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-query-limits-'));
  const base: GatewayConfig = { ...readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), dataDir: join(dir, 'data'), mailDelivery: false };
  try {
    console.log(`GraphQL query of ${aliases} aliases (${(Buffer.byteLength(query('a')) / 1024).toFixed(1)} KB), ${runs} runs each`);
    await measure('limits lifted (before)', { ...base, graphql: { maxDepth: Infinity, maxAliases: Infinity, maxCost: Infinity, maxTokens: Infinity } });
    await measure('default limits (after)', base);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

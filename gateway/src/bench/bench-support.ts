import { performance } from 'node:perf_hooks';
import { Client } from 'pg';

/** What the benchmarks share: percentiles, a timing loop, one line of figures, a scratch database. */

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `run` `count` times, one after the other, and answers each run's milliseconds. */
export async function time(count: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

export function report(name: string, samples: number[], options: { width?: number; extra?: string } = {}): void {
  const figures = `p50 ${percentile(samples, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(samples, 95).toFixed(1).padStart(7)} ms`;
  console.log(`${name.padEnd(options.width ?? 52)} ${figures}   (${samples.length} runs)${options.extra ?? ''}`);
}

/** A database made on a PostgreSQL server for one run, dropped (with its connections) afterwards. */
export async function scratchDatabase(serverUrl: string, prefix = 'tessera_bench'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

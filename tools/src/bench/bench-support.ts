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

/** Keeps the session cookie and CSRF token, as the admin does. */
export class Session {
  private cookie = '';
  private csrf = '';
  constructor(private readonly base: string) {}

  async request(method: string, path: string, body?: string | FormData, json = false): Promise<Response> {
    const response = await fetch(this.base + path, {
      method,
      body,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.csrf ? { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': this.csrf } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
    });
    this.csrf = response.headers.get('x-csrf-token') ?? this.csrf;
    this.cookie = response.headers.get('set-cookie')?.match(/tessera_session=[^;]*/)?.[0] ?? this.cookie;
    return response;
  }

  /** Opens a session and signs in, as the admin does on load. */
  async signIn(email: string, password: string): Promise<void> {
    await this.request('GET', '/api/tessera/user');
    const login = await this.request('POST', '/api/tessera/auth/login', JSON.stringify({ email, password }), true);
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  }

  /** What the admin sends with every call. */
  headers(): Record<string, string> {
    return { cookie: this.cookie, 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': this.csrf };
  }

  async upload(path: string, file: Blob, name: string): Promise<{ file: { id: number; hash: string } }> {
    const form = new FormData();
    form.append('path', '/');
    form.append('f', file, name);
    const response = await this.request('POST', '/api/tessera/medialib/add-file', form);
    if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as { file: { id: number; hash: string } };
  }
}

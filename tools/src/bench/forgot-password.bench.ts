/**
 * `node tools/dist/bench/forgot-password.bench.js` (after `npm run build`): how long POST
 * auth/forgot-password takes to answer for an address with an account and for one without,
 * on a gateway on a throw-away embedded PostgreSQL (or a scratch database on BENCH_DATABASE_URL).
 * The answer must not tell them apart by its time (issue 30): both only record the request, and
 * the lookup, token, audit entry and mail follow in the background (AccountLinkRequests).
 *
 * BENCH_RUNS accounts are made; then, in turn, each account's first ask (the one that, answered
 * in the request, used to issue a token and queue a mail), a fresh unknown address, and the same
 * account's second ask (within the minute: the throttle). Printed: p50/p95 of each, and the
 * difference of the medians.
 */
import '../production-default';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createTessera, readConfig } from '@tessera/gateway';
import { percentile, report, scratchDatabase, Session } from './bench-support';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const adminEmail = 'bench@example.com';
const adminPassword = 'Bench-password-1!';

/** One ask, timed from the request to the whole answer, by a visitor with a session (its CSRF token) as the admin's sign-in screen has. */
async function forgot(visitor: Session, email: string): Promise<number> {
  const started = performance.now();
  const response = await visitor.request('POST', '/api/tessera/auth/forgot-password', JSON.stringify({ email }), true);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`forgot-password answered ${response.status}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-forgot-bench-'));
  const scratch = process.env.BENCH_DATABASE_URL ? await scratchDatabase(process.env.BENCH_DATABASE_URL, 'tessera_forgot_bench') : undefined;
  const base = readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: scratch?.url ?? '' });
  // Mail is written to the data directory's outbox folder (no SMTP_URL), in the background as always.
  const tessera = await createTessera({ ...base, dataDir: join(dir, 'data'), greeting: false, adminEmail, adminPassword });
  try {
    const url = await tessera.listen(0, '127.0.0.1');
    const admin = new Session(url);
    await admin.signIn(adminEmail, adminPassword);
    for (let i = 0; i < runs; i += 1) {
      const body = JSON.stringify({ email: `known-${i}@bench.test`, role: 'editor', profile: { name: `Known ${i}` }, password: 'Bench-password-1!' });
      const created = await admin.request('POST', '/api/tessera/user', body, true);
      if (created.status !== 200) throw new Error(`could not make an account: ${created.status}`);
    }
    const visitor = new Session(url);
    await (await visitor.request('GET', '/api/tessera/user')).arrayBuffer();
    // Warm-up: the first requests pay for compiling the route, the ORM's metadata and the pool.
    for (let i = 0; i < 20; i += 1) await forgot(visitor, `warm-up-${i}@bench.test`);
    const known: number[] = [];
    const unknown: number[] = [];
    const again: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      known.push(await forgot(visitor, `known-${i}@bench.test`));
      unknown.push(await forgot(visitor, `unknown-${i}@bench.test`));
      again.push(await forgot(visitor, `known-${i}@bench.test`));
    }
    report('forgot-password, an account (first ask)', known);
    report('forgot-password, no account', unknown);
    report('forgot-password, an account (asked again)', again);
    const difference = percentile(known, 50) - percentile(unknown, 50);
    console.log(`median of an account's first ask minus the median of no account: ${difference.toFixed(2)} ms`);
  } finally {
    await tessera.close();
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * `npm run bench:audit-log` (builds first): the audit log screen's reads at 1,000,000 entries.
 * Makes a scratch database on the PostgreSQL server at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres; dropped at the end), migrates it, fills the trail
 * with generate_series (two years of entries by 200 people, 30 actions in six families, the
 * objects they act on, 5% of calls with one of 20 API tokens), and prints p50/p95 of
 * `listAuditLog` (the real operation, as both transports call it) for each filter: the first page
 * and a deep one (90% of the way through the matches, by the keyset cursor). Goal: p95 < 100 ms
 * per page. Then the CSV export of every entry (time, size, and how much the process grew while
 * streaming it) and the retention job deleting the oldest tenth in batches.
 * BENCH_AUDIT_ROWS and BENCH_ROUNDS make a quicker run; BENCH_EXPLAIN=1 prints each case's plan.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { exportAuditLog, listAuditLog, systemContext, updateAuditRetention, type Ctx } from '@tessera/schema';
import { createLogger, openTesseraData, readConfig } from '@tessera/gateway';
import { percentile, report, scratchDatabase, time } from './bench-support';

const rows = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const goalMs = 100;

/** Action families with their object type and how often they come (weights add up to 100). */
const families = [
  {
    prefix: 'page.',
    subject: 'page',
    objects: 5000,
    weight: 45,
    actions: ['stored', 'published', 'unpublished', 'created', 'deleted', 'slug-changed', 'publication-requested', 'publication-accepted'],
  },
  { prefix: 'auth.', subject: 'user', objects: 200, weight: 30, actions: ['login', 'logout', 'login-failed', 'forgot-password'] },
  { prefix: 'media.', subject: 'media', objects: 20000, weight: 12, actions: ['uploaded', 'moved', 'renamed', 'deleted'] },
  { prefix: 'tag.', subject: 'tag', objects: 300, weight: 8, actions: ['created', 'renamed', 'deleted'] },
  { prefix: 'user.', subject: 'user', objects: 200, weight: 4, actions: ['created', 'updated', 'deleted', 'activated', 'password-changed', 'image-changed'] },
  { prefix: 'webhook.', subject: 'webhook', objects: 20, weight: 1, actions: ['created', 'updated', 'deleted', 'sent-again', 'paused'] },
];

/**
 * One statement: entry n's family by its weight, its action, actor, object, time (two years, in
 * id order as the real trail is), token and origin, all from n with a multiplicative hash
 * (Knuth's), so every run makes the same trail.
 */
function fillSql(from: number, to: number): string {
  const bands: string[] = [];
  let upper = 0;
  for (const [index, family] of families.entries()) {
    upper += family.weight;
    bands.push(`when j.w < ${upper} then ${index}`);
  }
  const pick = (field: (family: (typeof families)[number]) => string) => `(case h.f ${families.map((family, index) => `when ${index} then ${field(family)}`).join(' ')} end)`;
  return `
    insert into audit_log (at, actor_id, actor_email, token_id, token_name, action, subject_type, subject_id, details, ip, user_agent)
    select now() - interval '730 days' + (n::double precision / ${rows}) * interval '730 days',
           case when h.f = 1 and j.a % 4 = 2 then null else 1 + (k.x % 200) end,
           case when h.f = 1 and j.a % 4 = 2 then null else 'person' || (1 + (k.x % 200)) || '@bench.test' end,
           case when k.x % 20 = 7 then 1 + (k.x / 400) % 20 else null end,
           case when k.x % 20 = 7 then 'token ' || (1 + (k.x / 400) % 20) else null end,
           ${pick((family) => `'${family.prefix}' || (array[${family.actions.map((action) => `'${action}'`).join(',')}])[1 + j.a % ${family.actions.length}]`)},
           ${pick((family) => `'${family.subject}'`)},
           ${pick((family) => `(1 + k.y % ${family.objects})::text`)},
           jsonb_build_object('n', n),
           '198.51.100.' || (k.y % 250),
           'Mozilla/5.0 (X11; Linux x86_64) Firefox/' || (110 + k.x % 20)
      from generate_series(${from}, ${to}) as n
     cross join lateral (select (n::bigint * 2654435761) % 4294967296 as x, (n::bigint * 40503) % 65536 as y) as k
     cross join lateral (select (k.x / 7) % 100 as w, (k.y / 3) % 40 as a) as j
     cross join lateral (select case ${bands.join(' ')} end as f) as h`;
}

interface Case {
  name: string;
  filter: Record<string, unknown>;
}

const cases: Case[] = [
  { name: 'no filter', filter: {} },
  { name: 'person (actorId)', filter: { actorId: 17 } },
  { name: 'action, exact, common (page.stored)', filter: { action: 'page.stored', actionMatch: 'exact' } },
  { name: 'action, exact, rare (webhook.deleted)', filter: { action: 'webhook.deleted', actionMatch: 'exact' } },
  { name: 'action prefix, common (page.)', filter: { action: 'page.' } },
  { name: 'action prefix, rare (webhook.)', filter: { action: 'webhook.' } },
  { name: 'object type (media)', filter: { subjectType: 'media' } },
  { name: 'object type, rare (webhook)', filter: { subjectType: 'webhook' } },
  { name: 'object (page 42)', filter: { subjectType: 'page', subjectId: '42' } },
  { name: 'dates (a week a year ago)', filter: { from: daysAgo(372), to: daysAgo(365) } },
  { name: 'dates (the last 30 days)', filter: { from: daysAgo(30) } },
  { name: 'API token', filter: { tokenId: 3 } },
  { name: 'person + dates (a quarter)', filter: { actorId: 17, from: daysAgo(450), to: daysAgo(360) } },
  { name: 'action prefix + dates (a month)', filter: { action: 'user.', from: daysAgo(400), to: daysAgo(370) } },
  { name: 'person + action prefix', filter: { actorId: 17, action: 'tag.' } },
];

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString();
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const scratch = await scratchDatabase(server, 'tessera_audit_bench');
  const config = { ...readConfig({ NODE_ENV: 'test' }), dataDir, databaseUrl: scratch.url, dbPoolMax: 2, mailDelivery: false };
  const data = await openTesseraData(config, createLogger('warn'));
  const ctx = (): Ctx => systemContext(data.orm.em.fork(), data.services);
  const sql: Sql = (text, params = []) => data.orm.em.fork().execute(text, params);
  try {
    const [{ version }] = await sql<{ version: string }>('select version()');
    console.log(`database: ${version.split(',')[0]} (scratch database, dropped at the end)`);
    const start = performance.now();
    const chunk = 100_000;
    for (let from = 1; from <= rows; from += chunk) await sql(fillSql(from, Math.min(rows, from + chunk - 1)));
    await sql('analyze audit_log');
    console.log(`filled ${rows.toLocaleString('en')} audit entries in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    const [size] = await sql<{ table: string; indexes: string }>(`select pg_size_pretty(pg_table_size('audit_log')) as "table", pg_size_pretty(pg_indexes_size('audit_log')) as indexes`);
    console.log(`audit_log: table ${size.table}, indexes ${size.indexes}`);
    console.log(`pages of 25 through listAuditLog, ${rounds} runs each; goal p95 < ${goalMs} ms\n`);

    const all: number[] = [];
    for (const { name, filter } of cases) {
      const deep = await deepCursor(sql, filter);
      const pages: Array<[string, number | undefined]> = [['first page', undefined]];
      if (deep.beforeId !== undefined) pages.push([`deep page (${deep.depth})`, deep.beforeId]);
      for (const [where, beforeId] of pages) {
        const input = { ...filter, pageSize: 25, beforeId };
        await time(5, () => listAuditLog(ctx(), input));
        const samples = await time(rounds, () => listAuditLog(ctx(), input));
        all.push(...samples);
        const verdict = percentile(samples, 95) < goalMs ? 'ok' : 'SLOW';
        report(`${name}: ${where}`, samples, { width: 74, extra: `   ${verdict}` });
        if (process.env.BENCH_EXPLAIN) await explain(sql, filter, beforeId);
      }
    }
    report('\nevery case above', all, { width: 73, extra: `   ${percentile(all, 95) < goalMs ? 'ok' : 'SLOW'}` });

    await measureExport(ctx);
    await measureRetention(ctx, data.auditRetention.runNow.bind(data.auditRetention), sql);
  } finally {
    await data.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The filter as SQL, for what the bench looks up beside the operation (the deep cursor, the plans). */
function whereOf(filter: Record<string, unknown>): { text: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (text: string, value: unknown) => {
    parts.push(text);
    params.push(value);
  };
  if (filter.actorId) add('actor_id = ?', filter.actorId);
  if (filter.action) add(filter.actionMatch === 'exact' ? 'action = ?' : 'action like ?', filter.actionMatch === 'exact' ? filter.action : `${String(filter.action)}%`);
  if (filter.subjectType) add('subject_type = ?', filter.subjectType);
  if (filter.subjectId) add('subject_id = ?', filter.subjectId);
  if (filter.tokenId) add('token_id = ?', filter.tokenId);
  if (filter.from) add('at >= ?', filter.from);
  if (filter.to) add('at < ?', filter.to);
  return { text: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

type Sql = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** The cursor of a page 90% of the way through the filter's matches (found once, the slow way: a count and an OFFSET). */
async function deepCursor(sql: Sql, filter: Record<string, unknown>): Promise<{ beforeId?: number; depth: string }> {
  const where = whereOf(filter);
  const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from audit_log ${where.text}`, where.params);
  const skip = Math.floor(n * 0.9);
  if (skip < 25) return { depth: `${n} matches` };
  const [row] = await sql<{ id: number }>(`select id from audit_log ${where.text} order by at desc, id desc offset ? limit 1`, [...where.params, skip]);
  return { beforeId: row.id, depth: `after ${skip.toLocaleString('en')} of ${n.toLocaleString('en')}` };
}

async function explain(sql: Sql, filter: Record<string, unknown>, beforeId: number | undefined): Promise<void> {
  const where = whereOf(filter);
  const after = beforeId ? `${where.text ? `${where.text} and` : 'where'} (at, id) < (select at, id from audit_log where id = ?)` : where.text;
  const plan = await sql<{ 'QUERY PLAN': string }>(
    `explain (analyze, timing off) select * from audit_log ${after} order by at desc, id desc limit 26`,
    beforeId ? [...where.params, beforeId] : where.params,
  );
  console.log(plan.map((line) => `      ${line['QUERY PLAN']}`).join('\n'));
}

/** Every entry as CSV through the operation, read as a client would: time, bytes, and the process's growth while it streamed. */
async function measureExport(ctx: () => Ctx): Promise<void> {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  let bytes = 0;
  let lines = 0;
  const start = performance.now();
  const { lines: chunks } = await exportAuditLog(ctx(), {});
  for await (const chunk of chunks) {
    bytes += Buffer.byteLength(chunk);
    lines += chunk.split('\r\n').length - 1;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `\nCSV export of every entry: ${(lines - 1).toLocaleString('en')} rows, ${(bytes / 1024 / 1024).toFixed(0)} MB in ${seconds.toFixed(1)} s ` +
      `(${Math.round((lines - 1) / seconds).toLocaleString('en')} rows/s); the process grew by at most ${((peak - rssBefore) / 1024 / 1024).toFixed(0)} MB while streaming`,
  );
}

/** The retention job deleting the oldest tenth (the setting put at 90% of the trail's two years). */
async function measureRetention(ctx: () => Ctx, runNow: () => Promise<number>, sql: Sql): Promise<void> {
  await updateAuditRetention(ctx(), { days: 657 });
  const start = performance.now();
  const deleted = await runNow();
  const seconds = (performance.now() - start) / 1000;
  const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from audit_log');
  console.log(
    `retention job (657 days): deleted ${deleted.toLocaleString('en')} entries in ${seconds.toFixed(1)} s (${Math.round(deleted / seconds).toLocaleString('en')}/s, batches of 5,000); ${n.toLocaleString('en')} left`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

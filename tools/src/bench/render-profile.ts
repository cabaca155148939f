/**
 * `npm run profile:render`: what an uncached page costs, and where. A gateway on a throw-away
 * database (embedded, or a scratch database on the server `PROFILE_DATABASE_URL` names) gets the
 * demo seed; then the demo's 20-block long read is rendered `PROFILE_ROUNDS` times past the HTML
 * cache, then as many unknown paths. The script prints CPU per page and per unknown path and the
 * SQL statements each sent, and leaves a CPU profile of those renders alone (not the seed) in
 * `profiles/render-<time>.cpuprofile`, for Chrome's DevTools (Performance → Load profile) or
 * any `.cpuprofile` reader: the same format as `node --cpu-prof`, which would profile the seed too.
 */
import '../production-default';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTessera, readConfig, seedDemo } from '@tessera/gateway';
import { countStatements } from '@tessera/schema';
import { scratchDatabase } from './bench-support';

const rounds = Number(process.env.PROFILE_ROUNDS ?? 300);
const articlePath = '/news/moving-to-the-cloud-long-read';

async function cpuPerCall(count: number, run: (i: number) => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < count; i += 1) await run(i);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / count;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-profile-'));
  const server = process.env.PROFILE_DATABASE_URL ? await scratchDatabase(process.env.PROFILE_DATABASE_URL, 'tessera_profile') : undefined;
  const tessera = await createTessera({
    ...readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', ...(server ? { DATABASE_URL: server.url } : {}) }),
    dataDir: join(dir, 'data'),
    mailDelivery: false,
  });
  try {
    const statements = countStatements();
    await seedDemo({ orm: tessera.orm, services: tessera.services, events: tessera.events, consumers: tessera.consumers, mail: tessera.mail, close: async () => undefined });
    const where = server ? 'the PostgreSQL server (its own CPU not counted)' : 'the embedded database (in this process)';
    for (let i = 0; i < 30; i += 1) await tessera.site.renderUncached(articlePath);
    const profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    const before = statements.count;
    const page = await cpuPerCall(rounds, () => tessera.site.renderUncached(articlePath));
    const pageStatements = (statements.count - before) / rounds;
    const unknownBefore = statements.count;
    const unknown = await cpuPerCall(rounds, (i) => tessera.site.renderUncached(`/no-such-page-${i}`));
    const unknownStatements = (statements.count - unknownBefore) / rounds;
    const { profile } = await profiler.post('Profiler.stop');
    mkdirSync('profiles', { recursive: true });
    const file = join('profiles', `render-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`on ${where}, ${rounds} rounds each:`);
    console.log(`  uncached long read: ${page.toFixed(2)} ms CPU, ${pageStatements.toFixed(1)} SQL statements per page`);
    console.log(`  unknown path:       ${unknown.toFixed(2)} ms CPU, ${unknownStatements.toFixed(1)} SQL statements per path`);
    console.log(`  CPU profile of these renders: ${file}`);
  } finally {
    await tessera.close();
    await server?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { permissionNames, type Viewer } from '@tessera/schema';
import type { Tessera } from '@tessera/gateway';
import { countStatements } from '@tessera/schema';

/**
 * What a page costs past the HTML cache: the reads and the React render of the demo's long read,
 * as a visitor gets it and as an editor's preview of its version; an invented address; and
 * re-rendering many pages at once (what follows a change that empties them). CPU time of this
 * process: with the embedded database that includes PostgreSQL's own work, with a server not.
 */

/** A request as the gateway's session middleware leaves it: the preview's reads as that person. */
export function requestAs(viewer: Viewer | null, log: Tessera['services']['log']): IncomingMessage {
  const control = { signIn: async () => undefined, signOut: async () => undefined, refresh: async () => false };
  return { tessera: { viewer, control }, log, id: 'bench', ip: '127.0.0.1', get: () => undefined } as unknown as IncomingMessage;
}

/**
 * A statement of the gateway's background work, which runs on its own timers whatever is being
 * measured: the event bus and durable consumers, the mail outbox, forgot-password requests, the
 * export/import jobs' poll.
 */
export const isBackgroundStatement = (text: string): boolean => /domain_event|event_consumer|parked_event|mail_outbox|account_link_request|transfer_job|pg_notify|^listen/i.test(text);

let counter: ReturnType<typeof countStatements> | undefined;

/** CPU ms, wall ms and SQL statements (the background work's left out) per call of `run`. */
export async function perCall(count: number, run: (i: number) => Promise<unknown>): Promise<{ cpuMs: number; wallMs: number; statements: number }> {
  counter ??= countStatements();
  const sentBefore = counter.texts.length;
  const cpu = process.cpuUsage();
  const wall = performance.now();
  for (let i = 0; i < count; i += 1) await run(i);
  const used = process.cpuUsage(cpu);
  const sent = counter.texts.slice(sentBefore).filter((text) => !isBackgroundStatement(text)).length;
  return { cpuMs: (used.user + used.system) / 1000 / count, wallMs: (performance.now() - wall) / count, statements: sent / count };
}

const row = (name: string, figure: string, goal: string) => console.log(`${name.padEnd(58)} ${figure.padEnd(30)} goal ${goal}`);

export interface UncachedFigures {
  page: { cpuMs: number; statements: number };
  preview: { cpuMs: number; statements: number };
  unknown: { cpuMs: number; statements: number };
}

/** The long read, its preview and invented addresses, `rounds` times each after a warm-up, printed with their goals. */
export async function measureUncached(tessera: Tessera, where: { label: string; goalMs: number }, path: string, rounds = 300): Promise<UncachedFigures> {
  const em = tessera.orm.em.fork();
  const [version] = await em.execute<Array<{ id: number }>>(`select published_version_id as id from page where slug = ? and locale = 'en-gb'`, [path.replace(/^\//, '')]);
  const [user] = await em.execute<Array<{ id: number; email: string }>>(`select u.id, u.email from tessera_user u join role r on r.id = u.role_id where r.name = 'admin' order by u.id limit 1`);
  const editor = requestAs({ id: user.id, email: user.email, roleName: 'admin', permissions: permissionNames.map((name) => ({ name })), isSystem: false }, tessera.services.log);
  for (let i = 0; i < 30; i += 1) {
    await tessera.site.renderUncached(path);
    await tessera.site.renderPreview(editor, version.id);
    await tessera.site.renderUncached(`/warm-up-${i}`);
  }
  const page = await perCall(rounds, () => tessera.site.renderUncached(path));
  const preview = await perCall(rounds, () => tessera.site.renderPreview(editor, version.id));
  const unknown = await perCall(rounds, (i) => tessera.site.renderUncached(`/no-page-here-${i}-${Math.random().toString(36).slice(2)}`));
  const figures = (f: { cpuMs: number; wallMs: number; statements: number }) => `${f.cpuMs.toFixed(2)} ms CPU, ${f.statements.toFixed(1)} SQL`;
  row(`uncached long read, ${where.label}`, figures(page), `≤ ${where.goalMs} ms CPU, ≤ 3 SQL`);
  row(`its preview (signed in), ${where.label}`, figures(preview), `≤ ${where.goalMs} ms CPU, ≤ 3 SQL`);
  row(`an invented address, ${where.label}`, figures(unknown), '≤ 0.5 ms CPU');
  return { page, preview, unknown };
}

/**
 * Renders `paths` past the cache one after another, as after a change that emptied them all:
 * prints the total and per page.
 */
export async function measureRerender(tessera: Tessera, paths: string[]): Promise<void> {
  const { cpuMs, wallMs } = await perCall(paths.length, (i) => tessera.site.renderUncached(paths[i]));
  row(
    `re-rendering ${paths.length} pages (the most visited, after a change)`,
    `${((wallMs * paths.length) / 1000).toFixed(2)} s wall, ${cpuMs.toFixed(2)} ms CPU each`,
    'only the pages a change affects',
  );
}

/**
 * Counts the SQL statements every `pg` client of this process sends (the ORM's and the read
 * model's alike) from the call on: for benchmarks and tests, never in a serving process.
 */
export function countStatements(): { readonly count: number; readonly texts: string[] } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require('pg') as typeof import('pg');
  const counter = { count: 0, texts: [] as string[] };
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  Client.prototype.query = function counted(this: unknown, ...args: unknown[]) {
    counter.count += 1;
    const [sent] = args as [string | { text?: string }];
    counter.texts.push(typeof sent === 'string' ? sent : (sent?.text ?? ''));
    return query.apply(this, args);
  } as typeof Client.prototype.query;
  return counter;
}

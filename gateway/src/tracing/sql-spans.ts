import { SpanKind, trace } from '@opentelemetry/api';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Tracing } from './tracing';

type Execute = (query: string | { toSQL(): { sql: string } }, ...rest: unknown[]) => Promise<unknown>;

/**
 * A client span for every SQL statement the ORM sends under another span (a request's, an
 * operation's); the background's own statements (the event and mail polls, several a second)
 * would each be a trace of one span, and are left out. Taken at MikroORM's connection, not knex's `query` event: MikroORM
 * writes the parameter values into the text it gives knex, while here the text still has its
 * `?` placeholders, so no value (an address, a token's hash) reaches a span.
 */
export function traceStatements(orm: MikroORM, tracing: Tracing): void {
  const driver = orm.em.getDriver();
  for (const connection of new Set([driver.getConnection('write'), driver.getConnection('read')])) {
    const target = connection as unknown as { execute: Execute };
    const execute = target.execute.bind(connection) as Execute;
    target.execute = (query, ...rest) => {
      if (!trace.getActiveSpan()) return execute(query, ...rest);
      const text = typeof query === 'string' ? query : query.toSQL().sql;
      const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
      return tracing.inSpan(
        operation,
        { 'db.system': 'postgresql', 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text },
        () => execute(query, ...rest),
        SpanKind.CLIENT,
      );
    };
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { context, ROOT_CONTEXT } from '@opentelemetry/api';

/**
 * The id of the request being served, wherever its work goes (an operation, the storage, the
 * image line), so every log line written for it names it (logger.ts's mixin) and every span of it
 * carries it (tracing.ts). Only requests that reach Express enter it: cached pages and kept files
 * are answered before, write no log line and have no request id.
 *
 * Kept whether tracing is on or not: MikroORM already runs AsyncLocalStorage (its transaction and
 * raw-query contexts), so Node's promise hooks are on in every gateway anyway; this adds a store
 * per request and its copy to each promise (an uncached page makes ~130), about 0.01 ms.
 */
const scope = new AsyncLocalStorage<string>();

/** Runs `serve` with `id` as the request id of everything it starts. */
export function inRequest<T>(id: string, serve: () => T): T {
  return scope.run(id, serve);
}

/** The id of the request this code runs for, if any. */
export function requestIdNow(): string | undefined {
  return scope.getStore();
}

/**
 * Starts background work (the mail outbox, the durable consumers) from a request without making
 * it part of the request: what it schedules neither names the request id nor runs under its span.
 */
export function outsideRequest(start: () => void): void {
  scope.exit(() => context.with(ROOT_CONTEXT, start));
}

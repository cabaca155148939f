import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { keysOfEvent, type DomainEvent } from '@tessera/read-model';
import { readEnvironment } from '../settings/environment';
import type { Environment } from '../settings/variables';

export interface PurgeSettings {
  /** HTTP caches (Varnish, a CDN's purge endpoint) that get a purge for every invalidation. */
  urls: URL[];
  /** How long one purge request may take (ms). */
  timeoutMs: number;
  /**
   * A second purge this long after the first (ms; 0: none): a cache that was fetching a page
   * while the first purge arrived, or that fetched it from a gateway that had not heard the
   * event yet, stores that copy after the purge; the second one removes it.
   */
  repeatMs: number;
}

/** The most keys in one purge request (header size stays near 1 KB). */
export const purgeBatchSize = 100;

type Log = { warn(obj: object, msg?: string): void; info?(obj: object, msg?: string): void };

/**
 * Reads TESSERA_PURGE_URLS (comma separated http(s) URLs; the addresses come only from here,
 * never from a request), TESSERA_PURGE_TIMEOUT_MS (5000) and TESSERA_PURGE_REPEAT_MS (2000).
 * Anything else is refused at start.
 */
export function readPurgeSettings(env: NodeJS.ProcessEnv): PurgeSettings {
  return purgeSettingsOf(readEnvironment(env));
}

export function purgeSettingsOf(environment: Environment): PurgeSettings {
  return { urls: environment.TESSERA_PURGE_URLS ?? [], timeoutMs: environment.TESSERA_PURGE_TIMEOUT_MS ?? 5000, repeatMs: environment.TESSERA_PURGE_REPEAT_MS ?? 2000 };
}

/**
 * Sends one purge: `PURGE` with the keys in `xkey-purge` (varnish-modules xkey) and in
 * `Surrogate-Key` (Fastly-style endpoints and proxies that translate it). Resolves on 2xx, throws
 * otherwise (status, network error, timeout).
 */
function sendPurge(url: URL, keys: string[], timeoutMs: number): Promise<void> {
  const header = keys.join(' ');
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'PURGE', headers: { 'xkey-purge': header, 'Surrogate-Key': header, 'Content-Length': '0' }, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`purge of ${url.origin} answered ${status}`));
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`purge of ${url.origin} took longer than ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

/** Purges `keys` in every cache, in batches; throws when any cache did not take any batch. */
export async function purgeKeys(settings: PurgeSettings, keys: readonly string[]): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0 || settings.urls.length === 0) return;
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += purgeBatchSize) batches.push(unique.slice(i, i + purgeBatchSize));
  const results = await Promise.allSettled(settings.urls.flatMap((url) => batches.map((batch) => sendPurge(url, batch, settings.timeoutMs))));
  const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed.length > 0) throw new Error(`${failed.length} of ${results.length} purge requests failed: ${failed.map((f) => (f.reason as Error).message).join('; ')}`);
}

/**
 * The CDN purge as an event handler: computes the event's cache keys (schema `keysOfEvent`)
 * and purges them in every cache of TESSERA_PURGE_URLS; throws when a cache did not take it, so
 * the caller retries (a durable consumer: `consumers.register('cdn-purge', handler)`). After
 * `repeatMs` the same keys are purged once more in the background (see `PurgeSettings`); a
 * failure of that one is logged.
 */
export function cdnPurgeHandler(settings: PurgeSettings, log: Log): (event: Pick<DomainEvent, 'type' | 'payload'>) => Promise<void> {
  const many = cdnPurgeBatchHandler(settings, log);
  return (event) => many([event]);
}

/** cdnPurgeHandler for a run of events: the union of their keys, purged (and repeated) once. */
export function cdnPurgeBatchHandler(settings: PurgeSettings, log: Log): (events: ReadonlyArray<Pick<DomainEvent, 'type' | 'payload'>>) => Promise<void> {
  return async (events) => {
    const keys = [...new Set(events.flatMap((event) => keysOfEvent(event)))];
    if (keys.length === 0) return;
    await purgeKeys(settings, keys);
    if (settings.repeatMs > 0) {
      const timer = setTimeout(() => {
        purgeKeys(settings, keys).catch((error) => log.warn({ err: error, events: events.length, type: events[0]?.type, keys: keys.length }, 'the repeated CDN purge failed'));
      }, settings.repeatMs);
      timer.unref();
    }
  };
}

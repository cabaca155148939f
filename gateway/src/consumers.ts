import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { webhookConsumer, webhookConsumerName, webhookRetryDelays, type ConsumerBatchHandler, type ConsumerHandler, type ConsumerRetry, type Metrics, type SearchService } from '@tessera/schema';
import { cdnPurgeBatchHandler, cdnPurgeHandler } from './cdn/purge';
import type { GatewayConfig } from './config';

export interface DurableConsumer {
  name: string;
  handler: ConsumerHandler;
  retry?: ConsumerRetry;
  /** Handles a run of events at once (EventConsumers.register). */
  many?: ConsumerBatchHandler;
}

/**
 * Every durable consumer of the domain events, in one list: each handles every event once per
 * cluster, after the request has answered, with retries and parking (the search index screen
 * shows the parked ones), woken by every event this gateway's bus reads (its own commits at once,
 * others' by NOTIFY).
 * - `search-index`: the search index follows the pages.
 * - webhooks: each event is delivered to the webhooks that asked for its type.
 * - `cdn-purge` (with TESSERA_PURGE_URLS): the caches in front hear every invalidation as a purge
 *   of its keys (a run of events in one go: their keys together, 100 a request); a purge a cache refused is retried with backoff, and repeated after
 *   TESSERA_PURGE_REPEAT_MS for a copy fetched from a gateway that had not yet heard the event.
 * (In-process listeners, which every gateway runs for itself: the served-files cache and the
 * site's caches, subscribed where they are made.)
 */
export function durableConsumers(config: GatewayConfig, orm: MikroORM, search: SearchService, log: Logger, metrics?: Metrics): DurableConsumer[] {
  return [
    { name: 'search-index', handler: search.onEvent },
    { name: webhookConsumerName, handler: webhookConsumer(orm, config.webhooks, log, metrics), retry: { retryDelaysMs: webhookRetryDelays(config.webhooks.retryBaseMs) } },
    ...(config.purge.urls.length > 0 ? [{ name: 'cdn-purge', handler: cdnPurgeHandler(config.purge, log), many: cdnPurgeBatchHandler(config.purge, log) }] : []),
  ];
}

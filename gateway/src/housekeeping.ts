import type { Logger } from 'pino';
import { pruneAuthState, pruneContactState } from '@tessera/schema';
import type { GatewayConfig } from './config';
import type { TesseraData } from './data';
import { storagePruning } from './storage/prune-storage';

/** How often the gateway prunes what has expired. */
const pruneEveryMs = 60 * 60_000;

/**
 * What each gateway tidies, at start and then hourly: half-written uploads a killed process left
 * and stray bytes over the write record (issue 31; at start too), sessions and sign-in counts,
 * contact form state, delivered events and sent mail. Each prune is safe to run on every gateway
 * at once. Returns the stop.
 */
export function startHousekeeping(data: TesseraData, config: GatewayConfig, log: Logger): () => void {
  const { orm, services, events, mail } = data;
  const pruneStorage = storagePruning(orm, services, config.storageSweep, log);
  pruneStorage().catch((error) => log.warn({ err: error }, 'pruning temporary uploads and stray bytes failed'));
  const pruning = setInterval(() => {
    Promise.all([pruneAuthState(orm.em.fork()), pruneContactState(orm.em.fork()), events.prune(), mail.prune(), pruneStorage()]).catch((error) =>
      log.warn({ err: error }, 'pruning sessions, sign-in counts, contact form state, delivered events, sent mail, stale uploads and stray bytes failed'),
    );
  }, pruneEveryMs);
  pruning.unref();
  return () => clearInterval(pruning);
}

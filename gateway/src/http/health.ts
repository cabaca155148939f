import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Services } from '@tessera/schema';
import { storageState } from '../storage/storage-state';

/** How long /readyz waits for the database and the storage before calling them unreachable. */
const readinessTimeoutMs = 2_000;
/** How long one look at the database and the storage answers /readyz. */
const readinessLookMs = 1_000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The storage's own check when it has one (object stores: `ping()`); a local disk always answers. */
function storageAnswers(storage: Services['storage'], ms: number): Promise<unknown> {
  const ping = (storage as { ping?: () => Promise<unknown> }).ping;
  return typeof ping === 'function' ? withinTime(ping.call(storage), ms) : Promise.resolve();
}

export interface HealthParts {
  orm: MikroORM;
  services: Services;
  log: Logger;
  /** Whether the gateway is shutting down: /readyz answers 503 from then on. */
  closing(): boolean;
}

/**
 * `/readyz`, for load balancers: 503 only while shutting down. The database and the storage are
 * reported (`degraded` when either does not answer) but fail nothing: every gateway shares
 * them, so an outage of either would take every gateway out of the balancer at once, while each
 * can still serve what it holds (cached pages, kept images) and answer the rest with a coded 503.
 * `/healthz`: whether this gateway reaches the database.
 */
export function mountHealth(app: Express, { orm, services, log, closing }: HealthParts): void {
  const lookAtParts = async () => {
    const [database, storage] = await Promise.all([
      withinTime(orm.em.fork().execute('select 1'), readinessTimeoutMs).then(
        () => 'ok' as const,
        (error: unknown) => {
          log.warn({ err: error }, 'readiness: the database does not answer');
          return 'unreachable' as const;
        },
      ),
      storageAnswers(services.storage, readinessTimeoutMs).then(
        () => 'ok' as const,
        (error: unknown) => {
          const state = storageState(error);
          log.warn({ err: error, storage: state }, state === 'missing' ? 'readiness: the storage (bucket or folder) is missing' : 'readiness: the storage does not answer');
          return state;
        },
      ),
    ]);
    return { database, storage };
  };
  // One look a second at most, shared by every caller: /readyz needs no session, and each look is
  // a database query and a request to the object store.
  let lastLook: { at: number; parts: ReturnType<typeof lookAtParts> } | undefined;
  app.get('/readyz', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (closing()) return void res.status(503).json({ status: 'shutting-down', database: 'unknown', storage: 'unknown' });
    if (!lastLook || Date.now() - lastLook.at >= readinessLookMs) lastLook = { at: Date.now(), parts: lookAtParts() };
    const { database, storage } = await lastLook.parts;
    res.json({ status: database === 'ok' && storage === 'ok' ? 'ready' : 'degraded', database, storage });
  });

  app.get('/healthz', async (req, res) => {
    try {
      await orm.em.fork().execute('select 1');
      res.json({ status: 'ok' });
    } catch (error) {
      req.log.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 'unavailable' });
    }
  });
}

import type { WebhookTargetRules } from './webhook-target';

/** How webhooks are sent; the gateway reads them from the environment (docs/webhooks.md). */
export interface WebhookSettings extends WebhookTargetRules {
  /** The whole attempt, connecting to the last byte read (ms). */
  timeoutMs: number;
  /** The first wait of the retry schedule (webhookRetryDelays); the default is 10 s, tests shrink it. */
  retryBaseMs: number;
}

export const webhookDefaults: WebhookSettings = { allowPrivate: false, timeoutMs: 10_000, retryBaseMs: 10_000 };

/**
 * The waits before each retry of an event, in units of the base: with the default 10 s that is
 * 10 s, 30 s, 1 min, 2 min, 5 min, 10 min, 30 min, 1 h, then it is parked (9 attempts over
 * 1 h 48 min 40 s). Long enough to ride out a receiver's restart, deployment or an hour's
 * maintenance without anybody pressing "retry"; not longer, because the `webhooks` consumer keeps
 * the order of events for all endpoints together, so while one endpoint's event waits, every
 * endpoint's later events wait with it (docs/webhooks.md).
 */
const retryFactors = [1, 3, 6, 12, 30, 60, 180, 360] as const;

export function webhookRetryDelays(baseMs: number): number[] {
  return retryFactors.map((factor) => factor * baseMs);
}

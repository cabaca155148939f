import type { WebhookTargetRules } from './webhook-target';

/** How webhooks are sent; the gateway reads them from the environment (docs/webhooks.md). */
export interface WebhookSettings extends WebhookTargetRules {
  /** The whole attempt, connecting to the last byte read (ms). */
  timeoutMs: number;
}

export const webhookDefaults: WebhookSettings = { allowPrivate: false, timeoutMs: 10_000 };

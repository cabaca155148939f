/**
 * What the domain counts for the operators' metrics (TESSERA_METRICS_PORT), without knowing how
 * they are kept: the gateway gives a prom-client implementation (gateway/src/metrics/), everything
 * else the no-op. The names and label values are a closed set, so a label never carries a raw
 * address or a user's text (a Prometheus series per distinct value).
 */
export interface MetricCounts {
  /** One webhook delivery attempt. */
  webhook_delivery: { outcome: 'delivered' | 'failed' };
  /** One attempt at sending a mail of the outbox; `retry` when it failed and will be tried again. */
  mail_send: { outcome: 'sent' | 'retry' | 'given_up' };
  /** One scheduled publication or unpublication claimed and run (or failed its check). */
  scheduled_run: { outcome: 'ran' | 'failed' };
}

export interface Metrics {
  count<Name extends keyof MetricCounts>(name: Name, labels: MetricCounts[Name], by?: number): void;
}

/** Counts nothing: the default where no metrics are kept (tests, the command line). */
export const noMetrics: Metrics = { count: () => undefined };

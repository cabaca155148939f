import { AggregatorRegistry } from 'prom-client';
import { serveMetrics, type MetricsServer, type MetricsSettings } from './metrics-server';

/**
 * TESSERA_WORKERS > 1: node:cluster's primary serves /metrics and asks every worker for its
 * registry (prom-client's AggregatorRegistry over the cluster's IPC channel; gateway-metrics.ts
 * lets each worker answer). Counters and histograms are summed; each gauge says how it is
 * combined (`aggregator`: the database's gauges take the max, the per-process ones the sum).
 * A worker that does not answer within prom-client's 5 s makes the scrape fail (500) rather
 * than report a partial sum.
 */
export function serveClusterMetrics(settings: MetricsSettings): Promise<MetricsServer> {
  const aggregator = new AggregatorRegistry();
  return serveMetrics(settings, async () => ({ text: await aggregator.clusterMetrics(), contentType: aggregator.contentType }));
}

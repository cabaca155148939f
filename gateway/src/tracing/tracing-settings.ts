import type { Environment } from '../settings/variables';

/** The samplers of the OpenTelemetry specification's OTEL_TRACES_SAMPLER. */
export const traceSamplers = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'] as const;
export type TraceSampler = (typeof traceSamplers)[number];

/** Traces are sent (OTLP over HTTP, JSON) when an endpoint is set, from the standard OTEL_* variables. */
export interface TracingSettings {
  /** OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given, or OTEL_EXPORTER_OTLP_ENDPOINT with `/v1/traces`. */
  tracesUrl: string;
  /** OTEL_SERVICE_NAME, `tessera` by default. */
  serviceName: string;
  /** OTEL_TRACES_SAMPLER, `parentbased_always_on` by default (the SDK's). */
  sampler: TraceSampler;
  /** OTEL_TRACES_SAMPLER_ARG: the ratio of the traceidratio samplers, 1 by default. */
  samplerRatio: number;
}

/** The settings, or none (tracing off) when neither endpoint is set. */
export function tracingSettingsOf(e: Environment): TracingSettings | undefined {
  const tracesUrl = e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (e.OTEL_EXPORTER_OTLP_ENDPOINT && `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`);
  if (!tracesUrl) return undefined;
  return { tracesUrl, serviceName: e.OTEL_SERVICE_NAME ?? 'tessera', sampler: e.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on', samplerRatio: e.OTEL_TRACES_SAMPLER_ARG ?? 1 };
}

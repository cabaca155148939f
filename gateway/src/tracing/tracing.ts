import { SpanKind, SpanStatusCode, trace, type Attributes, type Span, type Tracer } from '@opentelemetry/api';
import type { NodeSDK } from '@opentelemetry/sdk-node';
import type { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import type { Sampler } from '@opentelemetry/sdk-trace-base';
import { requestIdNow } from './request-scope';
import type { TracingSettings } from './tracing-settings';

/** The attribute naming the request (its X-Request-Id, the log lines' `reqId`) on every span made while serving it. */
export const requestIdAttribute = 'tessera.request.id';

/**
 * This process's tracing: the OpenTelemetry SDK (started here, registered as the process's
 * tracer provider and context manager) and the helpers the instrumented parts use. Made only
 * when an endpoint is set; without it nothing of the SDK is loaded and the parts are not
 * instrumented at all, so tracing off costs nothing.
 */
export class Tracing {
  readonly tracer: Tracer;

  private constructor(private readonly sdk: NodeSDK) {
    this.tracer = trace.getTracer('tessera');
  }

  static start(settings: TracingSettings): Tracing {
    // Loaded only here: the SDK and its exporter are tens of modules and megabytes of heap a
    // gateway without tracing never needs (tracing-off.test.ts holds this).
    const { NodeSDK: Sdk } = require('@opentelemetry/sdk-node') as { NodeSDK: typeof NodeSDK };
    const { OTLPTraceExporter: Exporter } = require('@opentelemetry/exporter-trace-otlp-http') as { OTLPTraceExporter: typeof OTLPTraceExporter };
    const sdk = new Sdk({
      serviceName: settings.serviceName,
      traceExporter: new Exporter({ url: settings.tracesUrl }),
      sampler: samplerOf(settings),
      // Traces only: the SDK would otherwise also push OTLP metrics and logs to the same
      // endpoint (metrics are Prometheus's, /metrics; logs are pino's, on stdout).
      metricReaders: [],
      logRecordProcessors: [],
    });
    sdk.start();
    return new Tracing(sdk);
  }

  /** Runs `work` in a span of its own under the active one, ended when it settles (marked failed on a throw). */
  inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>, kind: SpanKind = SpanKind.INTERNAL): Promise<T> {
    return this.tracer.startActiveSpan(name, { kind, attributes: withRequestId(attributes) }, async (span) => {
      try {
        return await work(span);
      } catch (error) {
        failed(span, error);
        throw error;
      } finally {
        span.end();
      }
    });
  }

  /** Sends the spans not sent yet and stops (the gateway's close). */
  shutdown(): Promise<void> {
    return this.sdk.shutdown();
  }
}

/** The attributes with the request id of the code running now, when it serves a request. */
export function withRequestId(attributes: Attributes): Attributes {
  const id = requestIdNow();
  return id === undefined ? attributes : { ...attributes, [requestIdAttribute]: id };
}

/** Marks the span failed with the error's type only: a message may hold what a user typed. */
export function failed(span: Span, error: unknown): void {
  const type = error instanceof Error ? error.constructor.name : typeof error;
  span.setStatus({ code: SpanStatusCode.ERROR, message: type });
  span.setAttribute('error.type', type);
}

/** The sampler OTEL_TRACES_SAMPLER names, as the SDK would make it (read from the configuration, so `tessera config` shows what runs). */
function samplerOf({ sampler, samplerRatio }: TracingSettings): Sampler {
  const base = require('@opentelemetry/sdk-trace-base') as typeof import('@opentelemetry/sdk-trace-base');
  const root = sampler.endsWith('always_off') ? new base.AlwaysOffSampler() : sampler.endsWith('traceidratio') ? new base.TraceIdRatioBasedSampler(samplerRatio) : new base.AlwaysOnSampler();
  return sampler.startsWith('parentbased_') ? new base.ParentBasedSampler({ root }) : root;
}

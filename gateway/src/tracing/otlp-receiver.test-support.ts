import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A collector's stand-in for the tests of issue 35's traces (tracing.test.ts, and the workers'
 * test in cluster/workers.test.ts): OTLP/HTTP with JSON, every span kept with its resource's
 * service name and process id.
 */

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes?: Array<{ key: string; value: OtlpValue }>;
}
export interface Span {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
  service: string;
  /** The `process.pid` of the process that sent it (each worker of TESSERA_WORKERS sends its own). */
  pid: number;
  start: bigint;
  end: bigint;
}

/** OTLP/JSON ids are hex; a protobuf-style base64 id is turned into hex so both compare. */
const hex = (id: string | undefined) => (!id ? '' : /^[0-9a-f]+$/i.test(id) ? id.toLowerCase() : Buffer.from(id, 'base64').toString('hex'));
const valueOf = (value: OtlpValue) => value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : undefined) ?? value.boolValue ?? value.doubleValue ?? '';

/** A collector's OTLP/HTTP traces endpoint: `POST /v1/traces` with JSON, every span kept. */
export class OtlpReceiver {
  readonly spans: Span[] = [];
  readonly contentTypes = new Set<string>();
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/traces') {
          res.writeHead(404).end();
          return;
        }
        this.contentTypes.add(String(req.headers['content-type']));
        this.receive(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private receive(body: { resourceSpans: Array<{ resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: Array<{ spans: OtlpSpan[] }> }> }): void {
    for (const resourceSpans of body.resourceSpans) {
      const resource = (key: string) => resourceSpans.resource.attributes!.find((attribute) => attribute.key === key)?.value;
      const service = String(valueOf(resource('service.name')!));
      const pid = Number(valueOf(resource('process.pid') ?? {}));
      for (const { spans } of resourceSpans.scopeSpans) {
        for (const span of spans) {
          this.spans.push({
            traceId: hex(span.traceId),
            spanId: hex(span.spanId),
            parentSpanId: hex(span.parentSpanId),
            name: span.name,
            kind: span.kind,
            start: BigInt(span.startTimeUnixNano),
            end: BigInt(span.endTimeUnixNano),
            attributes: Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, valueOf(value)])),
            service,
            pid,
          });
        }
      }
    }
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

import { Writable } from 'node:stream';
import sharp from 'sharp';
import { adminEmail, adminPassword, s3rverCredentials, startS3rver, startTestGateway, type Reply, type TestGateway, type TestS3Server } from '@tessera/testing';
import { readConfig } from '../config';
import { logDefaults } from '../logger';
import { freshIp, submit, validForm } from '../api/contact/contact.test-support';
import { OtlpReceiver, type Span } from './otlp-receiver.test-support';

/**
 * Issue 35 (traces): OpenTelemetry spans sent over OTLP/HTTP (JSON) to the endpoint of the
 * standard OTEL_* variables, off without one; a span per request, GraphQL operation, SQL
 * statement, S3 call and image job, each with the request id its log lines carry too. The
 * receiver is a node:http server standing in for a collector.
 */

const serverKind = 2;
const clientKind = 3;

describe('traces are off by default', () => {
  it('no OTEL_EXPORTER_OTLP_ENDPOINT: no tracing settings; the endpoints and the sampler are read as the SDK reads them', () => {
    expect(readConfig({}).tracing).toBeUndefined();
    expect(readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'tessera',
      sampler: 'parentbased_always_on',
      samplerRatio: 1,
    });
    expect(
      readConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp/spans',
        OTEL_SERVICE_NAME: 'site-a',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
      }).tracing,
    ).toEqual({ tracesUrl: 'https://traces.example/otlp/spans', serviceName: 'site-a', sampler: 'parentbased_traceidratio', samplerRatio: 0.25 });
    expect(() => readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
    expect(() => readConfig({ OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(/OTEL_TRACES_SAMPLER/);
  });
});

describe('traces sent to an OTLP receiver', () => {
  const receiver = new OtlpReceiver();
  const lines: Array<Record<string, unknown>> = [];
  let gateway: TestGateway;
  let s3: TestS3Server;
  const replies: Record<'page' | 'signIn' | 'rest' | 'graphql' | 'upload' | 'continued', Reply> = {} as never;
  const caller = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };

  beforeAll(async () => {
    const url = await receiver.start();
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    process.env.AWS_ACCESS_KEY_ID = s3rverCredentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = s3rverCredentials.secretAccessKey;
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
    s3 = await startS3rver({ bucket: 'tessera-traced' });
    // The greeting gives a published home page to render; the media go to a bucket.
    gateway = await startTestGateway({
      greeting: true,
      storage: { kind: 's3', bucket: s3.bucket, prefix: 'media', endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, cacheBytes: 8 * 1024 * 1024 },
      tracing: { tracesUrl: `${url}/v1/traces`, serviceName: 'tessera-traced', sampler: 'parentbased_always_on', samplerRatio: 1 },
      logLevel: 'info',
      log: { ...logDefaults, summaryMs: 0, destination },
    });
    const visitor = gateway.client();
    const page = await visitor.raw('GET', '/');
    replies.page = { status: page.status, headers: page.headers, body: await page.text() };
    // The second time the HTML cache answers, before Express.
    expect((await visitor.raw('GET', '/')).status).toBe(200);
    const admin = gateway.client();
    replies.signIn = await admin.signIn(adminEmail, adminPassword);
    // The honeypot's line is written by the operation, through the request's logger.
    replies.rest = await submit(await gateway.client().start(), { ...validForm, website: 'https://spam.example' }, freshIp());
    replies.graphql = await admin.gql('query WhoAmI { me { id email } }');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    replies.upload = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', png, 'traced.png', 'image/png', { path: '/' });
    // A proxy on this machine (a trusted one: loopback) continues its own trace.
    const continued = await visitor.raw('GET', '/api/tessera/user', { headers: { traceparent: `00-${caller.traceId}-${caller.spanId}-01` } });
    replies.continued = { status: continued.status, headers: continued.headers, body: await continued.text() };
    // Closing the gateway sends the spans still waiting in the batch.
    await gateway.stop();
  });

  afterAll(async () => {
    await receiver.stop();
    await s3?.close();
  });

  const requestSpan = (reply: Reply) => {
    const id = reply.headers.get('x-request-id');
    const span = receiver.spans.find((candidate) => candidate.kind === serverKind && candidate.attributes['tessera.request.id'] === id);
    if (!id || !span) throw new Error(`no request span for request id ${id}`);
    return span;
  };
  /** The spans under `root` (children, their children, …). */
  const under = (root: Span) => {
    const found: Span[] = [];
    let parents = new Set([root.spanId]);
    while (parents.size > 0) {
      const children = receiver.spans.filter((span) => parents.has(span.parentSpanId) && span.traceId === root.traceId);
      found.push(...children);
      parents = new Set(children.map((span) => span.spanId));
    }
    return found;
  };

  it('sends OTLP/HTTP JSON with the service name', () => {
    expect([...receiver.contentTypes]).toEqual(['application/json']);
    expect(new Set(receiver.spans.map((span) => span.service))).toEqual(new Set(['tessera-traced']));
  });

  it('a request is a server span named by method and route template, with its status and request id; its SQL statements are under it', () => {
    expect([replies.page.status, replies.signIn.status, replies.rest.status, replies.graphql.status, replies.upload.status]).toEqual([200, 200, 200, 200, 200]);
    const page = requestSpan(replies.page);
    expect(page).toMatchObject({ name: 'GET /*', attributes: { 'http.request.method': 'GET', 'http.route': '/*', 'http.response.status_code': 200, 'url.path': '/' } });
    const signIn = requestSpan(replies.signIn);
    expect(signIn).toMatchObject({ name: 'POST /api/tessera/auth/login', parentSpanId: '', attributes: { 'http.route': '/api/tessera/auth/login', 'http.response.status_code': 200 } });
    for (const reply of [replies.page, replies.signIn, replies.rest, replies.graphql, replies.upload]) {
      const root = requestSpan(reply);
      const spans = under(root);
      const statements = spans.filter((span) => span.attributes['db.system'] === 'postgresql');
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) expect(statement.kind).toBe(clientKind);
      // Every span of the request names it.
      expect(spans.filter((span) => span.attributes['tessera.request.id'] !== root.attributes['tessera.request.id'])).toEqual([]);
    }
  });

  it('a page the HTML cache answers is a request span too, marked as such, without a request id or anything under it', () => {
    const cached = receiver.spans.filter((span) => span.attributes['tessera.cache'] === 'page');
    expect(cached).toHaveLength(1);
    expect(cached[0]).toMatchObject({ name: 'GET /*', kind: serverKind });
    expect(cached[0].attributes['tessera.request.id']).toBeUndefined();
    expect(under(cached[0])).toEqual([]);
  });

  it("SQL statements are traced under another span only: the background's polls make no trace of their own", () => {
    const statements = receiver.spans.filter((span) => span.attributes['db.system'] === 'postgresql');
    expect(statements.filter((span) => span.parentSpanId === '')).toEqual([]);
  });

  it('nothing runs under a request after its answer (background work woken by it starts traces of its own, or none)', () => {
    const late = receiver.spans
      .filter((span) => span.kind === serverKind)
      .flatMap((request) => under(request).filter((span) => span.start > request.end))
      .map((span) => `${span.name} ${String(span.attributes['db.query.text'] ?? '').slice(0, 60)}`);
    expect(late).toEqual([]);
  });

  it('SQL spans hold the statement with its placeholders, never a value (no address, password or session)', () => {
    const statements = receiver.spans.filter((span) => span.attributes['db.system'] === 'postgresql');
    const signInStatements = under(requestSpan(replies.signIn)).filter((span) => span.attributes['db.system'] === 'postgresql');
    expect(signInStatements.some((span) => /^select\b/i.test(String(span.attributes['db.query.text'])) && String(span.attributes['db.query.text']).includes('?'))).toBe(true);
    expect(statements.find((span) => span.name === 'SELECT')?.attributes['db.operation.name']).toBe('SELECT');
    const session = /tessera_session=([^;]+)/.exec(replies.signIn.headers.get('set-cookie') ?? '')?.[1];
    const secrets = [adminEmail, adminPassword, session, validForm.email, 'spam.example'].filter((secret): secret is string => Boolean(secret));
    for (const span of receiver.spans) {
      const text = JSON.stringify(span.attributes);
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });

  it('a GraphQL operation is a span named by its type and name, under the request, with its statements under it', () => {
    const request = requestSpan(replies.graphql);
    expect(request.name).toBe('POST /graphql');
    const operation = under(request).find((span) => span.name === 'query WhoAmI');
    expect(operation?.attributes).toMatchObject({ 'graphql.operation.type': 'query', 'graphql.operation.name': 'WhoAmI' });
    expect(operation?.parentSpanId).toBe(request.spanId);
    expect(under(operation!).filter((span) => span.attributes['db.system'] === 'postgresql').length).toBeGreaterThan(0);
    // The documents the site runs in-process for a page are operations too.
    expect(under(requestSpan(replies.page)).some((span) => span.attributes['graphql.operation.type'] === 'query')).toBe(true);
  });

  it('image work is a span under the upload, with how long it waited for the line', () => {
    const upload = requestSpan(replies.upload);
    expect(upload.name).toBe('POST /api/tessera/medialib/add-file');
    const work = under(upload).filter((span) => span.name === 'image work');
    expect(work.length).toBeGreaterThan(0);
    expect(typeof work[0].attributes['tessera.image.waited_ms']).toBe('number');
  });

  it('an S3 call is a client span under the request that made it, named by its command, with the bucket', () => {
    const calls = under(requestSpan(replies.upload)).filter((span) => span.attributes['rpc.service'] === 'S3');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls[0]).toMatchObject({ kind: clientKind, attributes: { 'rpc.system': 'aws-api', 'aws.s3.bucket': 'tessera-traced' } });
    expect(calls.map((span) => span.name)).toContain('S3.PutObject');
  });

  it("a trusted proxy's traceparent continues its trace", () => {
    const continued = requestSpan(replies.continued);
    expect(continued).toMatchObject({ traceId: caller.traceId, parentSpanId: caller.spanId });
  });

  it('a log line written while serving a request carries its request id', () => {
    const id = replies.rest.headers.get('x-request-id');
    const honeypot = lines.find((line) => line.msg === 'contact form honeypot filled: answered as sent, nothing stored or mailed');
    expect(honeypot?.reqId).toBe(id);
  });
});

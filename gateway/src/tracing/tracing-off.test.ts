import { Writable } from 'node:stream';
import { startTestGateway } from '@tessera/testing';
import { logDefaults } from '../logger';
import { freshIp, submit, validForm } from '../api/contact/contact.test-support';
import { Tracing } from './tracing';

/**
 * Issue 35 (traces), off: a gateway without an OTLP endpoint never loads the OpenTelemetry SDK
 * or its exporter (start-up time and idle memory stay as they were), and its log lines still
 * name the request they were written for.
 */

// Each factory runs when its module is first required, and says so.
const mockLoaded: string[] = [];
jest.mock('@opentelemetry/sdk-node', () => {
  mockLoaded.push('@opentelemetry/sdk-node');
  return jest.requireActual('@opentelemetry/sdk-node');
});
jest.mock('@opentelemetry/exporter-trace-otlp-http', () => {
  mockLoaded.push('@opentelemetry/exporter-trace-otlp-http');
  return jest.requireActual('@opentelemetry/exporter-trace-otlp-http');
});

it('a gateway without an endpoint serves pages and the API without loading the SDK; its log lines name the request', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const gateway = await startTestGateway({ greeting: true, logLevel: 'info', log: { ...logDefaults, summaryMs: 0, destination } });
  try {
    expect(gateway.tessera.services.imageWork.constructor.name).toBe('ImageWork');
    expect((await gateway.client().raw('GET', '/')).status).toBe(200);
    const reply = await submit(await gateway.client().start(), { ...validForm, website: 'https://spam.example' }, freshIp());
    expect(reply.status).toBe(200);
    const honeypot = lines.find((line) => line.msg === 'contact form honeypot filled: answered as sent, nothing stored or mailed');
    expect(honeypot?.reqId).toBe(reply.headers.get('x-request-id'));
  } finally {
    await gateway.stop();
  }
  expect(mockLoaded).toEqual([]);
});

it('starting tracing is what loads them (so the check above can fail)', async () => {
  const tracing = Tracing.start({ tracesUrl: 'http://127.0.0.1:9/v1/traces', serviceName: 'tessera', sampler: 'always_off', samplerRatio: 1 });
  await tracing.shutdown();
  expect(mockLoaded).toEqual(['@opentelemetry/sdk-node', '@opentelemetry/exporter-trace-otlp-http']);
});

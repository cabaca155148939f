import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { webhookDefaults, webhookRetryDelays } from '@tessera/schema';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { readConfig } from '../../config';
import { WebhookReceiver } from './webhook-receiver.test-support';

/**
 * Issue 31 item 8: a receiver down for 30 s had its event parked after 15 s of retries (the
 * consumers' doubling 1 s, 2 s, 4 s, 8 s) and got it only after a manual retry. Webhooks now
 * retry over their own, longer schedule. Here it runs at 10 ms a unit (6.5 s in all) against
 * the old doubling scaled the same way (10, 20, 40, 80 ms: parked after 150 ms).
 */
const unitMs = 10;
let gateway: TestGateway;
let admin: TestClient;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  gateway = await startTestGateway({
    webhooks: { allowPrivate: true, timeoutMs: 1_500, retryBaseMs: unitMs },
    consumers: { leaseMs: 15_000, maxAttempts: 5, retryBaseMs: unitMs, retryMaxMs: 300 * unitMs },
  });
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
  await receiver.stop();
});

/** A port nothing listens on (yet): connections to it are refused, as to a receiver that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('webhook retry schedule', () => {
  it('is 10 s, 30 s, 1 min, 2 min, 5 min, 10 min, 30 min and 1 h by default, then the event is parked', () => {
    const minute = 60_000;
    expect(webhookRetryDelays(webhookDefaults.retryBaseMs)).toEqual([10_000, 30_000, minute, 2 * minute, 5 * minute, 10 * minute, 30 * minute, 60 * minute]);
    expect(readConfig({}).webhooks.retryBaseMs).toBe(10_000);
    expect(readConfig({ TESSERA_WEBHOOKS_RETRY_BASE_MS: '250' }).webhooks.retryBaseMs).toBe(250);
    expect(() => readConfig({ TESSERA_WEBHOOKS_RETRY_BASE_MS: '0' })).toThrow(/TESSERA_WEBHOOKS_RETRY_BASE_MS/);
  });

  it('a receiver down for longer than the old window still gets its events, once each and in order, without a manual retry', async () => {
    const port = await closedPort();
    const registered = await admin.rest('POST', '/api/tessera/webhooks', { url: `http://127.0.0.1:${port}/hook`, eventTypes: ['tags.changed'] });
    expect(registered.status).toBe(200);
    const webhookId: number = registered.body.webhook.id;

    expect((await admin.rest('POST', '/api/tessera/tags', { name: 'First while down' })).status).toBe(200);
    expect((await admin.rest('POST', '/api/tessera/tags', { name: 'Second while down' })).status).toBe(200);
    // Down for 2 s: more than thirteen times the old window at this scale, inside the new one.
    await new Promise((resolve) => setTimeout(resolve, 200 * unitMs));
    await receiver.start(port);
    expect(await gateway.tessera.consumers.settle(20_000)).toBe(true);

    expect(await gateway.sql("select id from parked_event where consumer = 'webhooks'")).toEqual([]);
    const names = receiver.on('/hook').map((request) => JSON.parse(request.body).data.name);
    expect(names).toEqual(['First while down', 'Second while down']);

    const log = await gateway.sql<{ event_id: string; attempt: number; succeeded: boolean; status_code: number | null; at_ms: number }>(
      'select event_id::text as event_id, attempt, succeeded, status_code, extract(epoch from at) * 1000 as at_ms from webhook_delivery where endpoint_id = ? order by id',
      [webhookId],
    );
    const [first, second] = [...new Set(log.map((row) => row.event_id))];
    const firstAttempts = log.filter((row) => row.event_id === first);
    // Every attempt failed (refused) until the receiver was up, then one succeeded and no more were made.
    expect(firstAttempts.map((row) => row.succeeded)).toEqual([...Array(firstAttempts.length - 1).fill(false), true]);
    expect(firstAttempts.map((row) => row.attempt)).toEqual(firstAttempts.map((_, index) => index + 1));
    expect(firstAttempts.filter((row) => !row.succeeded).every((row) => row.status_code === null)).toBe(true);
    expect(firstAttempts.length).toBeGreaterThan(5);
    // The waits between attempts are the schedule's (at least).
    const delays = webhookRetryDelays(unitMs);
    for (let index = 1; index < firstAttempts.length; index += 1) {
      expect(Number(firstAttempts[index].at_ms) - Number(firstAttempts[index - 1].at_ms)).toBeGreaterThanOrEqual(delays[index - 1] - 1);
    }
    // The second event waited for the first: one attempt, after the first's success.
    const secondAttempts = log.filter((row) => row.event_id === second);
    expect(secondAttempts.map((row) => [row.attempt, row.succeeded])).toEqual([[1, true]]);
    expect(Number(secondAttempts[0].at_ms)).toBeGreaterThanOrEqual(Number(firstAttempts.at(-1)!.at_ms));
  });
});

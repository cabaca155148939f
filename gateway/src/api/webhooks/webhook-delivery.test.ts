import { createHmac } from 'node:crypto';
import { webhookConsumer, webhookDefaults, webhookRetryDelays, type ConsumedEvent } from '@tessera/schema';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { WebhookReceiver } from './webhook-receiver.test-support';

/**
 * Webhooks reaching a real receiver on 127.0.0.1: the gateway runs with
 * TESSERA_WEBHOOKS_ALLOW_PRIVATE (an intranet receiver), the address refusals are tested with it
 * off in webhook-refusals.test.ts.
 */
let gateway: TestGateway;
let admin: TestClient;
const receiver = new WebhookReceiver();
const secret = 'a-secret-of-the-receiver-0123456789';

beforeAll(async () => {
  await receiver.start();
  gateway = await startTestGateway({
    // The webhook schedule at 5 ms a unit (3.3 s in all); the other consumers' settings do not apply to it.
    webhooks: { allowPrivate: true, timeoutMs: 1_500, retryBaseMs: 5 },
    consumers: { leaseMs: 15_000, maxAttempts: 4, retryBaseMs: 50, retryMaxMs: 400 },
  });
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
  await receiver.stop();
});

/** The signature a receiver computes: HMAC-SHA256 over "<t>.<body>" with the shared secret. */
function verify(header: string, body: string, key: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  return createHmac('sha256', key).update(`${t}.${body}`).digest('hex') === v1 && /^\d+$/.test(t);
}

async function register(path: string, eventTypes: string[], extra: Record<string, unknown> = {}) {
  const reply = await admin.rest('POST', '/api/tessera/webhooks', { url: `${receiver.url}${path}`, eventTypes, ...extra });
  expect(reply.status).toBe(200);
  return reply.body as { webhook: { id: number; url: string }; secret: string };
}

async function deliveries(webhookId: number) {
  const reply = await admin.rest('GET', `/api/tessera/webhooks/${webhookId}/deliveries`);
  expect(reply.status).toBe(200);
  return reply.body as {
    total: number;
    items: Array<{ id: number; eventId: string; attempt: number; succeeded: boolean; statusCode: number | null; error: string | null; trigger: string; durationMs: number }>;
  };
}

async function raiseTagEvent(name: string): Promise<void> {
  expect((await admin.rest('POST', '/api/tessera/tags', { name })).status).toBe(200);
}

describe('webhook delivery', () => {
  let webhookId: number;

  it('a receiver that fails twice gets the event a third time, signed, and then never again', async () => {
    receiver.answer('/hook', 500, 500);
    const created = await register('/hook', ['tags.changed'], { secret });
    webhookId = created.webhook.id;
    expect(created.secret).toBe(secret);

    await raiseTagEvent('Webhooks');
    expect(await gateway.tessera.consumers.settle(20_000)).toBe(true);

    const requests = receiver.on('/hook');
    expect(requests).toHaveLength(3);
    for (const [index, request] of requests.entries()) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(verify(String(request.headers['tessera-signature']), request.body, secret)).toBe(true);
      expect(verify(String(request.headers['tessera-signature']), request.body, 'another secret')).toBe(false);
      expect(request.headers['tessera-event-id']).toBe(requests[0].headers['tessera-event-id']);
      expect(request.headers['tessera-event-type']).toBe('tags.changed');
      expect(request.headers['tessera-delivery-attempt']).toBe(String(index + 1));
      expect(request.body).toBe(requests[0].body);
    }
    const body = JSON.parse(requests[0].body);
    expect(body).toMatchObject({ id: requests[0].headers['tessera-event-id'], type: 'tags.changed', data: { action: 'created', name: 'Webhooks' } });

    const log = await deliveries(webhookId);
    expect(log.total).toBe(3);
    expect(log.items.map(({ attempt, succeeded, statusCode, trigger }) => ({ attempt, succeeded, statusCode, trigger }))).toEqual([
      { attempt: 3, succeeded: true, statusCode: 200, trigger: 'event' },
      { attempt: 2, succeeded: false, statusCode: 500, trigger: 'event' },
      { attempt: 1, succeeded: false, statusCode: 500, trigger: 'event' },
    ]);
    expect(log.items[1].error).toBe('HTTP 500');
    expect(log.items.every((item) => item.eventId === body.id)).toBe(true);
  });

  it('an event handed to the consumer again (at least once) is not sent again to a receiver that had it', async () => {
    const [row] = await gateway.sql<{ id: string; type: ConsumedEvent['type']; payload: Record<string, unknown>; origin: string; at: Date }>(
      "select id::text as id, type, payload, origin, at from domain_event where type = 'tags.changed' order by id desc limit 1",
    );
    const before = receiver.received.length;
    await webhookConsumer(gateway.tessera.orm, { ...webhookDefaults, allowPrivate: true }, gateway.tessera.services.log)({ ...row, at: new Date(row.at) });
    expect(receiver.received.length).toBe(before);
    expect((await deliveries(webhookId)).total).toBe(3);
  });

  it('"send again" re-delivers a logged delivery now, with the same event id and body, and logs it', async () => {
    const [first] = (await deliveries(webhookId)).items.slice(-1);
    const before = receiver.on('/hook').length;
    const reply = await admin.rest('POST', `/api/tessera/webhooks/deliveries/${first.id}/send-again`);
    expect(reply.status).toBe(200);
    expect(reply.body.Delivery).toMatchObject({ webhookId, eventId: first.eventId, attempt: 4, trigger: 'send-again', succeeded: true, statusCode: 200 });
    const requests = receiver.on('/hook');
    expect(requests).toHaveLength(before + 1);
    expect(requests.at(-1)!.headers['tessera-event-id']).toBe(first.eventId);
    expect(requests.at(-1)!.body).toBe(requests[0].body);
    expect(verify(String(requests.at(-1)!.headers['tessera-signature']), requests.at(-1)!.body, secret)).toBe(true);
    expect((await deliveries(webhookId)).total).toBe(4);
    const audit = await gateway.sql<{ action: string }>("select action from audit_log where subject_type = 'webhook' and subject_id = ? order by id", [String(webhookId)]);
    expect(audit.map((row) => row.action)).toEqual(['webhook.created', 'webhook.sent-again']);
  });

  it('over GraphQL: the endpoints without secrets, the log, and "send again" of a failed attempt that now succeeds', async () => {
    const listed = await admin.gql('{ webhooks { id url eventTypes active } webhookEventTypes }');
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data.webhooks).toEqual([{ id: webhookId, url: `${receiver.url}/hook`, eventTypes: ['tags.changed'], active: true }]);
    expect(listed.body.data.webhookEventTypes).toContain('page.published');
    expect(JSON.stringify((await admin.rest('GET', '/api/tessera/webhooks')).body)).not.toContain(secret);

    const log = await admin.gql('query ($id: Int!) { webhookDeliveries(webhookId: $id, pageSize: 2) { total items { id attempt succeeded } } }', { id: webhookId });
    expect(log.body.data.webhookDeliveries).toMatchObject({ total: 4, items: [{ attempt: 4 }, { attempt: 3 }] });
    const failed = (await deliveries(webhookId)).items.find((item) => !item.succeeded)!;
    const again = await admin.gql('mutation ($id: Int!) { sendWebhookAgain(id: $id) { attempt succeeded statusCode trigger } }', { id: failed.id });
    expect(again.body.data.sendWebhookAgain).toEqual({ attempt: 5, succeeded: true, statusCode: 200, trigger: 'send-again' });
  });

  it('a redirect is not followed: each attempt of the schedule fails with the 3xx, and the event is parked after the last', async () => {
    const attempts = webhookRetryDelays(5).length + 1;
    expect((await admin.rest('PUT', `/api/tessera/webhooks/${webhookId}`, { url: `${receiver.url}/hook`, eventTypes: ['tags.changed'], active: false })).status).toBe(200);
    const redirecting = await register('/redirect', ['tags.changed']);
    expect(redirecting.secret).toMatch(/^whsec_[0-9a-f]{64}$/);

    await raiseTagEvent('Redirected');
    expect(await gateway.tessera.consumers.settle(20_000)).toBe(true);

    expect(receiver.on('/redirect')).toHaveLength(attempts);
    expect(receiver.on('/moved')).toHaveLength(0);
    const log = await deliveries(redirecting.webhook.id);
    expect(log.items.map((item) => [item.succeeded, item.statusCode, item.error])).toEqual(Array(attempts).fill([false, 302, 'redirect (HTTP 302) not followed']));
    const parked = await gateway.sql<{ consumer: string }>("select consumer from parked_event where consumer = 'webhooks'");
    expect(parked).toHaveLength(1);
    // The paused endpoint got nothing of it.
    expect(receiver.on('/hook').every((request) => JSON.parse(request.body).data.name === 'Webhooks')).toBe(true);
  });

  it('an endpoint named by a host name is reached at the address its name resolved to', async () => {
    const named = await register('/named', ['menu.changed']);
    await gateway.sql('update webhook_endpoint set url = ? where id = ?', [`http://localhost:${new URL(receiver.url).port}/named`, named.webhook.id]);
    const [first] = (await deliveries(webhookId)).items;
    await gateway.sql(
      "insert into webhook_delivery (endpoint_id, event_id, event_type, body, attempt, trigger, succeeded, duration_ms, at) values (?, ?, 'tags.changed', '{}', 1, 'event', false, 0, now())",
      [named.webhook.id, first.eventId],
    );
    const [logged] = (await deliveries(named.webhook.id)).items;
    const reply = await admin.rest('POST', `/api/tessera/webhooks/deliveries/${logged.id}/send-again`);
    expect(reply.body.Delivery).toMatchObject({ succeeded: true, statusCode: 200 });
    expect(receiver.on('/named')).toHaveLength(1);
    expect(receiver.on('/named')[0].headers.host).toBe(`localhost:${new URL(receiver.url).port}`);
  });

  it('a receiver that does not answer in time is a failed attempt', async () => {
    const hanging = await register('/hang', ['menu.changed']);
    const [first] = (await deliveries(webhookId)).items;
    await gateway.sql(
      "insert into webhook_delivery (endpoint_id, event_id, event_type, body, attempt, trigger, succeeded, duration_ms, at) values (?, ?, 'tags.changed', '{}', 1, 'event', false, 0, now())",
      [hanging.webhook.id, first.eventId],
    );
    const [logged] = (await deliveries(hanging.webhook.id)).items;
    const reply = await admin.rest('POST', `/api/tessera/webhooks/deliveries/${logged.id}/send-again`);
    expect(reply.status).toBe(200);
    expect(reply.body.Delivery).toMatchObject({ succeeded: false, statusCode: null, error: 'no answer within 1500 ms' });
    expect(receiver.on('/hang')).toHaveLength(1);
  });
});

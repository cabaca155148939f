import { networkInterfaces } from 'node:os';
import { webhookDefaults, webhookRetryDelays } from '@tessera/schema';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { WebhookReceiver } from './webhook-receiver.test-support';

/**
 * What webhooks refuse, with TESSERA_WEBHOOKS_ALLOW_PRIVATE off (the default): addresses that
 * lead into the installation's own networks, at registration and again at delivery; bad input;
 * callers without manage-webhooks.
 */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
let visitor: TestClient;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  await receiver.start();
  gateway = await startTestGateway({ webhooks: { ...webhookDefaults, retryBaseMs: 5 } });
  admin = await gateway.admin();
  editor = (await gateway.signedIn('editor')).client;
  visitor = await gateway.client().start();
});

afterAll(async () => {
  await gateway?.stop();
  await receiver.stop();
});

/** An address of this machine other than loopback (whatever range it is in: a public one is refused too). */
function ownAddress(): string {
  const entry = Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .find((candidate) => !candidate.internal);
  if (!entry) return '127.0.0.1';
  return entry.family === 'IPv6' ? `[${entry.address}]` : entry.address;
}

const create = (body: Record<string, unknown>, client: TestClient = admin) => client.rest('POST', '/api/tessera/webhooks', { eventTypes: ['tags.changed'], ...body });
const storedEndpoints = async () => (await gateway.sql<{ n: string }>('select count(*)::text as n from webhook_endpoint'))[0].n;

describe('webhook refusals', () => {
  it.each([
    ['the receiver on loopback', () => `${receiver.url}/hook`],
    ['localhost', () => 'http://localhost/hook'],
    ['127.0.0.1 written as a number', () => 'http://2130706433/'],
    ['127.0.0.1 in hexadecimal parts', () => 'http://0x7f.1/'],
    ['RFC 1918 10/8', () => 'http://10.0.0.1/'],
    ['RFC 1918 172.16/12', () => 'https://172.20.1.1/'],
    ['RFC 1918 192.168/16', () => 'http://192.168.1.10:8080/'],
    ['CGNAT 100.64/10', () => 'http://100.64.0.7/'],
    ['the cloud metadata service (link-local)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['the unspecified address', () => 'http://0.0.0.0/'],
    ['multicast', () => 'http://224.0.0.1/'],
    ['IPv6 loopback', () => 'http://[::1]/'],
    ['IPv6 unspecified', () => 'http://[::]/'],
    ['IPv6 link-local', () => 'http://[fe80::1]/'],
    ['IPv6 unique-local', () => 'http://[fd00::1]/'],
    ['IPv4-mapped loopback', () => 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped private, in hex', () => 'http://[::ffff:a00:1]/'],
    ['IPv4-mapped link-local', () => 'http://[::ffff:169.254.169.254]/'],
    ['NAT64 of a public address', () => 'http://[64:ff9b::808:808]/'],
    ['local-use NAT64', () => 'http://[64:ff9b:1::a00:1]/'],
    ['6to4', () => 'http://[2002:808:808::1]/'],
    ['Teredo', () => 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/'],
    ['documentation 203.0.113/24', () => 'http://203.0.113.10/'],
    ['documentation 2001:db8::/32', () => 'http://[2001:db8::1]/'],
    ['benchmarking 198.18/15', () => 'http://198.18.0.1/'],
    ['reserved 240/4', () => 'http://240.0.0.1/'],
    ['IPv4-compatible private', () => 'http://[::10.0.0.1]/'],
    ['an address of this server', () => `http://${ownAddress()}/`],
  ])('refuses %s at registration (WH_01), storing nothing', async (_name, url) => {
    const reply = await create({ url: url() });
    expect(reply.status).toBe(422);
    expect(reply.body.Errors).toEqual([expect.objectContaining({ code: 'WH_01', property: 'url' })]);
    expect(await storedEndpoints()).toBe('0');
  });

  it('refuses a change of URL to a private address (WH_01) and keeps the endpoint as it was', async () => {
    const created = await create({ url: 'http://93.184.216.34/hook', eventTypes: ['menu.changed'] });
    expect(created.status).toBe(200);
    const id = created.body.webhook.id;
    const reply = await admin.rest('PUT', `/api/tessera/webhooks/${id}`, { url: 'http://10.1.1.1/', eventTypes: ['menu.changed'], active: true });
    expect(reply.status).toBe(422);
    expect(reply.body.Errors[0].code).toBe('WH_01');
    expect(await gateway.sql('select url from webhook_endpoint where id = ?', [id])).toEqual([{ url: 'http://93.184.216.34/hook' }]);
    expect((await admin.rest('DELETE', `/api/tessera/webhooks/${id}`)).status).toBe(200);
  });

  it('a host that cannot be found is WH_02', async () => {
    const reply = await create({ url: 'https://receiver.invalid/hook' });
    expect(reply.status).toBe(422);
    expect(reply.body.Errors[0]).toMatchObject({ code: 'WH_02', property: 'url' });
  });

  it('checks again at delivery: an endpoint whose address became private is refused, the receiver gets nothing, every attempt is logged', async () => {
    // As if the name had resolved to a public address at registration and to these since.
    const urls = [`${receiver.url}/late`, `http://localhost:${new URL(receiver.url).port}/late`, `http://[::ffff:127.0.0.1]:${new URL(receiver.url).port}/late`];
    for (const url of urls) {
      await gateway.sql(`insert into webhook_endpoint (url, secret, event_types, active, created_at, updated_at) values (?, 'a-secret-of-sixteen', '["tags.changed"]', true, now(), now())`, [url]);
    }
    expect((await admin.rest('POST', '/api/tessera/tags', { name: 'Late' })).status).toBe(200);
    expect(await gateway.tessera.consumers.settle(20_000)).toBe(true);

    expect(receiver.received).toHaveLength(0);
    const rows = await gateway.sql<{ url: string; attempt: number; succeeded: boolean; error: string }>(
      'select e.url, d.attempt, d.succeeded, d.error from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id order by e.id, d.attempt',
    );
    expect(rows).toHaveLength(urls.length * (webhookRetryDelays(5).length + 1));
    for (const row of rows) {
      expect(row.succeeded).toBe(false);
      expect(row.error).toMatch(/^refused: the address (127\.0\.0\.1|::1|::ffff:7f00:1) is loopback$/);
    }

    const [logged] = (await admin.rest('GET', `/api/tessera/webhooks/${(await gateway.sql<{ id: number }>('select min(id) as id from webhook_endpoint'))[0].id}/deliveries`)).body.items;
    const again = await admin.rest('POST', `/api/tessera/webhooks/deliveries/${logged.id}/send-again`);
    expect(again.status).toBe(200);
    expect(again.body.Delivery).toMatchObject({ succeeded: false, statusCode: null, error: 'refused: the address 127.0.0.1 is loopback' });
    expect(receiver.received).toHaveLength(0);
  });

  it.each([
    ['no URL', {}, 'V_01', 'url'],
    ['an ftp URL', { url: 'ftp://example.com/' }, 'V_13', 'url'],
    ['credentials in the URL', { url: 'http://user:secret@93.184.216.34/' }, 'V_13', 'url'],
    ['not a URL', { url: 'not a url' }, 'V_13', 'url'],
    ['a URL over 2,048 characters', { url: `http://93.184.216.34/${'a'.repeat(2100)}` }, 'V_14', 'url'],
    ['no event type', { url: 'http://93.184.216.34/', eventTypes: [] }, 'V_01', 'eventTypes'],
    ['an unknown event type', { url: 'http://93.184.216.34/', eventTypes: ['user.deleted'] }, 'V_12', 'eventTypes.0'],
    ['a short secret', { url: 'http://93.184.216.34/', secret: 'too-short' }, 'V_12', 'secret'],
    ['a secret with spaces', { url: 'http://93.184.216.34/', secret: 'has spaces in the secret' }, 'V_12', 'secret'],
  ])('%s is %s on %s, storing nothing', async (_name, body, code, property) => {
    const before = await storedEndpoints();
    const reply = await admin.rest('POST', '/api/tessera/webhooks', { eventTypes: ['tags.changed'], ...body });
    expect(reply.status).toBe(422);
    expect(reply.body.Errors).toContainEqual(expect.objectContaining({ code, property }));
    expect(await storedEndpoints()).toBe(before);
  });

  it('an unknown endpoint or delivery is V_12 with 404', async () => {
    for (const [method, path] of [
      ['PUT', '/api/tessera/webhooks/999999'],
      ['DELETE', '/api/tessera/webhooks/999999'],
      ['GET', '/api/tessera/webhooks/999999/deliveries'],
      ['POST', '/api/tessera/webhooks/deliveries/999999/send-again'],
    ] as const) {
      const reply = await admin.rest(method, path, method === 'PUT' ? { url: 'http://93.184.216.34/', eventTypes: ['tags.changed'], active: true } : undefined);
      expect({ path, status: reply.status, code: reply.body.Errors?.[0]?.code }).toEqual({ path, status: 404, code: 'V_12' });
    }
  });

  it('needs manage-webhooks: 403 UM_01 for an editor, 401 without a session, over REST and GraphQL', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/tessera/webhooks'],
      ['GET', '/api/tessera/webhooks/event-types'],
      ['POST', '/api/tessera/webhooks', { url: 'http://93.184.216.34/', eventTypes: ['tags.changed'] }],
      ['PUT', '/api/tessera/webhooks/1', { url: 'http://93.184.216.34/', eventTypes: ['tags.changed'], active: true }],
      ['DELETE', '/api/tessera/webhooks/1'],
      ['GET', '/api/tessera/webhooks/1/deliveries'],
      ['POST', '/api/tessera/webhooks/deliveries/1/send-again'],
    ];
    const before = await storedEndpoints();
    for (const [client, status] of [
      [editor, 403],
      [visitor, 401],
    ] as const) {
      for (const [method, path, body] of calls) {
        const reply = await client.rest(method, path, body);
        expect({ path, status: reply.status, code: reply.body.Errors?.[0]?.code }).toEqual({ path, status, code: 'UM_01' });
      }
      const graphql = await client.gql('{ webhooks { id } }');
      expect(graphql.body.errors?.[0].extensions.code).toBe('UM_01');
    }
    expect(await storedEndpoints()).toBe(before);
  });
});

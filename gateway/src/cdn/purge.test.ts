import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cacheKeys, type DomainEvent } from '@tessera/read-model';
import { startTestGateway } from '@tessera/testing';
import { cdnPurgeHandler, purgeKeys, readPurgeSettings, type PurgeSettings } from './purge';

/** A cache's purge endpoint that records what it got and answers `status()`. */
async function purgeEndpoint(status: () => number = () => 200, delayMs = 0) {
  const received: Array<{ method: string; xkey: string; surrogate: string }> = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    received.push({ method: req.method!, xkey: String(req.headers['xkey-purge']), surrogate: String(req.headers['surrogate-key']) });
    setTimeout(() => res.writeHead(status()).end(), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const quiet = { warn: () => undefined };
const event = (type: DomainEvent['type'], payload: Record<string, unknown>): DomainEvent => ({ type, payload, origin: 'test', at: new Date() });

describe('TESSERA_PURGE_URLS', () => {
  it('takes comma separated http(s) URLs and refuses anything else at start', () => {
    expect(readPurgeSettings({}).urls).toEqual([]);
    const settings = readPurgeSettings({ TESSERA_PURGE_URLS: ' http://127.0.0.1:6081/ , https://cdn.example/purge', TESSERA_PURGE_TIMEOUT_MS: '1000', TESSERA_PURGE_REPEAT_MS: '0' });
    expect(settings.urls.map(String)).toEqual(['http://127.0.0.1:6081/', 'https://cdn.example/purge']);
    expect(settings).toMatchObject({ timeoutMs: 1000, repeatMs: 0 });
    expect(() => readPurgeSettings({ TESSERA_PURGE_URLS: 'varnish:6081' })).toThrow(/not an http\(s\) URL/);
    expect(() => readPurgeSettings({ TESSERA_PURGE_URLS: 'file:///etc/passwd' })).toThrow(/not an http\(s\) URL/);
    expect(() => readPurgeSettings({ TESSERA_PURGE_URLS: 'not a url' })).toThrow(/not a URL/);
    expect(() => readPurgeSettings({ TESSERA_PURGE_TIMEOUT_MS: 'soon' })).toThrow(/whole number/);
  });
});

describe('the CDN purge', () => {
  it("sends PURGE with the event's keys in xkey-purge and Surrogate-Key to every cache, 100 keys a request at most", async () => {
    const [one, two] = [await purgeEndpoint(), await purgeEndpoint()];
    try {
      const settings: PurgeSettings = { urls: [one.url, two.url], timeoutMs: 2000, repeatMs: 0 };
      await cdnPurgeHandler(settings, quiet)(event('menu.changed', { locale: 'nl-nl' }));
      for (const endpoint of [one, two]) expect(endpoint.received).toEqual([{ method: 'PURGE', xkey: cacheKeys.menu('nl-nl'), surrogate: cacheKeys.menu('nl-nl') }]);

      const fileIds = Array.from({ length: 250 }, (_, i) => i + 1);
      await cdnPurgeHandler(settings, quiet)(event('media.changed', { action: 'folder-deleted', fileIds }));
      const batches = one.received.slice(1).map((request) => request.xkey.split(' '));
      expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
      expect(batches.flat().sort()).toEqual(fileIds.map(cacheKeys.file).sort());

      // An event naming nothing the caches hold sends nothing.
      await cdnPurgeHandler(settings, quiet)(event('tags.changed', { action: 'created' }));
      expect(one.received).toHaveLength(4);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('throws when a cache refuses or does not answer in time, so the caller retries', async () => {
    const refusing = await purgeEndpoint(() => 403);
    const slow = await purgeEndpoint(() => 200, 500);
    try {
      await expect(purgeKeys({ urls: [refusing.url], timeoutMs: 1000, repeatMs: 0 }, ['p1'])).rejects.toThrow(/answered 403/);
      await expect(purgeKeys({ urls: [slow.url], timeoutMs: 100, repeatMs: 0 }, ['p1'])).rejects.toThrow(/longer than 100 ms/);
      await expect(purgeKeys({ urls: [new URL('http://127.0.0.1:1/')], timeoutMs: 1000, repeatMs: 0 }, ['p1'])).rejects.toThrow();
    } finally {
      await refusing.close();
      await slow.close();
    }
  });

  it('purges once more after the repeat delay (a copy fetched while the first purge ran)', async () => {
    const endpoint = await purgeEndpoint();
    try {
      await cdnPurgeHandler({ urls: [endpoint.url], timeoutMs: 1000, repeatMs: 100 }, quiet)(event('settings.changed', {}));
      expect(endpoint.received).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(endpoint.received.map((request) => request.xkey)).toEqual([cacheKeys.settings, cacheKeys.settings]);
    } finally {
      await endpoint.close();
    }
  });

  it('runs once per cluster as a durable consumer: a purge the cache refused is retried until it takes it', async () => {
    const answers = [503, 503];
    const endpoint = await purgeEndpoint(() => answers.shift() ?? 200);
    const gateway = await startTestGateway({
      purge: { urls: [endpoint.url], timeoutMs: 1000, repeatMs: 0 },
      consumers: { leaseMs: 2000, maxAttempts: 5, retryBaseMs: 20, retryMaxMs: 100 },
    });
    try {
      expect(gateway.tessera.consumers.names()).toContain('cdn-purge');
      const admin = await gateway.admin();
      const item = await admin.rest('POST', '/api/tessera/menu/item', { locale: 'nl-nl', label: 'Purged', pageId: null, url: 'https://example.org/' });
      expect(item.status).toBe(200);
      await gateway.tessera.consumers.settle();
      const menuPurges = endpoint.received.filter((request) => request.xkey.split(' ').includes(cacheKeys.menu('nl-nl')));
      // Refused twice, then taken: three requests for the one change, and nothing parked.
      expect(menuPurges).toHaveLength(3);
      const parked = await admin.rest('GET', '/api/tessera/search/parked-events');
      expect(parked.status).toBe(200);
      expect(JSON.stringify(parked.body)).not.toContain('cdn-purge');
    } finally {
      await gateway.stop();
      await endpoint.close();
    }
  });
});

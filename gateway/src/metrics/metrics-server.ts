import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** TESSERA_METRICS_PORT, _HOST and _TOKEN. */
export interface MetricsSettings {
  /** 0 in tests: any free port. */
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor its first differing byte shows in the time taken. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * The metrics' own node:http server, apart from the public port: `GET /metrics` answers the text
 * `scrape` makes, everything else is a 404. It is not Express (no session, no access log line
 * per scrape) and listens on TESSERA_METRICS_HOST (this machine only by default).
 */
export function serveMetrics(settings: MetricsSettings, scrape: () => Promise<{ text: string; contentType: string }>): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (settings.token && !tokenMatches(req.headers.authorization, settings.token)) {
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('unauthorized\n');
      return;
    }
    scrape().then(
      ({ text, contentType }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${(error as Error)?.message ?? error}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      const { port } = server.address() as AddressInfo;
      const host = settings.host === '0.0.0.0' ? '127.0.0.1' : settings.host.includes(':') ? `[${settings.host}]` : settings.host;
      resolve({
        url: `http://${host}:${port}/metrics`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

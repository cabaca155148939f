import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver for the webhook tests: it keeps every request and answers with the
 * statuses queued for its path (200 once the queue is empty), a 302 on /redirect, nothing on /hang.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly statuses = new Map<string, number[]>();
  private server: Server | undefined;
  url = '';

  /** Listens on `port` (any free one by default). */
  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (path === '/hang') return;
        if (path === '/redirect') {
          res.writeHead(302, { location: `${this.url}/moved` }).end();
        } else {
          res.writeHead(this.statuses.get(path)?.shift() ?? 200, { 'content-type': 'text/plain' }).end('thanks');
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  /** Answers these statuses, in order, to the next requests on `path`. */
  answer(path: string, ...statuses: number[]): void {
    this.statuses.set(path, statuses);
  }

  on(path: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.path === path);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

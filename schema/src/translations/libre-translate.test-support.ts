import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in LibreTranslate server for tests (issue 36): POST /translate with
 * {q, source, target, format, api_key?} answers {translatedText}. By default each text comes back
 * in upper case behind "[<target>] " (in HTML: each text node upper-cased, tags kept), so a test
 * sees what was translated; `answer` replaces that (a hostile or broken engine).
 */

export interface TranslateRequest {
  q: string[];
  source: string;
  target: string;
  format: 'text' | 'html';
  api_key?: string;
}

export interface LibreTranslateStandIn {
  url: string;
  requests: TranslateRequest[];
  /** Replaces the answer: a body (an object is sent as JSON) and a status. */
  answer: ((request: TranslateRequest) => { status?: number; body: unknown; delayMs?: number }) | null;
  stop(): Promise<void>;
}

export function standInTranslation(text: string, target: string, format: 'text' | 'html'): string {
  if (format === 'html') return text.replace(/(^|>)([^<]+)/g, (_, before: string, node: string) => `${before}${node.toUpperCase()}`);
  return `[${target}] ${text.toUpperCase()}`;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startLibreTranslateStandIn(): Promise<LibreTranslateStandIn> {
  const standIn: LibreTranslateStandIn = { url: '', requests: [], answer: null, stop: async () => undefined };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/translate') {
        response.writeHead(404).end();
        return;
      }
      const asked = JSON.parse(await bodyOf(request)) as TranslateRequest;
      standIn.requests.push(asked);
      const custom = standIn.answer?.(asked);
      if (custom?.delayMs) await new Promise((resolve) => setTimeout(resolve, custom.delayMs));
      const body = custom ? custom.body : { translatedText: asked.q.map((text) => standInTranslation(text, asked.target, asked.format)) };
      if (response.destroyed) return;
      response.writeHead(custom?.status ?? 200, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

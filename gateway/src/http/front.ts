import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Express, Request, Response } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { apiTokenInText, type Services } from '@tessera/schema';
import type { GatewayConfig } from '../config';
import { remoteOrigins } from './admin';
import { serveKeptFile } from './kept-files';
import { handlerOf, refuseOtherSpellings } from './routing';
import type { TrafficLog } from './traffic-log';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import { inRequest } from '../tracing/request-scope';
import { answeredFromCache, requestSpanHasId, tracedRequests } from '../tracing/http-span';
import type { Tracing } from '../tracing/tracing';

export interface Front {
  httpServer: Server;
  /** The security headers every answer carries, as a flat [name, value, …] list (for answers made before Express). */
  securityHeaders: readonly string[];
  /** Gives the server the site's cached-page answer (made after the API, since the site renders through it). */
  answerCachedPages(serve: (req: IncomingMessage, res: ServerResponse) => boolean): void;
}

/**
 * The node:http server and what Express does for every request before a route. Cached public
 * pages and the renditions visitors were already answered (kept-files.ts) are answered before
 * Express, whose middleware costs more than the answer: with the same security headers, but
 * without an access-log line or request id. Only a path routing gave the site is looked up in
 * the page cache, so no cached page answers for another handler. With traces on, every request,
 * cached or not, is a span (tracing/http-span.ts).
 */
export function gatewayFront(app: Express, config: GatewayConfig, services: Services, log: Logger, traffic: TrafficLog, metrics?: GatewayMetrics, tracing?: Tracing): Front {
  let serveCachedPage: (req: IncomingMessage, res: ServerResponse) => boolean = () => false;
  const serve = (req: IncomingMessage, res: ServerResponse) => {
    const handler = handlerOf(req);
    const timed = metrics?.request(req, res);
    if (handler === 'site' && serveCachedPage(req, res)) {
      timed?.answeredFromCache('page');
      if (tracing) answeredFromCache(req, 'page');
      return traffic.answeredFromCache('page', req, res);
    }
    if (handler === 'api' && serveKeptFile(req, res, services.servedFiles)) {
      timed?.answeredFromCache('asset');
      if (tracing) answeredFromCache(req, 'file');
      return traffic.answeredFromCache('file', req, res);
    }
    // The request id (pino-http's, the X-Request-Id answer header) is made here so that all the
    // work Express starts runs in its scope: every log line and span of it names it.
    const id = randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (tracing) requestSpanHasId(req, id);
    inRequest(id, () => app(req, res));
  };
  const httpServer: Server = createServer(tracing ? tracedRequests(tracing, (address) => trustedProxy(address, 0), serve) : serve);
  // Idle keep-alive connections live longer than a load balancer's (often 60 s), so it is never
  // the one reusing a socket Node just closed (Node's 5 s default made clients see ECONNRESET).
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const trustedProxy = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const extraOrigins = remoteOrigins(config.admin.remotes);
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...extraOrigins],
        'connect-src': ["'self'", ...extraOrigins],
        // blob: for the preview of a chosen profile image before it is uploaded.
        'img-src': ["'self'", 'data:', 'blob:'],
        // Plain-HTTP installations (localhost, tests) must keep loading their own files;
        // HTTPS deployments get HSTS anyway.
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.use(securityHeaders);
  app.use(
    pinoHttp({
      logger: log,
      customLogLevel: traffic.accessLogLevel,
      // An API token sent in the address is refused (AUTH_05), and its line may not keep it.
      serializers: { req: withoutTokens },
    }),
  );
  // gzip for the admin's bundles and the API's JSON (a CDN in front may take this over).
  app.use(compression());
  app.use(refuseOtherSpellings);
  return {
    httpServer,
    securityHeaders: headersSetBy(securityHeaders).flat(),
    answerCachedPages(serve) {
      serveCachedPage = serve;
    },
  };
}

/** The headers a middleware that sets the same headers on every response (helmet here) sets, captured once. */
function headersSetBy(middleware: (req: Request, res: Response, next: () => void) => void): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  middleware({ method: 'GET', headers: {}, url: '/', path: '/' } as unknown as Request, response as unknown as Response, () => undefined);
  return [...headers];
}

const tokenText = new RegExp(apiTokenInText.source, 'g');
const accessTokenValue = /([?&]access_token=)[^&]*/gi;

/** pino-http's request line with any API token in the address (url, query) masked. */
function withoutTokens(req: { url?: string; query?: unknown }): unknown {
  const mask = (text: string) => text.replace(tokenText, 'tsr_[redacted]').replace(accessTokenValue, '$1[redacted]');
  if (req.url) req.url = mask(req.url);
  if (req.query && typeof req.query === 'object') req.query = JSON.parse(mask(JSON.stringify(req.query))) as unknown;
  return req;
}

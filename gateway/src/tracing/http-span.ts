import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { handlerOf } from '../http/routing';
import { requestIdAttribute, type Tracing } from './tracing';

type Serve = (req: IncomingMessage, res: ServerResponse) => void;

/** The request's span, for what learns more about it while it is served (its request id, a cached answer). */
const spans = new WeakMap<IncomingMessage, Span>();

/**
 * Every request in a server span that everything done for it runs under (the active context):
 * named by method and route template once answered, with its status. A `traceparent` header
 * continues the caller's trace only from a peer the gateway trusts as its proxy
 * (TESSERA_TRUST_PROXY), so a visitor cannot force sampling or join traces of its choosing.
 */
export function tracedRequests(tracing: Tracing, trustedPeer: (address: string) => boolean, serve: Serve): Serve {
  return (req, res) => {
    const parent = trustedPeer(req.socket.remoteAddress ?? '') ? propagation.extract(ROOT_CONTEXT, req.headers) : ROOT_CONTEXT;
    const method = req.method ?? 'GET';
    const span = tracing.tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': pathOf(req.url) } }, parent);
    spans.set(req, span);
    res.once('close', () => {
      const route = routeTemplateOf(req);
      if (route) {
        span.updateName(`${method} ${route}`);
        span.setAttribute('http.route', route);
      }
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      if (!res.writableFinished) span.setAttribute('tessera.aborted', true);
      span.end();
    });
    context.with(trace.setSpan(parent, span), () => serve(req, res));
  };
}

/** Gives the request's span its request id (made when it reaches Express). */
export function requestSpanHasId(req: IncomingMessage, id: string): void {
  spans.get(req)?.setAttribute(requestIdAttribute, id);
}

/** Marks the request's span as answered from a cache before Express (no request id, no log line). */
export function answeredFromCache(req: IncomingMessage, kind: 'page' | 'file'): void {
  spans.get(req)?.setAttribute('tessera.cache', kind);
}

const pathOf = (url = '/') => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

/**
 * The route template (http.route): the REST route's pattern, `/graphql`, the admin, the health
 * checks; a page of the site is `/*` (its addresses are data, not routes). Unknown paths have none.
 */
function routeTemplateOf(req: IncomingMessage): string | undefined {
  switch (handlerOf(req)) {
    case 'site':
      return '/*';
    case 'graphql':
      return '/graphql';
    case 'admin':
      return '/cmsadmin/*';
    case 'health':
      return pathOf(req.url);
    case 'api': {
      const pattern = (req as Request).route?.path;
      return typeof pattern === 'string' ? `/api/tessera${pattern}` : undefined;
    }
    default:
      return undefined;
  }
}

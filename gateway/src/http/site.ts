import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { normalizePath } from '@tessera/read-model';
import { isDatabaseOutage, readOnlyFork, type Ctx, type EventBus, type Services } from '@tessera/schema';
import { createSite, type Site, type SiteData } from '@tessera/site';
import type { GatewayConfig } from '../config';
import type { Front } from './front';
import { inProcessSiteData } from './in-process-site-data';
import type { Tracing } from '../tracing/tracing';
import { ServedRedirects } from './redirects';
import { handlerOf } from './routing';

/**
 * The site routes on the normalised path, so `/%5fpreview/1` and `//_preview/1` are the preview
 * as much as `/_preview/1` is: the session is given on that same reading, not on Express's mount
 * path (which matches only the last, and left the others a preview without a session).
 */
const isPreviewPath = (req: Request) => normalizePath(req.url).segments?.[0] === '_preview';

/**
 * The public site answers every GET and HEAD that routing gave it (the API, GraphQL, the admin
 * and the health check answer their own unknown paths). Only the draft preview reads the
 * session (it needs the editor); published pages never touch it, so a cached page is served
 * without a database round trip.
 */
export function mountSite(app: Express, site: Site, session: RequestHandler): void {
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (handlerOf(req) !== 'site' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    const answer = () => site.handle(req, res).catch(next);
    if (isPreviewPath(req)) session(req, res, (error?: unknown) => (error ? next(error) : answer()));
    else answer();
  });
}

/** The site's reads change no session. */
const visitorSession: Ctx['session'] = { signIn: async () => undefined, signOut: async () => undefined, refresh: async () => false };

export interface PublicSiteParts {
  config: GatewayConfig;
  orm: MikroORM;
  services: Services;
  events: EventBus;
  log: Logger;
  secret: string;
  schema: GraphQLSchema;
  session: RequestHandler;
  front: Front;
  contextOf(req: Request): Ctx;
  tracing?: Tracing;
}

export interface PublicSite {
  site: Site;
  /** The reads the site makes in-process (its read model and the GraphQL documents). */
  siteData: SiteData;
  /** Resolves once the redirects were first read (they are answered before the site from then on). */
  ready: Promise<void>;
  /** Stops hearing the domain events. */
  close(): void;
}

/**
 * The public site in the gateway. It reads through the same schema in-process, as an anonymous
 * visitor (the preview: as the editor of the request). A local change delivers its events before
 * the API answers, and other instances' changes arrive through the event bus, so the HTML cache
 * never outlives one. Its cached pages are answered by the front, before Express.
 */
export function mountPublicSite(app: Express, parts: PublicSiteParts): PublicSite {
  const { config, orm, services, log, front } = parts;
  const siteData = inProcessSiteData({
    schema: parts.schema,
    anonymousContext: (): Ctx => ({ em: readOnlyFork(orm.em), viewer: null, session: visitorSession, services, request: { id: 'site' } }),
    contextOf: (req) => parts.contextOf(req as Request),
    tracing: parts.tracing,
  });
  const site = createSite({ data: siteData, config: services.config, secret: parts.secret, publicUrl: config.publicUrl, log, isOutage: isDatabaseOutage });
  const unsubscribe = parts.events.subscribe(site.onEvent);
  // Redirects answer before the site's routing and its HTML cache (issue 35).
  const redirects = new ServedRedirects(orm, log);
  const ready = redirects.reload();
  const unsubscribeRedirects = parts.events.subscribe(redirects.onEvent);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (handlerOf(req) !== 'site' || !redirects.answer(req, res, [])) next();
  });
  mountSite(app, site, parts.session);
  front.answerCachedPages((req, res) => redirects.answer(req, res, front.securityHeaders) || site.serveCached(req, res, front.securityHeaders));
  return {
    site,
    siteData,
    ready,
    close: () => {
      unsubscribe();
      unsubscribeRedirects();
    },
  };
}

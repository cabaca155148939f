import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Site } from '@tessera/site';
import { handlerOf } from './routing';

/**
 * The public site answers every GET and HEAD that routing gave it (the API, GraphQL, the admin
 * and the health check answer their own unknown paths). Only the draft preview reads the
 * session (it needs the editor); published pages never touch it, so a cached page is served
 * without a database round trip.
 */
export function mountSite(app: Express, site: Site, session: RequestHandler): void {
  app.use('/_preview', session);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (handlerOf(req) !== 'site' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    site.handle(req, res).catch(next);
  });
}

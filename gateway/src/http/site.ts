import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Site } from '@tessera/site';

/** Paths the API and the admin own: their unknown paths answer their own (JSON) 404. */
const claimed = /^\/(api|graphql|cmsadmin)(\/|$)|^\/healthz$/;

/**
 * The public site answers every GET and HEAD that the API and the admin do not claim. Only the
 * draft preview reads the session (it needs the editor); published pages never touch it, so a
 * cached page is served without a database round trip.
 */
export function mountSite(app: Express, site: Site, session: RequestHandler): void {
  app.use('/_preview', session);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (claimed.test(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    site.handle(req, res).catch(next);
  });
}

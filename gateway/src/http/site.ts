import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { normalizePath } from '@tessera/read-model';
import type { Site } from '@tessera/site';
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

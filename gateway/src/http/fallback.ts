import type { Express, NextFunction, Request, Response } from 'express';
import { sendErrors, sendFailure } from './send-error';

/**
 * What no route answered (404 V_12 on the path), and the errors routes passed on: Express's own
 * (a body too large, a path that is not UTF-8, a body it could not read) as coded refusals, a
 * coded refusal as itself, a database outage as G_04, anything else as G_01. Mounted last.
 */
export function mountFallbacks(app: Express): void {
  app.use((req, res) => sendErrors(res, 404, [{ code: 'V_12', property: 'path' }]));
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status === 413) return sendErrors(res, 413, [{ code: 'ML_01', property: 'file' }]);
    // A route parameter that is not percent-encoded UTF-8 (`/cmsadmin/%ff`).
    if (error instanceof URIError) return sendErrors(res, 400, [{ code: 'V_12', property: 'path' }]);
    if (status && status >= 400 && status < 500) return sendErrors(res, status, [{ code: 'V_12', property: 'body' }]);
    // A coded refusal, a database outage (the session could not be read: G_04), or a bug (G_01).
    sendFailure(res, error, req.log);
  });
}

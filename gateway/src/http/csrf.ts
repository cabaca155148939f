import type { NextFunction, Request, Response } from 'express';
import { safeEqual } from '@tessera/schema';
import { sendErrors } from './send-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a state-changing request proves it came from our own pages: an X-Requested-With
 * header (a cross-site form cannot set one) and the X-CSRF-TOKEN of the caller's session.
 */
export function passesCsrf(req: Request): boolean {
  const token = req.get('x-csrf-token');
  return !!req.get('x-requested-with') && !!token && !!req.tessera?.csrfToken && safeEqual(token, req.tessera.csrfToken);
}

/** REST: every POST, PUT, PATCH and DELETE needs the CSRF proof; 403 V_04 otherwise. */
export function csrfGuard(req: Request, res: Response, next: NextFunction): void {
  if (safeMethods.has(req.method) || passesCsrf(req)) {
    next();
    return;
  }
  sendErrors(res, 403, [{ code: 'V_04', property: 'csrf' }]);
}

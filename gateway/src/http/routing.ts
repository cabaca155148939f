import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { normalizePath, ownerOfSegment, sentFirstSegment, type PathOwner } from '@tessera/read-model';
import { sendErrors } from './send-error';

/** Who answers a request: the owner of its path, or nobody (an owned path spelled another way). */
export type Handler = PathOwner | 'nobody';

const decided = new WeakMap<IncomingMessage, Handler>();

/**
 * Decided once per request, on the normalised path, before the HTML cache and Express see it.
 * Express routes by the path as sent (case aside), so the two must name the same owner: when
 * they do not (`/%63msadmin`, `//cmsadmin`, `/x/../healthz`, `/api/../about`), nobody answers
 * but a 404, never a page in the place of the admin, the API or the health check. A path that
 * does not normalise (bad encoding, control characters) goes where it was sent; its owner
 * refuses it (the site, without looking anything up).
 */
export function handlerOf(req: IncomingMessage): Handler {
  let handler = decided.get(req);
  if (!handler) {
    handler = decide(req.url ?? '/');
    decided.set(req, handler);
  }
  return handler;
}

function decide(url: string): Handler {
  const path = normalizePath(url);
  const sentTo = ownerOfSegment(sentFirstSegment(path));
  if (!path.segments) return sentTo;
  return ownerOfSegment(path.segments[0] ?? '') === sentTo ? sentTo : 'nobody';
}

/** Express middleware: another spelling of an owned path is a 404. */
export function refuseOtherSpellings(req: Request, res: Response, next: NextFunction): void {
  if (handlerOf(req) === 'nobody') sendErrors(res, 404, [{ code: 'V_12', property: 'path' }]);
  else next();
}

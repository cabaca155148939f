import type { Response } from 'express';
import { codedFailure, describeError, isCodedError, type ErrorEntry } from '@tessera/schema';
import type { Logger } from 'pino';

/** REST error envelope: `{ Success: false, Errors: [{ property, code }], Message }`. */
export function sendErrors(res: Response, status: number, errors: ErrorEntry[], details?: Record<string, unknown>): void {
  if (res.headersSent) return;
  res.status(status).json({
    Success: false,
    Errors: errors.map((e) => ({ property: e.property ?? null, code: e.code })),
    Message: describeError(errors[0].code, errors[0].property),
    ...(details ? { Details: details } : {}),
  });
}

/**
 * A coded error goes out as is, a database outage as G_04 (503, logged as a warning); anything
 * else is logged with the request id and becomes G_01.
 */
export function sendFailure(res: Response, error: unknown, log: Logger): void {
  const coded = codedFailure(error);
  if (coded) {
    if (!isCodedError(error)) log.warn({ err: error }, 'the database cannot be reached');
    // A refusal that says when to come back (busy image work, the contact form's limit) says it in HTTP too.
    const retryAfter = coded.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number' && !res.headersSent) res.setHeader('Retry-After', String(retryAfter));
    sendErrors(res, coded.status, coded.errors, coded.details);
    return;
  }
  log.error({ err: error }, 'unexpected failure');
  sendErrors(res, 500, [{ code: 'G_01' }]);
}

import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { apiTokenInText, authenticateApiToken, CodedError, describeError, type ErrorCode, type SessionControl } from '@tessera/schema';
import { sendErrors } from './send-error';

/** How a mount answers a refused token: REST's envelope, or GraphQL's `errors`. */
export type TokenRefusal = (res: Response, status: number, code: ErrorCode) => void;

/** A call with a token has no session: it cannot sign in, and signing out or refreshing does nothing. */
const tokenSession: SessionControl = {
  signIn: async () => {
    throw new CodedError('UM_01');
  },
  signOut: async () => undefined,
  refresh: async () => false,
};

const bearer = /^Bearer +(\S+) *$/i;

/** A token in the address (a query string): the text of it, undecoded and decoded. */
function tokenInAddress(req: Request): boolean {
  const query = req.originalUrl.indexOf('?');
  if (query < 0) return false;
  const raw = req.originalUrl.slice(query);
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: the raw text is checked.
  }
  return /[?&]access_token=/i.test(raw) || apiTokenInText.test(raw) || apiTokenInText.test(decoded);
}

/**
 * `Authorization: Bearer tsr_…` on the API (`/api/tessera`, `/graphql`): the call runs as the
 * token's viewer with no cookie, no session and no CSRF proof (a browser never adds this header
 * to another site's request, and no CORS is granted that would let a script). Any other scheme
 * (Basic from a proxy in front) is left alone. A token in the address is refused (AUTH_05) and
 * masked in the access log; unknown tokens are AUTH_04 (401), too many of them from one address
 * AUTH_03, a token over its calls per minute AUTH_06 with Retry-After.
 */
export function apiTokenAuth(options: { orm: MikroORM; callsPerMinute: number; refuse: TokenRefusal }): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (tokenInAddress(req)) {
        req.url = req.url.split('?')[0];
        req.originalUrl = req.originalUrl.split('?')[0];
        options.refuse(res, 400, 'AUTH_05');
        return;
      }
      const header = req.get('authorization');
      if (!header || !/^bearer\b/i.test(header)) {
        next();
        return;
      }
      const token = bearer.exec(header)?.[1];
      const check = token ? await authenticateApiToken(options.orm.em.fork(), token, { ip: req.ip, callsPerMinute: options.callsPerMinute }) : ({ ok: false, refusal: 'AUTH_04' } as const);
      if (!check.ok) {
        if (check.refusal === 'AUTH_04') res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
        if (check.refusal === 'AUTH_06') res.setHeader('Retry-After', String(check.retryAfterSeconds));
        if (check.refusal === 'AUTH_03') res.setHeader('Retry-After', '600');
        options.refuse(res, check.refusal === 'AUTH_04' ? 401 : 429, check.refusal);
        return;
      }
      req.tessera = { token: '', viewer: check.viewer, csrfToken: '', control: tokenSession, byToken: true };
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** GraphQL's shape of a refusal before the document is read. */
export const graphqlRefusal: TokenRefusal = (res, status, code) => {
  res.status(status).json({ errors: [{ message: describeError(code), extensions: { code, property: 'authorization' } }] });
};

/** REST's envelope of a refusal. */
export const restRefusal: TokenRefusal = (res, status, code) => sendErrors(res, status, [{ code, property: 'authorization' }]);

import type { NextFunction, Request, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import type { MikroORM } from '@mikro-orm/postgresql';
import { csrfTokenFor, randomToken, SessionRepository, type SessionControl, type Viewer } from '@tessera/schema';

export const sessionCookie = 'tessera_session';
export const csrfHeader = 'X-CSRF-TOKEN';

export interface SessionOptions {
  orm: MikroORM;
  secret: string;
  ttlMs: number;
  cookieSecure: boolean;
}

/** Per-request session state the rest of the gateway reads. */
export interface RequestSession {
  /** The cookie token: a signed-in session's, or an anonymous one that only anchors CSRF. */
  token: string;
  viewer: Viewer | null;
  csrfToken: string;
  control: SessionControl;
  /** The call came with an API token (api-token-auth.ts): no cookie, no session, no CSRF proof needed. */
  byToken?: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    tessera?: RequestSession;
  }
}

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * Media bytes that visitors fetch by the hundred, and GraphQL reads by GET (persisted queries a
 * cache in front may keep): a response without a session needs no new anonymous cookie (and one
 * with Set-Cookie is not kept by a shared cache or CDN). GET never runs a mutation.
 */
const cookielessReads = /^\/medialib\/(preview-image|preview-crop|get-page-file)(\/|$)/;
const isCookielessRead = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && (req.baseUrl === '/graphql' || cookielessReads.test(req.path));

/**
 * Loads the session behind the cookie and hands every API response the CSRF token of it
 * (X-CSRF-TOKEN). Visitors without a cookie get an anonymous token (no row is written), so even
 * the sign-in call is CSRF-protected; signing in and out swap the token, which rotates the CSRF
 * token with it.
 */
export function sessionMiddleware(options: SessionOptions) {
  const setToken = (req: Request, res: Response, token: string) => {
    res.cookie(sessionCookie, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.cookieSecure,
      path: '/',
    });
    const csrfToken = csrfTokenFor(options.secret, token);
    res.setHeader(csrfHeader, csrfToken);
    req.tessera!.token = token;
    req.tessera!.csrfToken = csrfToken;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    // A call with an API token has its viewer already, and gets no cookie.
    if (req.tessera?.byToken) {
      next();
      return;
    }
    try {
      const cookieToken = parseCookies(req.headers.cookie ?? '')[sessionCookie];
      const sessions = () => new SessionRepository(options.orm.em.fork());
      const live = cookieToken && tokenShape.test(cookieToken) ? await sessions().findLive(cookieToken) : null;
      if (live) await sessions().touch(live, options.ttlMs);

      const control: SessionControl = {
        async signIn(userId) {
          const current = req.tessera!.token;
          await sessions().deleteByToken(current);
          setToken(req, res, await sessions().create(userId, options.ttlMs, req.ip ?? null));
        },
        async signOut() {
          await sessions().deleteByToken(req.tessera!.token);
          req.tessera!.viewer = null;
          setToken(req, res, randomToken());
        },
        async refresh() {
          const repository = sessions();
          const session = await repository.findLive(req.tessera!.token);
          if (!session) return false;
          await repository.touch(session, options.ttlMs, true);
          return true;
        },
      };
      req.tessera = {
        token: cookieToken ?? '',
        viewer: live
          ? {
              id: live.user.id,
              email: live.user.email,
              roleName: live.user.role.name,
              permissions: live.user.role.permissions,
              isSystem: false,
            }
          : null,
        csrfToken: '',
        control,
      };
      if (cookieToken && tokenShape.test(cookieToken)) {
        req.tessera.csrfToken = csrfTokenFor(options.secret, cookieToken);
        res.setHeader(csrfHeader, req.tessera.csrfToken);
      } else if (!isCookielessRead(req)) {
        setToken(req, res, randomToken());
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

import { CodedError } from '../errors/coded-error';
import { withStatus, type RestRoute, type StatusReply } from '../http/rest-route';
import type { Ctx } from '../context';
import { oidcFlowCookie, oidcFlowTtlMs } from './oidc-flow';
import { finishOidcSignIn } from './operations/finish-oidc-sign-in';
import { oidcStatus } from './operations/oidc-status';
import { startOidcSignIn } from './operations/start-oidc-sign-in';

const flowPath = '/api/tessera/auth/oidc';

/** The flow cookie: HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET), only for these paths. */
function flowCookie(ctx: Ctx, value: string, maxAgeSeconds: number): string {
  return `${oidcFlowCookie}=${value}; Path=${flowPath}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${ctx.services.oidc?.cookieSecure ? '; Secure' : ''}`;
}

/** A browser's navigation ends on a page, never on JSON: a refusal goes to the sign-in page with its code. */
function redirect(location: string, cookie?: string): StatusReply {
  return withStatus(302, {}, { Location: location, 'Cache-Control': 'no-store', ...(cookie ? { 'Set-Cookie': cookie } : {}) });
}

async function orSignInPage(ctx: Ctx, work: () => Promise<StatusReply>): Promise<StatusReply> {
  try {
    return await work();
  } catch (error) {
    const code = error instanceof CodedError ? (error.errors[0]?.code ?? 'G_01') : 'G_01';
    if (!(error instanceof CodedError)) ctx.services.log.error({ err: error }, 'single sign-on failed');
    return redirect(`/cmsadmin/login?error=${code}`, flowCookie(ctx, '', 0));
  }
}

/** Tessera's addition: single sign-on with OpenID Connect under /api/tessera/auth/oidc. */
export const oidcRoutes: RestRoute[] = [
  { method: 'GET', path: '/auth/oidc/status', handle: (ctx) => oidcStatus(ctx, {}) },
  {
    method: 'GET',
    path: '/auth/oidc',
    handle: (ctx) =>
      orSignInPage(ctx, async () => {
        const { location, sealedFlow } = await startOidcSignIn(ctx, {});
        return redirect(location, flowCookie(ctx, sealedFlow, oidcFlowTtlMs / 1000));
      }),
  },
  {
    method: 'GET',
    path: '/auth/oidc/callback',
    handle: (ctx, { query, cookies }) =>
      orSignInPage(ctx, async () => {
        await finishOidcSignIn(ctx, { query, sealedFlow: cookies?.[oidcFlowCookie] });
        return redirect('/cmsadmin', flowCookie(ctx, '', 0));
      }),
  },
];

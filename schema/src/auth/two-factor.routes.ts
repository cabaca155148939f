import { succeeded, type RestRoute } from '../http/rest-route';
import { restUser } from '../users/user.rest';
import { confirmTwoFactor } from './operations/confirm-two-factor';
import { disableTwoFactor } from './operations/disable-two-factor';
import { renewRecoveryCodes } from './operations/renew-recovery-codes';
import { resetTwoFactor } from './operations/reset-two-factor';
import { signInSecondStep } from './operations/sign-in-second-step';
import { startTwoFactorSetup } from './operations/start-two-factor-setup';
import { getTwoFactorPolicy, setTwoFactorPolicy } from './operations/two-factor-policy';
import { twoFactorStatus } from './operations/two-factor-status';

/** Tessera's addition: two-factor sign-in under /api/tessera/auth/two-factor. */
export const twoFactorRoutes: RestRoute[] = [
  { method: 'POST', path: '/auth/two-factor', handle: async (ctx, { body }) => succeeded({ User: restUser(await signInSecondStep(ctx, body)) }) },
  { method: 'GET', path: '/auth/two-factor', handle: (ctx) => twoFactorStatus(ctx, {}) },
  { method: 'POST', path: '/auth/two-factor/setup', handle: async (ctx, { body }) => succeeded(await startTwoFactorSetup(ctx, body)) },
  {
    method: 'POST',
    path: '/auth/two-factor/confirm',
    handle: async (ctx, { body }) => {
      const { recoveryCodes, user } = await confirmTwoFactor(ctx, body);
      return succeeded({ recoveryCodes, User: user ? restUser(user) : null });
    },
  },
  { method: 'POST', path: '/auth/two-factor/disable', handle: async (ctx, { body }) => succeeded({ disabled: await disableTwoFactor(ctx, body) }) },
  { method: 'POST', path: '/auth/two-factor/recovery-codes', handle: async (ctx, { body }) => succeeded(await renewRecoveryCodes(ctx, body)) },
  { method: 'GET', path: '/auth/two-factor/policy', handle: (ctx) => getTwoFactorPolicy(ctx, {}) },
  { method: 'PUT', path: '/auth/two-factor/policy', handle: async (ctx, { body }) => succeeded(await setTwoFactorPolicy(ctx, body)) },
  { method: 'DELETE', path: '/user/:id/two-factor', handle: async (ctx, { params }) => succeeded(await resetTwoFactor(ctx, params)) },
];

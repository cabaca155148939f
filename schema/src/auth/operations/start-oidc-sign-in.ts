import { z } from 'zod';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { OidcFailure } from '../oidc-connection';

/**
 * The first step of a single sign-on: where to send the browser (the provider's authorization
 * endpoint, with state, nonce and a PKCE challenge) and the sealed flow for its cookie.
 */
export const startOidcSignIn = defineOperation({
  name: 'startOidcSignIn',
  access: 'public',
  tokens: 'never',
  input: z.object({}).strict(),
  async run(ctx) {
    const oidc = ctx.services.oidc;
    if (!oidc) throw new CodedError('AUTH_20');
    try {
      const { location, flow } = await oidc.start();
      return { location, sealedFlow: oidc.seal.seal(flow) };
    } catch (error) {
      if (!(error instanceof OidcFailure)) throw error;
      ctx.services.log.warn({ reason: error.reason }, 'single sign-on could not start');
      throw new CodedError(error.code);
    }
  },
});

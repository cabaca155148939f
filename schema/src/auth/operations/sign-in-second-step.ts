import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { checkSecondFactor, completeSignIn, liveChallenge } from '../second-factor';

export const challengeInput = () => z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(1, 'V_01').max(128, 'V_05');
export const codeInput = () => z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(1, 'V_01').max(64, 'AUTH_08');

/**
 * The second step of a sign-in (after AUTH_07): the challenge and a code from the authenticator
 * app, or one of the recovery codes (used up by it). Starts the session.
 */
export const signInSecondStep = defineOperation({
  name: 'signInSecondStep',
  access: 'public',
  tokens: 'never',
  input: z.object({ challenge: challengeInput(), code: codeInput() }).strict(),
  async run(ctx, { challenge, code }) {
    const opened = await liveChallenge(ctx, challenge);
    const method = await checkSecondFactor(ctx, opened.user.id, code);
    return completeSignIn(ctx, opened, method);
  },
});

import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { email } from '../../validation/parse-input';
import { AccountLinkRequestRepository } from '../account-link-request.repository';

/**
 * Asks for a reset link (or, to an account never activated, a new activation link) to be
 * mailed. The answer is the same whether or not the e-mail has an account, and so is the work
 * behind it: the request is only recorded, the same way for any address, and the lookup, the
 * token and the mail (at most one a minute per account) follow in the background
 * (account-link-requests.ts), so the answer's time does not tell either.
 */
export const forgotPassword = defineOperation({
  name: 'forgotPassword',
  access: 'public',
  input: z.object({ email: email() }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      new AccountLinkRequestRepository(tx.em).add(input.email, tx.request.ip ?? null);
      return true;
    }),
});

import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';

/** Ends the session (if any) and hands out a fresh anonymous one with a new CSRF token. */
export const logout = defineOperation({
  name: 'logout',
  access: 'public',
  input: z.object({}).passthrough(),
  async run(ctx) {
    const viewer = ctx.viewer;
    if (viewer) await inTransaction(ctx, async (tx) => recordAudit(tx, { action: 'auth.logout', subject: { type: 'user', id: viewer.id } }));
    await ctx.session.signOut();
    return true;
  },
});

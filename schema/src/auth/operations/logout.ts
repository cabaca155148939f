import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { defineOperation } from '../../operations/define-operation';

/** Ends the session (if any) and hands out a fresh anonymous one with a new CSRF token. */
export const logout = defineOperation({
  name: 'logout',
  access: 'public',
  input: z.object({}).passthrough(),
  async run(ctx) {
    if (ctx.viewer) {
      recordAudit(ctx, { action: 'auth.logout', subject: { type: 'user', id: ctx.viewer.id } });
      await ctx.em.flush();
    }
    await ctx.session.signOut();
    return true;
  },
});

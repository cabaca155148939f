import { z } from 'zod';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';

/** Extends a live session; without one it fails, and the admin reloads (SPEC §4). */
export const refreshSession = defineOperation({
  name: 'refreshSession',
  access: 'public',
  input: z.object({}).passthrough(),
  async run(ctx) {
    if (!ctx.viewer || !(await ctx.session.refresh())) throw new CodedError('UM_01', undefined, 401);
    return true;
  },
});

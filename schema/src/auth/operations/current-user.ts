import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { getUser } from '../../users/user-directory';
import { presentUser, type UserView } from '../../users/user.view';

/** The signed-in user, or null when there is no session (REST shows that as ID 0). */
export const currentUser = defineOperation({
  name: 'currentUser',
  access: 'public',
  input: z.object({}).passthrough(),
  async run(ctx): Promise<UserView | null> {
    if (!ctx.viewer) return null;
    return presentUser(await getUser(ctx.em, ctx.viewer.id));
  },
});

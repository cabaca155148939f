import { recordAudit } from '../../audit/record-audit';
import { authorize } from '../../auth/authorize';
import { defineOperation } from '../../operations/define-operation';
import { userIdInput } from '../user.inputs';
import { UserRepository } from '../user.repository';
import { presentUser } from '../user.view';

export const removeProfileImage = defineOperation({
  name: 'removeProfileImage',
  access: 'signed-in',
  input: userIdInput,
  async run(ctx, { id }) {
    if (id !== ctx.viewer?.id) authorize(ctx, 'manage-users');
    const user = await new UserRepository(ctx.em).get(id);
    const previousKey = user.imageKey;
    if (previousKey) {
      user.imageKey = null;
      recordAudit(ctx, { action: 'user.image-removed', subject: { type: 'user', id: user.id } });
      await ctx.em.flush();
      await ctx.services.storage.delete(previousKey);
    }
    return presentUser(user);
  },
});

import { recordAudit } from '../../audit/record-audit';
import { authorize } from '../../auth/authorize';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { userIdInput } from '../user.inputs';
import { UserRepository } from '../user.repository';
import { presentUser } from '../user.view';
import { recordStorageKeys } from '../../storage/write-record';

export const removeProfileImage = defineOperation({
  name: 'removeProfileImage',
  access: 'signed-in',
  input: userIdInput,
  async run(ctx, { id }) {
    if (id !== ctx.viewer?.id) authorize(ctx, 'manage-users');
    const { user, previousKey } = await inTransaction(ctx, async (tx) => {
      const user = await new UserRepository(tx.em).get(id);
      const previousKey = user.imageKey;
      if (previousKey) {
        user.imageKey = null;
        await recordStorageKeys(tx, [previousKey]);
        recordAudit(tx, { action: 'user.image-removed', subject: { type: 'user', id: user.id } });
      }
      return { user, previousKey };
    });
    // The bytes go once nothing refers to them any more.
    if (previousKey) await ctx.services.storage.delete(previousKey);
    return presentUser(user);
  },
});

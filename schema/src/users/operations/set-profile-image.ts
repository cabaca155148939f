import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { authorize } from '../../auth/authorize';
import type { Ctx } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { checkProfileImage } from '../profile-image';
import { recordStorageKeys, recordStorageWrites } from '../../storage/write-record';
import { UserRepository } from '../user.repository';
import { presentUser } from '../user.view';

/**
 * Whether the caller may replace this user's profile image: their own, or anyone's with
 * manage-users. Exported so GraphQL can ask before it reads the upload (the caller it refuses
 * learns nothing about the file).
 */
export function authorizeProfileImage(ctx: Ctx, id: number): void {
  authorize(ctx, 'signed-in');
  if (id !== ctx.viewer?.id) authorize(ctx, 'manage-users');
}

/** Replaces a profile image: your own, or anyone's with manage-users. */
export const setProfileImage = defineOperation({
  name: 'setProfileImage',
  access: 'signed-in',
  input: z.object({
    id: entityId(),
    file: z.instanceof(Buffer, { message: 'V_17' }),
  }),
  async run(ctx, input) {
    authorizeProfileImage(ctx, input.id);
    await new UserRepository(ctx.em).get(input.id);
    const image = await checkProfileImage(ctx.services.imageWork, input.file);
    const key = `users/${input.id}/profile-${image.hash}.${image.extension}`;
    // The bytes are recorded, then stored before the row points at them, and the old ones go
    // after it stopped (recorded with that change, in case this process does not get there).
    await recordStorageWrites(ctx, [key]);
    await ctx.services.storage.put(key, image.bytes);
    const { user, previousKey } = await inTransaction(ctx, async (tx) => {
      const user = await new UserRepository(tx.em).get(input.id);
      const previousKey = user.imageKey;
      user.imageKey = key;
      if (previousKey && previousKey !== key) await recordStorageKeys(tx, [previousKey]);
      recordAudit(tx, { action: 'user.image-changed', subject: { type: 'user', id: user.id } });
      return { user, previousKey };
    });
    if (previousKey && previousKey !== key) await ctx.services.storage.delete(previousKey);
    return presentUser(user);
  },
});

import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { authorize } from '../../auth/authorize';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { checkProfileImage } from '../profile-image';
import { UserRepository } from '../user.repository';
import { presentUser } from '../user.view';

/** Replaces a profile image: your own, or anyone's with manage-users. */
export const setProfileImage = defineOperation({
  name: 'setProfileImage',
  access: 'signed-in',
  input: z.object({
    id: entityId(),
    file: z.instanceof(Buffer, { message: 'V_17' }),
  }),
  async run(ctx, input) {
    if (input.id !== ctx.viewer?.id) authorize(ctx, 'manage-users');
    const user = await new UserRepository(ctx.em).get(input.id);
    const image = await checkProfileImage(input.file);
    const previousKey = user.imageKey;
    const key = `users/${user.id}/profile-${image.hash}.${image.extension}`;
    await ctx.services.storage.put(key, image.bytes);
    user.imageKey = key;
    recordAudit(ctx, { action: 'user.image-changed', subject: { type: 'user', id: user.id } });
    await ctx.em.flush();
    if (previousKey && previousKey !== key) await ctx.services.storage.delete(previousKey);
    return presentUser(user);
  },
});

import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { userIdInput } from '../user.inputs';
import { UserRepository } from '../user.repository';

/** The bytes of a profile image, for any signed-in user (the admin shows colleagues' faces). */
export const getProfileImage = defineOperation({
  name: 'getProfileImage',
  access: 'signed-in',
  input: userIdInput,
  async run(ctx, { id }) {
    const user = await new UserRepository(ctx.em).get(id);
    const bytes = user.imageKey ? await ctx.services.storage.get(user.imageKey) : null;
    if (!user.imageKey || !bytes) throw new CodedError('UM_07', 'image', 404);
    return { bytes, contentType: user.imageKey.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  },
});

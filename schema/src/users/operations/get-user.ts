import { authorize } from '../../auth/authorize';
import { defineOperation } from '../../operations/define-operation';
import { userIdInput } from '../user.inputs';
import { UserRepository } from '../user.repository';
import { presentUser } from '../user.view';

/** One user: anyone may read themselves, reading others needs manage-users. */
export const getUser = defineOperation({
  name: 'getUser',
  access: 'signed-in',
  tokens: ['manage-users'],
  input: userIdInput,
  async run(ctx, { id }) {
    if (id !== ctx.viewer?.id) authorize(ctx, 'manage-users');
    return presentUser(await new UserRepository(ctx.em).get(id));
  },
});

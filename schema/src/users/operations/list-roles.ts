import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { UserRepository } from '../user.repository';
import { presentRole } from '../user.view';

export const listRoles = defineOperation({
  name: 'listRoles',
  access: 'signed-in',
  tokens: ['manage-users'],
  input: z.object({}).passthrough(),
  async run(ctx) {
    return (await new UserRepository(ctx.em).roles()).map(presentRole);
  },
});

import { z } from 'zod';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { twoFactorRoles } from '../../settings/site-settings';
import { getUser } from '../../users/user-directory';
import { TwoFactorRepository } from '../two-factor.repository';

/** The signed-in person's second factor: whether it is on, whether their role needs it, and how many recovery codes are left. */
export const twoFactorStatus = defineOperation({
  name: 'twoFactorStatus',
  access: 'signed-in',
  input: z.object({}),
  async run(ctx) {
    if (!ctx.viewer) throw new CodedError('UM_01', undefined, 401);
    const user = await getUser(ctx.em, ctx.viewer.id);
    const factor = await new TwoFactorRepository(ctx.em).find(user.id);
    return {
      enabled: !!factor?.enabledAt,
      requiredByRole: (await twoFactorRoles(ctx)).includes(user.role.name),
      recoveryCodesLeft: factor?.enabledAt ? factor.recoveryCodes.length : 0,
    };
  },
});

import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { setTwoFactorRoles, twoFactorRoles } from '../../settings/site-settings';
import { Role } from '../../users/role.entity';

/** The roles whose users must sign in with two factors. */
export const getTwoFactorPolicy = defineOperation({
  name: 'getTwoFactorPolicy',
  access: 'manage-users',
  input: z.object({}),
  async run(ctx) {
    return { roles: await twoFactorRoles(ctx) };
  },
});

/**
 * Sets the roles whose users must sign in with two factors (V_12 for a role that does not
 * exist). Their users without a factor set one up at their next sign-in (AUTH_09); sessions
 * already open go on until they end.
 */
export const setTwoFactorPolicy = defineOperation({
  name: 'setTwoFactorPolicy',
  access: 'manage-users',
  tokens: 'never',
  input: z.object({ roles: z.array(z.string({ invalid_type_error: 'V_12' }).trim().min(1, 'V_12').max(64, 'V_12'), { required_error: 'V_01', invalid_type_error: 'V_12' }).max(100, 'V_12') }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const roles = [...new Set(input.roles)];
      const known = new Set((await tx.em.find(Role, { name: { $in: roles } })).map((role) => role.name));
      if (roles.some((role) => !known.has(role))) throw new CodedError('V_12', 'roles');
      await setTwoFactorRoles(tx, roles);
      recordAudit(tx, { action: 'auth.two-factor-policy', details: { roles } });
      return { roles };
    }),
});

import { z } from 'zod';
import { newPassword } from '../auth/password';
import { email, entityId, optionalString, requiredString } from '../validation/parse-input';

/** A role named by id (number or numeric string) or by name. */
export const roleRef = () =>
  z.union(
    [
      z.number().int('V_12').positive('V_12'),
      z
        .string()
        .trim()
        .min(1, 'V_01')
        .max(64, 'V_14')
        .transform((value) => (/^\d+$/.test(value) ? Number(value) : value)),
    ],
    {
      // A missing role is a missing required field (V_01), not an invalid one.
      errorMap: (_issue, ctx) => ({ message: ctx.data === undefined || ctx.data === null ? 'V_01' : 'V_12' }),
    },
  );

export const profileInput = () =>
  z.object({
    name: requiredString(255),
    jobTitle: optionalString(255),
  });

/** Optional fields are nullable in the GraphQL inputs: an explicit null reads as "not given". */
const absentWhenNull = <T extends z.ZodTypeAny>(schema: T) => schema.nullish().transform((value) => value ?? undefined);

/**
 * SPEC §3: on create and update only e-mail, role and profile are sent. An optional initial
 * password (CLI, bootstrap, or an admin who hands it over) makes the account active at once.
 */
export const createUserInput = z
  .object({
    email: email(),
    role: roleRef(),
    profile: profileInput(),
    password: absentWhenNull(newPassword()),
  })
  .strict();

export const updateUserInput = z
  .object({
    id: entityId(),
    email: email(),
    role: absentWhenNull(roleRef()),
    profile: profileInput(),
    /** Needed to change one's own e-mail (update-user.ts); ignored otherwise. */
    currentPassword: z.string({ invalid_type_error: 'V_12' }).max(1024, 'V_14').nullish(),
  })
  .strict();

export const userIdInput = z.object({ id: entityId() });

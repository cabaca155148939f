import type { Ctx } from '../context';
import { CodedError, isCodedError } from '../errors/coded-error';
import { createUser } from '../users/operations/create-user';

/**
 * auth/register (REST and GraphQL) sends a flat payload: name, email, role, jobTitle (SPEC §7).
 * It is always an invitation (no password: the account is activated from the mailed link)
 * through createUser, whose input nests name and jobTitle under `profile`; errors are renamed
 * back to the fields the caller sent, so `name` is reported as `name`.
 */
export async function registerUser(ctx: Ctx, { name, email, role, jobTitle }: Record<string, unknown>) {
  try {
    return await createUser(ctx, { email, role, profile: { name, jobTitle } });
  } catch (error) {
    if (!isCodedError(error)) throw error;
    const errors = error.errors.map((e) => (e.property ? { ...e, property: e.property.replace(/^profile\./, '') } : e));
    throw new CodedError(errors, undefined, error.status);
  }
}

import type { Ctx } from '../context';
import { CodedError, isCodedError } from '../errors/coded-error';
import { authorize } from '../auth/authorize';
import { createUser } from './operations/create-user';

/**
 * auth/register (REST and GraphQL) sends a flat payload: name, email, role, jobTitle (SPEC §7).
 * The users feature answers it (auth's route and mutation call this). It is always an invitation
 * (no password: the account is activated from the mailed link) through createUser, whose input nests name and jobTitle under `profile`; errors are renamed
 * back to the fields the caller sent, so `name` is reported as `name`. `image` is accepted and
 * left out (SPEC §3: the image goes in a separate call); any other field is V_12, as on every call.
 */
export async function registerUser(ctx: Ctx, { name, email, role, jobTitle, image: _image, ...unknown }: Record<string, unknown>) {
  const extra = Object.keys(unknown);
  // createUser takes a `password`, which an invitation must not: refused here, after the same access check.
  authorize(ctx, createUser.access);
  if (extra.length > 0) throw new CodedError(extra.map((property) => ({ code: 'V_12' as const, property })));
  try {
    return await createUser(ctx, { email, role, profile: { name, jobTitle } });
  } catch (error) {
    if (!isCodedError(error)) throw error;
    const errors = error.errors.map((e) => (e.property ? { ...e, property: e.property.replace(/^profile\./, '') } : e));
    throw new CodedError(errors, undefined, error.status);
  }
}

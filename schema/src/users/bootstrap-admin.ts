import type { Ctx } from '../context';
import { createUser } from './operations/create-user';
import { UserRepository } from './user.repository';

/**
 * With TESSERA_ADMIN_EMAIL and TESSERA_ADMIN_PASSWORD set and no user yet, start-up creates an
 * active administrator. Returns whether it did.
 */
export async function ensureBootstrapAdmin(ctx: Ctx, email: string | undefined, password: string | undefined): Promise<boolean> {
  if (!email || !password) return false;
  if ((await new UserRepository(ctx.em).count()) > 0) return false;
  await createUser(ctx, { email, password, role: 'admin', profile: { name: 'Administrator' } });
  return true;
}

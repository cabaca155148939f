import type { Ctx } from '../context';
import { contactRecipientEmail } from '../settings/site-settings';
import { activeUsersWithPermission } from '../users/user-directory';

/**
 * Where a submission is mailed: the address set in the contact settings; without one, the
 * longest-standing active user who may change them (manage-settings: the first administrator on
 * a fresh installation), who is also one who can read the submissions. Null when there is
 * neither; the submission is still stored.
 */
export async function contactRecipient(ctx: Pick<Ctx, 'em'>): Promise<string | null> {
  const configured = await contactRecipientEmail(ctx);
  if (configured) return configured;
  const [settingsManager] = await activeUsersWithPermission(ctx.em, 'manage-settings');
  return settingsManager?.email ?? null;
}

import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';

/** What the sign-in page shows: whether single sign-on is on, its label, and whether passwords are for administrators only. */
export const oidcStatus = defineOperation({
  name: 'oidcStatus',
  access: 'public',
  tokens: 'never',
  input: z.object({}).strict(),
  async run(ctx) {
    const settings = ctx.services.oidc?.settings;
    return { enabled: !!settings, name: settings?.name ?? null, ssoOnly: settings?.ssoOnly ?? false };
  },
});

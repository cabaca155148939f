import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { contactRecipientEmail } from '../../settings/site-settings';
import { contactRecipient } from '../contact-recipient';

/** The contact recipient as set (null: not set) and the address mail actually goes to now. */
export const getContactSettings = defineOperation({
  name: 'getContactSettings',
  access: 'manage-settings',
  input: z.object({}).passthrough(),
  async run(ctx) {
    return { recipientEmail: await contactRecipientEmail(ctx), effectiveRecipientEmail: await contactRecipient(ctx) };
  },
});

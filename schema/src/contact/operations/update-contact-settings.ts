import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { setContactRecipientEmail } from '../../settings/site-settings';
import { email } from '../../validation/parse-input';
import { contactRecipient } from '../contact-recipient';

/**
 * Sets where contact form messages are mailed. `recipientEmail` must be given: an e-mail address
 * (V_02, V_14), or null or blank to clear it, after which mail goes to the fallback (see
 * contact-recipient.ts). Audited like every settings change.
 */
export const updateContactSettings = defineOperation({
  name: 'updateContactSettings',
  access: 'manage-settings',
  input: z
    .object({
      recipientEmail: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), email().nullable()),
    })
    .strict(),
  run: (ctx, { recipientEmail }) =>
    inTransaction(ctx, async (tx) => {
      await setContactRecipientEmail(tx, recipientEmail);
      recordAudit(tx, { action: 'settings.updated', subject: { type: 'settings', id: 'contact' }, details: { recipientEmail } });
      return { recipientEmail, effectiveRecipientEmail: await contactRecipient(tx) };
    }),
});

import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { announceChange } from '../redirect-changes';
import { RedirectRepository } from '../redirect.repository';

export const deleteRedirect = defineOperation({
  name: 'deleteRedirect',
  access: 'manage-redirects',
  input: z.object({ id: entityId() }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const redirect = await new RedirectRepository(tx.em).get(input.id, true);
      const row = { locale: redirect.locale, fromPath: redirect.fromPath, to: redirect.to, status: redirect.status };
      tx.em.remove(redirect);
      await tx.em.flush();
      announceChange(tx, [row]);
      recordAudit(tx, { action: 'redirect.deleted', subject: { type: 'redirect', id: input.id }, details: row });
      return { id: input.id };
    }),
});

import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { RedirectRepository } from '../redirect.repository';
import { presentRedirect } from '../redirect.view';
import { checkRow, flushRedirect, redirectFields, rowOf } from './save-redirect';

/** Changes a manual redirect (automatic ones follow their page and are not edited here). */
export const updateRedirect = defineOperation({
  name: 'updateRedirect',
  access: 'manage-redirects',
  input: z.object({ id: entityId(), ...redirectFields }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const row = rowOf(input);
      const redirect = await new RedirectRepository(tx.em).get(input.id, true);
      const before = { locale: redirect.locale, fromPath: redirect.fromPath, to: redirect.to, status: redirect.status };
      await checkRow(tx, row, redirect.id);
      Object.assign(redirect, row);
      await flushRedirect(tx, [before, row]);
      recordAudit(tx, { action: 'redirect.updated', subject: { type: 'redirect', id: redirect.id }, details: { before, after: { ...row } } });
      return presentRedirect(redirect);
    }),
});

import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { actingUserId } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { Redirect } from '../redirect.entity';
import { presentRedirect } from '../redirect.view';
import { checkRow, flushRedirect, redirectFields, rowOf } from './save-redirect';

/** Adds a manual redirect; served by every gateway once the change event reaches it. */
export const createRedirect = defineOperation({
  name: 'createRedirect',
  access: 'manage-redirects',
  input: z.object(redirectFields),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const row = rowOf(input);
      await checkRow(tx, row);
      const redirect = tx.em.create(Redirect, { ...row, createdBy: actingUserId(tx.viewer) });
      await flushRedirect(tx, [row]);
      recordAudit(tx, { action: 'redirect.created', subject: { type: 'redirect', id: redirect.id }, details: { ...row } });
      return presentRedirect(redirect);
    }),
});

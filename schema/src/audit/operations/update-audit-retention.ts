import { auditLogLimits } from '@tessera/content-model';
import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { auditRetentionDays, setAuditRetentionDays } from '../../settings/site-settings';
import { recordAudit } from '../record-audit';

const { retentionMinDays, retentionMaxDays } = auditLogLimits;

/**
 * Sets how long audit entries are kept: `days` (30–3,650, digits as text too), or null or blank
 * for ever; it must be given (V_01). The retention job (audit-retention.ts) deletes older entries
 * at its next hourly run. A site policy, so it needs manage-settings: reading the trail
 * (view-audit-log) is not the right to shorten it, or whoever may read it could make it forget.
 * Audited like every settings change, with the value before and after.
 */
export const updateAuditRetention = defineOperation({
  name: 'updateAuditRetention',
  access: 'manage-settings',
  input: z
    .object({
      days: z.preprocess(
        (value) => (typeof value !== 'string' ? value : value.trim() === '' ? null : /^\s*\d+\s*$/.test(value) ? Number(value) : value),
        z.number({ required_error: 'V_01', invalid_type_error: 'V_12' }).int('V_12').min(retentionMinDays, 'V_12').max(retentionMaxDays, 'V_12').nullable(),
      ),
    })
    .strict(),
  run: (ctx, { days }) =>
    inTransaction(ctx, async (tx) => {
      const before = await auditRetentionDays(tx);
      await setAuditRetentionDays(tx, days);
      recordAudit(tx, { action: 'settings.updated', subject: { type: 'settings', id: 'audit-retention' }, details: { before: { days: before }, after: { days } } });
      return { days };
    }),
});

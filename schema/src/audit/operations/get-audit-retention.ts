import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { auditRetentionDays } from '../../settings/site-settings';

/** How long audit entries are kept: `days`, or null for ever (the default). Shown to whoever reads the trail. */
export const getAuditRetention = defineOperation({
  name: 'getAuditRetention',
  access: 'view-audit-log',
  input: z.object({}).passthrough(),
  async run(ctx) {
    return { days: await auditRetentionDays(ctx) };
  },
});

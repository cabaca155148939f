import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { siteContentChanged } from '../site-content.events';
import { applyOrder, orderedKinds } from '../site-content.order';

/**
 * Puts the skills, the certificates or the team members in the order the site shows them: `ids`
 * names every item of the list once, in the new order (REST `PUT site-content/{list}/order`,
 * GraphQL `reorderSkills` / `reorderCertificates` / `reorderTeamMembers`). Answers the ids in order.
 */
export const reorderSiteContent = defineOperation({
  name: 'reorderSiteContent',
  access: 'manage-site-content',
  input: z
    .object({
      kind: z.enum(orderedKinds, { message: 'V_12' }),
      ids: z.array(entityId(), { required_error: 'V_01', invalid_type_error: 'V_12' }).max(10_000, 'V_14'),
    })
    .strict(),
  async run(ctx, { kind, ids }) {
    await inTransaction(ctx, async (tx) => {
      await applyOrder(tx.em, kind, ids);
      recordAudit(tx, { action: `${kind}.reordered`, details: { ids } });
      siteContentChanged(tx, { kind });
    });
    return ids;
  },
});

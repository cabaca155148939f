import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { requireLibraryImage } from '../site-content.rules';
import { Certificate } from '../site-content.entities';
import { siteContentChanged } from '../site-content.events';
import { nextPosition } from '../site-content.order';
import { certificateFields } from '../site-content.inputs';
import { presentCertificate } from '../site-content.view';

export const createCertificate = defineOperation({
  name: 'createCertificate',
  access: 'manage-site-content',
  input: certificateFields,
  async run(ctx, input) {
    const certificate = await inTransaction(ctx, async (tx) => {
      const { em } = tx;
      await requireLibraryImage(tx, input.image);
      const created = em.create(Certificate, { ...input, position: input.position ?? (await nextPosition(em, 'certificate')) });
      em.persist(created);
      await em.flush();
      recordAudit(tx, { action: 'certificate.created', subject: { type: 'certificate', id: created.id }, details: { title: created.title } });
      siteContentChanged(tx, { kind: 'certificate', id: created.id });
      return created;
    });
    return presentCertificate(certificate);
  },
});

import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { CertificateRepository } from '../certificate.repository';
import { siteContentChanged } from '../site-content.events';
import { idInput } from '../site-content.inputs';

export const deleteCertificate = defineOperation({
  name: 'deleteCertificate',
  access: 'manage-site-content',
  input: idInput,
  async run(ctx, { id }) {
    await inTransaction(ctx, async (tx) => {
      const certificate = await new CertificateRepository(tx.em).get(id);
      tx.em.remove(certificate);
      recordAudit(tx, { action: 'certificate.deleted', subject: { type: 'certificate', id }, details: { title: certificate.title } });
      siteContentChanged(tx, { kind: 'certificate', id });
    });
    return true;
  },
});

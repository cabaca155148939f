import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { requireLibraryImage } from '../site-content.rules';
import { entityId } from '../../validation/parse-input';
import { CertificateRepository } from '../certificate.repository';
import { siteContentChanged } from '../site-content.events';
import { certificateFields, changesOf } from '../site-content.inputs';
import { presentCertificate } from '../site-content.view';

/** Fields left out stay as they are; null clears subtext and image. */
export const updateCertificate = defineOperation({
  name: 'updateCertificate',
  access: 'manage-site-content',
  input: certificateFields.partial().extend({ id: entityId() }),
  async run(ctx, input) {
    const certificate = await inTransaction(ctx, async (tx) => {
      const changes = changesOf(input);
      const certificate = await new CertificateRepository(tx.em).get(input.id);
      await requireLibraryImage(tx, changes.image);
      tx.em.assign(certificate, changes);
      recordAudit(tx, { action: 'certificate.updated', subject: { type: 'certificate', id: certificate.id }, details: { changed: Object.keys(changes) } });
      siteContentChanged(tx, { kind: 'certificate', id: certificate.id });
      return certificate;
    });
    return presentCertificate(certificate);
  },
});

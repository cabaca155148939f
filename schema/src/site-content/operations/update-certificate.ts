import { recordAudit } from '../../audit/record-audit';
import { defineOperation } from '../../operations/define-operation';
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
    const changes = changesOf(input);
    const certificate = await new CertificateRepository(ctx.em).get(input.id);
    ctx.em.assign(certificate, changes);
    recordAudit(ctx, { action: 'certificate.updated', subject: { type: 'certificate', id: certificate.id }, details: { changed: Object.keys(changes) } });
    await ctx.em.flush();
    await siteContentChanged(ctx, { kind: 'certificate', id: certificate.id });
    return presentCertificate(certificate);
  },
});

import { recordAudit } from '../../audit/record-audit';
import { defineOperation } from '../../operations/define-operation';
import { CertificateRepository } from '../certificate.repository';
import { siteContentChanged } from '../site-content.events';
import { idInput } from '../site-content.inputs';

export const deleteCertificate = defineOperation({
  name: 'deleteCertificate',
  access: 'manage-site-content',
  input: idInput,
  async run(ctx, { id }) {
    const certificate = await new CertificateRepository(ctx.em).get(id);
    ctx.em.remove(certificate);
    recordAudit(ctx, { action: 'certificate.deleted', subject: { type: 'certificate', id }, details: { title: certificate.title } });
    await ctx.em.flush();
    await siteContentChanged(ctx, { kind: 'certificate', id });
    return true;
  },
});

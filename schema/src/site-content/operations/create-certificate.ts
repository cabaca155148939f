import { recordAudit } from '../../audit/record-audit';
import { defineOperation } from '../../operations/define-operation';
import { Certificate } from '../site-content.entities';
import { siteContentChanged } from '../site-content.events';
import { certificateFields } from '../site-content.inputs';
import { presentCertificate } from '../site-content.view';

export const createCertificate = defineOperation({
  name: 'createCertificate',
  access: 'manage-site-content',
  input: certificateFields,
  async run(ctx, input) {
    const certificate = await ctx.em.transactional(async (em) => {
      const created = em.create(Certificate, input);
      em.persist(created);
      await em.flush();
      recordAudit({ ...ctx, em }, { action: 'certificate.created', subject: { type: 'certificate', id: created.id }, details: { title: created.title } });
      await em.flush();
      return created;
    });
    await siteContentChanged(ctx, { kind: 'certificate', id: certificate.id });
    return presentCertificate(certificate);
  },
});

import { authorize } from '../../auth/authorize';
import { defineOperation } from '../../operations/define-operation';
import { CertificateRepository } from '../certificate.repository';
import { listInput } from '../site-content.inputs';
import { presentCertificate } from '../site-content.view';

/** Active certificates for everyone; inactive ones too for whoever manages site content. */
export const listCertificates = defineOperation({
  name: 'listCertificates',
  access: 'public',
  input: listInput,
  async run(ctx, { includeInactive }) {
    if (includeInactive) authorize(ctx, 'manage-site-content');
    return (await new CertificateRepository(ctx.em).list(includeInactive)).map(presentCertificate);
  },
});

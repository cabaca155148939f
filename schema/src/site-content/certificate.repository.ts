import type { EntityManager } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { Certificate } from './site-content.entities';

export class CertificateRepository {
  constructor(private readonly em: EntityManager) {}

  /** The certificate, or V_12 on `id` answered as 404. */
  async get(id: number): Promise<Certificate> {
    const certificate = await this.em.findOne(Certificate, { id });
    if (!certificate) throw new CodedError('V_12', 'id', 404);
    return certificate;
  }

  list(includeInactive: boolean): Promise<Certificate[]> {
    return this.em.find(Certificate, includeInactive ? {} : { active: true }, { orderBy: { position: 'asc', title: 'asc', id: 'asc' } });
  }
}

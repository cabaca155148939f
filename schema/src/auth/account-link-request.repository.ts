import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountLinkRequest } from './account-link-request.entity';

export class AccountLinkRequestRepository {
  constructor(private readonly em: EntityManager) {}

  /** Records a request; it is worked through once the caller's transaction commits. */
  add(email: string, ip: string | null): void {
    this.em.persist(this.em.create(AccountLinkRequest, { email, ip }));
  }

  /** Whether any request waits: one read outside a transaction, which is all that most looks cost. */
  async anyWaiting(): Promise<boolean> {
    return (await this.em.execute('select 1 from account_link_request limit 1')).length > 0;
  }

  /**
   * Takes the oldest request no other gateway holds, deleting it in the caller's transaction:
   * it is gone when that commits, and back for the next look when it rolls back.
   */
  async claimNext(): Promise<{ id: string; email: string; ip: string | null } | undefined> {
    const [claimed] = await this.em.execute<Array<{ id: string; email: string; ip: string | null }>>(
      `delete from account_link_request
        where id = (select id from account_link_request order by id limit 1 for update skip locked)
        returning id::text as id, email, ip`,
    );
    return claimed;
  }

  /** Drops a request that could not be worked through (the caller logged why). */
  async drop(id: string): Promise<void> {
    await this.em.nativeDelete(AccountLinkRequest, { id });
  }
}

import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { likePattern } from '../db/like-pattern';
import { CodedError } from '../errors/coded-error';
import { Redirect } from './redirect.entity';
import type { RedirectRow } from './redirect-rules';

const maxId = 2_147_483_647;

const matching = (term: string): FilterQuery<Redirect> => (term ? { $or: [{ fromPath: { $ilike: likePattern(term) } }, { to: { $ilike: likePattern(term) } }] } : {});

export class RedirectRepository {
  constructor(private readonly em: EntityManager) {}

  /** The redirect, or V_12 with 404 on `id`. */
  async get(id: number, lock = false): Promise<Redirect> {
    const redirect = id <= maxId ? await this.em.findOne(Redirect, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) : null;
    if (!redirect) throw new CodedError('V_12', 'id', 404);
    return redirect;
  }

  /** Every redirect, as rows (the serving table and the rules read the whole set: tens of thousands at most). */
  async rows(): Promise<RedirectRow[]> {
    const rows = await this.em.execute<Array<{ id: number; locale: string | null; from_path: string; to: string; status: number }>>(
      'select id, locale, from_path, "to", status from redirect order by id',
    );
    return rows.map((row) => ({ id: row.id, locale: row.locale, fromPath: row.from_path, to: row.to, status: Number(row.status) }));
  }

  /** Taken by every change: two imports or edits at once cannot both pass the set's rules unseen by each other. */
  async lockSet(): Promise<void> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtext('tessera:redirects'))`);
  }

  async search(term: string, offset: number, limit: number): Promise<{ total: number; items: Redirect[] }> {
    const [items, total] = await this.em.findAndCount(Redirect, matching(term), { orderBy: { fromPath: 'asc', id: 'asc' }, offset, limit });
    return { total, items };
  }

  /** In batches of `size`, by id (an export of any size with bounded memory). */
  async *batches(size: number): AsyncGenerator<Redirect[]> {
    let afterId = 0;
    for (;;) {
      const batch = await this.em.find(Redirect, { id: { $gt: afterId } }, { orderBy: { id: 'asc' }, limit: size });
      if (batch.length === 0) return;
      yield batch;
      afterId = batch[batch.length - 1].id;
      this.em.clear();
    }
  }

  async insertMany(rows: RedirectRow[], createdBy: number | null): Promise<void> {
    const at = new Date();
    for (let start = 0; start < rows.length; start += 1000) {
      await this.em.insertMany(
        Redirect,
        rows.slice(start, start + 1000).map((row) => ({ locale: row.locale, fromPath: row.fromPath, to: row.to, status: row.status, createdBy, createdAt: at, updatedAt: at })),
      );
    }
  }
}

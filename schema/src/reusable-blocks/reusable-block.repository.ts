import { LockMode, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { ReusableBlock } from './reusable-block.entity';

/** The largest id an `integer` column holds; anything above names no row. */
const maxId = 2_147_483_647;

export class ReusableBlockRepository {
  constructor(private readonly em: EntityManager) {}

  /** The reusable block, or V_12 with 404 on `id`; `lock` holds it until the transaction ends. */
  async get(id: number, options: { lock?: boolean } = {}): Promise<ReusableBlock> {
    const block = id <= maxId ? await this.em.findOne(ReusableBlock, { id }, options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) : null;
    if (!block) throw new CodedError('V_12', 'id', 404);
    return block;
  }

  /** Every reusable block by name as people read it, then stable. */
  all(): Promise<ReusableBlock[]> {
    return this.em.find(ReusableBlock, {}, { orderBy: [{ [sql.lower('name')]: 'asc' }, { id: 'asc' }] });
  }

  count(): Promise<number> {
    return this.em.count(ReusableBlock, {});
  }

  async delete(block: ReusableBlock): Promise<void> {
    await this.em.nativeDelete(ReusableBlock, { id: block.id });
  }
}

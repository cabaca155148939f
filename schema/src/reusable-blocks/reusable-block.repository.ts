import { LockMode, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { ReusableBlock, ReusableBlockRequest } from './reusable-block.entities';

/** The largest id an `integer` column holds; anything above names no row. */
const maxId = 2_147_483_647;

/** What every read of a block shows: its latest and published version, and its open request with the version it names. */
const populate = ['latestVersion', 'publishedVersion', 'openRequest', 'openRequest.version'] as const;

export class ReusableBlockRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The reusable block, or V_12 with 404 on `id`; `lock` holds it until the transaction ends (read
   * with `refresh`, so a copy in the identity map cannot hide what another transaction changed).
   */
  async get(id: number, options: { lock?: boolean } = {}): Promise<ReusableBlock> {
    if (id > maxId) throw new CodedError('V_12', 'id', 404);
    if (options.lock && !(await this.em.findOne(ReusableBlock, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }))) throw new CodedError('V_12', 'id', 404);
    const block = await this.em.findOne(ReusableBlock, { id }, { populate, refresh: options.lock });
    if (!block) throw new CodedError('V_12', 'id', 404);
    return block;
  }

  /** Every reusable block by name as people read it, then stable. */
  all(): Promise<ReusableBlock[]> {
    return this.em.find(ReusableBlock, {}, { populate, orderBy: [{ [sql.lower('name')]: 'asc' }, { id: 'asc' }] });
  }

  /** How many reusable blocks the user made (their share, createReusableBlock). */
  countMadeBy(userId: number): Promise<number> {
    return this.em.count(ReusableBlock, { createdBy: userId });
  }

  /** The open request with this id, its block locked; V_12 with 404 on `requestID` when there is none open. */
  async lockOpenRequest(requestId: number): Promise<{ request: ReusableBlockRequest; block: ReusableBlock }> {
    const found = requestId <= maxId ? await this.em.findOne(ReusableBlockRequest, { id: requestId }, { populate: ['block'] }) : null;
    if (!found) throw new CodedError('V_12', 'requestID', 404);
    const block = await this.get(found.block.id, { lock: true });
    if (block.openRequest?.id !== requestId) throw new CodedError('V_07', 'request');
    return { request: block.openRequest, block };
  }

  /** Every open request, oldest first, with its block and version. */
  openRequests(): Promise<ReusableBlockRequest[]> {
    return this.em.find(ReusableBlockRequest, { status: 'open' }, { populate: ['block', 'version'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async delete(block: ReusableBlock): Promise<void> {
    // The block names its versions and request, and they name it: let go of those first.
    await this.em.nativeUpdate(ReusableBlock, { id: block.id }, { latestVersion: null, publishedVersion: null, openRequest: null });
    await this.em.nativeDelete(ReusableBlock, { id: block.id });
  }
}

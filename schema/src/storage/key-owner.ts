import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../context';
import type { RecordedKey } from './write-record';

/**
 * A feature that writes keys under one folder of the storage (media: `media/`, users: `users/`)
 * and knows which of them its rows still name. The sweep and the start-up claim ask it; they
 * never read its tables themselves.
 */
export interface StorageKeyOwner {
  folder: string;
  /** Whether any row names a key of this owner (the database has files). */
  anyInUse(em: EntityManager): Promise<boolean>;
  /** The subset of these recorded keys that rows still name. */
  inUse(em: EntityManager, keys: string[]): Promise<Set<string>>;
  /**
   * A recorded key no row names: deletes its objects (the key, and what is made of it) that were
   * last written no later than `notAfter`, after looking again under the owner's lock, and returns
   * them; with `dryRun` deletes nothing and returns what would go.
   */
  forget(ctx: Ctx, recorded: RecordedKey, options: { notAfter: number; dryRun: boolean }): Promise<string[]>;
}

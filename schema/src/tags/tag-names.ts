import { CodedError } from '../errors/coded-error';
import type { TagRepository } from './tag.repository';

/**
 * Makes sure no other tag of the same visibility has the name, whatever its case, and keeps it
 * that way until the caller's transaction ends (V_06 on `name` otherwise).
 */
export async function claimTagName(tags: TagRepository, isPrivate: boolean, name: string, exceptId?: number): Promise<void> {
  await tags.lockNames();
  if (await tags.findByName(isPrivate, name, exceptId)) throw new CodedError('V_06', 'name');
}

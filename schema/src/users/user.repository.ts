import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { Role } from './role.entity';
import { User } from './user.entity';
import { likePattern } from '../db/like-pattern';

export const userSortColumns = ['name', 'email', 'role', 'createdAt', 'updatedAt', 'lastLoginAt'] as const;
export type UserSortColumn = (typeof userSortColumns)[number];

export class UserRepository {
  constructor(private readonly em: EntityManager) {}

  /** The user with its role, or UM_02. */
  async get(id: number): Promise<User> {
    const user = await this.em.findOne(User, { id }, { populate: ['role'] });
    if (!user) throw new CodedError('UM_02', 'id');
    return user;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email }, { populate: ['role'] });
  }

  async emailTaken(email: string, exceptId?: number): Promise<boolean> {
    return (await this.em.count(User, { email, ...(exceptId ? { id: { $ne: exceptId } } : {}) })) > 0;
  }

  /** A role by id or by name; V_12 on `role` when there is none. */
  async role(ref: number | string): Promise<Role> {
    const role = await this.em.findOne(Role, typeof ref === 'number' ? { id: ref } : { name: ref });
    if (!role) throw new CodedError('V_12', 'role');
    return role;
  }

  roles(): Promise<Role[]> {
    return this.em.find(Role, {}, { orderBy: { id: 'asc' } });
  }

  /**
   * Serialises changes that could remove the last user manager (demotions, deletions) until the
   * surrounding transaction ends, so two admins demoting each other cannot both pass the check.
   */
  async lockUserManagers(): Promise<void> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtext('tessera:user-managers'))`);
  }

  /** Active users whose role grants manage-users, so the last one cannot be removed. */
  async countActiveUserManagers(): Promise<number> {
    const rows = await this.em.execute<{ count: string }[]>(
      `select count(*) as count from tessera_user u join role r on r.id = u.role_id
       where u.active and r.permissions @> '[{"name":"manage-users"}]'::jsonb`,
    );
    return Number(rows[0]?.count ?? 0);
  }

  async count(): Promise<number> {
    return this.em.count(User, {});
  }

  async list(query: { pageIndex: number; pageSize: number; searchTerm: string | null; columnToSort: UserSortColumn; sortOrder: 'asc' | 'desc' }): Promise<{ items: User[]; totalItems: number }> {
    const where: FilterQuery<User> = query.searchTerm
      ? {
          $or: [{ name: { $ilike: likePattern(query.searchTerm) } }, { email: { $ilike: likePattern(query.searchTerm) } }, { jobTitle: { $ilike: likePattern(query.searchTerm) } }],
        }
      : {};
    const sortKey = query.columnToSort === 'role' ? { role: { name: query.sortOrder } } : { [query.columnToSort]: query.sortOrder };
    const [items, totalItems] = await this.em.findAndCount(User, where, {
      populate: ['role'],
      orderBy: [sortKey, { id: 'asc' }],
      limit: query.pageSize,
      offset: query.pageIndex * query.pageSize,
    });
    return { items, totalItems };
  }
}

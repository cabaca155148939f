import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { Permission } from '../auth/permissions';

@Entity({ tableName: 'role' })
export class Role {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64, unique: true })
  name!: string;

  @Property({ type: 'json' })
  permissions: Permission[] & Opt = [];

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

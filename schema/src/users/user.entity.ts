import { Entity, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Role } from './role.entity';

/** "user" is reserved in PostgreSQL, hence the table name. */
@Entity({ tableName: 'tessera_user' })
export class User {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Always stored lowercased and trimmed, so uniqueness is case-insensitive. */
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Property({ type: 'text', nullable: true, hidden: true, lazy: false })
  passwordHash: string | null = null;

  /** False until the activation link was used. */
  @Property({ type: 'boolean' })
  active: boolean & Opt = false;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  jobTitle: string | null = null;

  /** Storage key of the profile image; its content hash doubles as a cache-busting version. */
  @Property({ type: 'string', length: 255, nullable: true })
  imageKey: string | null = null;

  @ManyToOne(() => Role, { deleteRule: 'restrict' })
  role!: Role;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastLoginAt: Date | null = null;
}

import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Installation-wide secrets (the CSRF signing key) shared by every instance on one database. */
@Entity({ tableName: 'system_secret' })
export class SystemSecret {
  @PrimaryKey({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'text' })
  value!: string;
}

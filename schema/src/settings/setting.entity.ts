import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Site settings as key → JSON value (availableLocales, defaultLocale, customSlugLocales). */
@Entity({ tableName: 'setting' })
export class Setting {
  @PrimaryKey({ type: 'string', length: 64 })
  key!: string;

  @Property({ type: 'json' })
  value!: unknown;
}

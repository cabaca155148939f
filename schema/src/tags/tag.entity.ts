import { Collection, Entity, ManyToMany, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { Page } from '../pages/page.entities';

/** A label on pages. Public tags show on the site; private ones are for editors only. */
@Entity({ tableName: 'tag' })
@Unique({ properties: ['name', 'isPrivate'] })
// Names are unique whatever their case: the database holds the rule, not only the code's lock.
@Unique({ name: 'tag_name_folded_unique', expression: 'create unique index "tag_name_folded_unique" on "tag" (lower("name"), "is_private")' })
export class Tag {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'boolean' })
  isPrivate: boolean & Opt = false;

  @ManyToMany({ entity: () => Page, pivotTable: 'page_tag', owner: true, joinColumn: 'tag_id', inverseJoinColumn: 'page_id' })
  pages = new Collection<Page>(this);

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

import { Collection, Entity, ManyToMany, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { Page } from '../pages/page.entity';

/** A label on pages. Public tags show on the site; private ones are for editors only. */
@Entity({ tableName: 'tag' })
@Unique({ properties: ['name', 'isPrivate'] })
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

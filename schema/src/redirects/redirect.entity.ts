import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { redirectLimits } from '@tessera/content-model';

/**
 * A redirect a manager made (issue 35): requests for `fromPath` in `locale` (null: every locale)
 * are answered with `status` and `to`, before the site's routing. The automatic redirects a slug
 * change leaves are the pages feature's (`page_redirect`).
 */
@Entity({ tableName: 'redirect' })
// Postgres treats nulls as distinct in a plain unique constraint; the expression index makes "any locale" one value.
@Unique({ name: 'redirect_locale_from_unique', expression: `create unique index "redirect_locale_from_unique" on "redirect" (coalesce("locale", '*'), "from_path")` })
export class Redirect {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 5, nullable: true })
  locale: string | null = null;

  @Property({ type: 'string', length: redirectLimits.fromMaxLength })
  fromPath!: string;

  @Property({ type: 'string', length: redirectLimits.toMaxLength })
  to!: string;

  @Property({ type: 'smallint' })
  status!: number;

  @Property({ type: 'integer', nullable: true })
  createdBy: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import type { BlockImage } from '@tessera/content-model';

/**
 * What skills, certificates and team members share: an id, whether the site shows the item, and
 * its place in the site's lists (a mapped superclass: its columns belong to each table).
 */
abstract class ListedItem {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'boolean' })
  active: boolean & Opt = true;

  @Property({ type: 'integer' })
  position: number & Opt = 0;
}

@Entity({ tableName: 'skill' })
export class Skill extends ListedItem {
  @Property({ type: 'string', length: 128, unique: true })
  name!: string;
}

@Entity({ tableName: 'certificate' })
export class Certificate extends ListedItem {
  @Property({ type: 'string', length: 255 })
  title!: string;

  @Property({ type: 'string', length: 1024, nullable: true })
  subtext: string | null = null;

  @Property({ type: 'json', nullable: true })
  image: BlockImage | null = null;
}

@Entity({ tableName: 'team_member' })
export class TeamMember extends ListedItem {
  @Property({ type: 'string', length: 255 })
  name!: string;

  /** The job function ("Lead consultant"). */
  @Property({ type: 'string', length: 255, nullable: true })
  function: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'json' })
  specialties: string[] & Opt = [];

  @Property({ type: 'string', length: 2048, nullable: true })
  linkedinUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  quote: string | null = null;

  /** Ids of skills. */
  @Property({ type: 'json' })
  skills: number[] & Opt = [];

  @Property({ type: 'json', nullable: true })
  image: BlockImage | null = null;
}

/** Per-locale texts of the site: footer, cookie consent, privacy and cookie statements, training, contact. */
@Entity({ tableName: 'site_text' })
@Unique({ properties: ['key', 'locale'] })
export class SiteText {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64 })
  key!: string;

  @Property({ type: 'string', length: 5 })
  locale!: string;

  @Property({ type: 'json' })
  value!: Record<string, unknown>;

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();
}

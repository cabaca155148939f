import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';

/**
 * What an import made of another installation's record: (source installation, kind, source id)
 * → this installation's id. Running the same import again finds every record here and makes
 * nothing new; references in imported content (media, reusable blocks) are rewritten through it.
 */
@Entity({ tableName: 'transfer_mapping' })
@Unique({ properties: ['sourceInstallation', 'kind', 'sourceId'] })
export class TransferMapping {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64 })
  sourceInstallation!: string;

  /** `page`, `media`, `tag`, `reusable-block`, `menu-item`, `translation-group`, … */
  @Property({ type: 'string', length: 32 })
  kind!: string;

  @Property({ type: 'string', length: 128 })
  sourceId!: string;

  @Property({ type: 'integer' })
  localId!: number;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

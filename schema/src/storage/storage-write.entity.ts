import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * A key this installation wrote or was about to write (or delete) in its storage, recorded in a
 * committed transaction before the bytes are put (write-record.ts). Only these keys are ever
 * swept, oldest first; a new write of the same key moves its time on.
 */
@Entity({ tableName: 'storage_write' })
@Index({ properties: ['recordedAt', 'key'] })
export class StorageWrite {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  recordedAt!: Date & Opt;
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The keys this installation wrote or was about to write (or delete) in its storage, each recorded
 * in a committed transaction before the bytes are put (issue 31): the sweep of stray bytes looks
 * only at these, never at a listing of the bucket, so it cannot remove what another installation
 * or a newer state of this database wrote. Read oldest first, in batches.
 */
export class Migration20261205120000_storage_writes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "storage_write" ("key" text not null, "recorded_at" timestamptz not null default now(), constraint "storage_write_pkey" primary key ("key"));`);
    this.addSql(`create index "storage_write_recorded_at_key_index" on "storage_write" ("recorded_at", "key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "storage_write" cascade;`);
  }
}

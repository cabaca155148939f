import { Migration } from '@mikro-orm/migrations';

/** Content import's map from another installation's ids to this one's (issue 35). */
export class Migration20261207190000_transfer extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "transfer_mapping" ("id" serial primary key, "source_installation" varchar(64) not null, "kind" varchar(32) not null, "source_id" varchar(128) not null, "local_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "transfer_mapping" add constraint "transfer_mapping_source_installation_kind_source_id_unique" unique ("source_installation", "kind", "source_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "transfer_mapping" cascade;`);
  }
}

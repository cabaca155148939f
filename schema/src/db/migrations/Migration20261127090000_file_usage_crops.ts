import { Migration } from '@mikro-orm/migrations';

/**
 * The crops each page version shows a file in, beside the usage row, so the media library can
 * serve a visitor the crops the site shows and refuse invented ones without reading versions.
 * Rows already there are filled from their versions' image slots and SEO image (the reader
 * normalises them as it does the ones written from now on).
 */
export class Migration20261127090000_file_usage_crops extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "page_file_usage" add column "crops" jsonb not null default '[]';`);
    this.addSql(`
      update "page_file_usage" u set "crops" = coalesce((
        select jsonb_agg(distinct image->'cropParams')
          from "page" p
          join "page_version" v on v."id" = case when u."published" then p."published_version_id" else p."latest_version_id" end
          cross join lateral (
            select slot.value as image
              from jsonb_array_elements(case when jsonb_typeof(v."blocks") = 'array' then v."blocks" else '[]' end) block,
                   jsonb_each(case when jsonb_typeof(block.value->'__images') = 'object' then block.value->'__images' else '{}' end) slot
            union all
            select seo.value from jsonb_array_elements(case when jsonb_typeof(v."seo_image") = 'array' then v."seo_image" else '[]' end) seo
          ) images
         where p."id" = u."page_id" and image->>'fileID' = u."file_id"::text and jsonb_typeof(image->'cropParams') = 'object'
      ), '[]');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "page_file_usage" drop column "crops";`);
  }
}

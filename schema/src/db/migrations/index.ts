import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121081057_identity } from './Migration20261121081057_identity';
import { Migration20261121082933_content } from './Migration20261121082933_content';
import { Migration20261121092640_page_title_sort } from './Migration20261121092640_page_title_sort';
import { Migration20261121092924_tag_name_folded } from './Migration20261121092924_tag_name_folded';
import { Migration20261123091500_outbox } from './Migration20261123091500_outbox';
import { Migration20261123140000_media } from './Migration20261123140000_media';
import { Migration20261123160000_search } from './Migration20261123160000_search';
import { Migration20261123161000_contact } from './Migration20261123161000_contact';
import { Migration20261124090000_search_partitions } from './Migration20261124090000_search_partitions';
import { Migration20261127090000_file_usage_crops } from './Migration20261127090000_file_usage_crops';

/** Committed migrations, in order. `npm run migration:create` writes the next one; list it here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121081057_identity', class: Migration20261121081057_identity },
  { name: 'Migration20261121082933_content', class: Migration20261121082933_content },
  { name: 'Migration20261121092640_page_title_sort', class: Migration20261121092640_page_title_sort },
  { name: 'Migration20261121092924_tag_name_folded', class: Migration20261121092924_tag_name_folded },
  { name: 'Migration20261123091500_outbox', class: Migration20261123091500_outbox },
  { name: 'Migration20261123140000_media', class: Migration20261123140000_media },
  { name: 'Migration20261123160000_search', class: Migration20261123160000_search },
  { name: 'Migration20261123161000_contact', class: Migration20261123161000_contact },
  { name: 'Migration20261124090000_search_partitions', class: Migration20261124090000_search_partitions },
  { name: 'Migration20261127090000_file_usage_crops', class: Migration20261127090000_file_usage_crops },
];

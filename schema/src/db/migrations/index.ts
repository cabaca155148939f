/**
 * The committed migrations, in order: each `<name>.ts` of this folder exports the class `<name>`.
 * `npm run migration:create` writes the next one; list it here. They are loaded only to be run
 * (see `db/orm.ts`). A migration only expands the schema, unless it is a contract step marked
 * `static readonly contract` (migration-rules.test.ts; docs/deployment.md, "Upgrading without
 * downtime").
 */
export const migrationNames: readonly string[] = [
  'Migration20261121081057_identity',
  'Migration20261121082933_content',
  'Migration20261121092640_page_title_sort',
  'Migration20261121092924_tag_name_folded',
  'Migration20261123091500_outbox',
  'Migration20261123140000_media',
  'Migration20261123160000_search',
  'Migration20261123161000_contact',
  'Migration20261124090000_search_partitions',
  'Migration20261127090000_file_usage_crops',
  'Migration20261127110000_event_consumers',
  'Migration20261127173417_webhooks',
  'Migration20261128010000_page_schedule',
  'Migration20261128020000_reusable_blocks',
  'Migration20261128030000_focal_point',
  'Migration20261129010000_account_link_requests',
  'Migration20261205090000_reusable_block_versions',
  'Migration20261205120000_storage_writes',
  'Migration20261207111003_api_tokens',
  'Migration20261207112828_two_factor',
  'Migration20261207112923_audit_log_screen',
  'Migration20261207143000_passkeys',
  'Migration20261207150000_oidc',
  'Migration20261207160000_redirects',
  'Migration20261207190000_transfer',
  'Migration20261207200000_transfer_jobs',
  'Migration20261208090000_releases',
  'Migration20261208091000_translation_source',
];

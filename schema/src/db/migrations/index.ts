import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121081057_identity } from './Migration20261121081057_identity';
import { Migration20261121082933_content } from './Migration20261121082933_content';

/** Committed migrations, in order. `npm run migration:create` writes the next one; list it here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121081057_identity', class: Migration20261121081057_identity },
  { name: 'Migration20261121082933_content', class: Migration20261121082933_content },
];

import { z } from 'zod';
import { defineOperation } from '../operations/define-operation';

/** Block types with their field schema: the admin renders editing forms from them. */
export const listBlockTypes = defineOperation({
  name: 'listBlockTypes',
  access: 'public',
  input: z.object({}).passthrough(),
  run: async (ctx) => ctx.services.config.blockTypes,
});

/** Page types (the blank one has `inNavigation: false`). */
export const listPageTypes = defineOperation({
  name: 'listPageTypes',
  access: 'public',
  input: z.object({}).passthrough(),
  run: async (ctx) => ctx.services.config.pageTypes,
});

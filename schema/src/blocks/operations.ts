import { adminLocaleOf, blockTypeIn, pageTypeIn } from '@tessera/content-model';
import { z } from 'zod';
import { defineOperation } from '../operations/define-operation';

/**
 * The language the texts are answered in: one of the admin's locales or languages (`nl-nl`, `nl`,
 * any case); English when none is asked for.
 */
const localeInput = z.object({
  locale: z
    .string({ invalid_type_error: 'V_12' })
    .max(35, 'V_12')
    .refine((locale) => adminLocaleOf(locale) !== null, 'V_12')
    .nullish(),
});

/** Block types with their field schema, its texts in the language asked for: the admin renders editing forms from them. */
export const listBlockTypes = defineOperation({
  name: 'listBlockTypes',
  access: 'public',
  input: localeInput,
  run: async (ctx, { locale }) => ctx.services.config.blockTypes.map((type) => blockTypeIn(type, locale)),
});

/** Page types (the blank one has `inNavigation: false`), their texts in the language asked for. */
export const listPageTypes = defineOperation({
  name: 'listPageTypes',
  access: 'public',
  input: localeInput,
  run: async (ctx, { locale }) => ctx.services.config.pageTypes.map((type) => pageTypeIn(type, locale)),
});

import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { entityId, localeInput } from '../../validation/parse-input';
import { slugInput, titleInput } from '../page-rules';
import { copyPage } from '../copy-page';

export const duplicatePage = defineOperation({
  name: 'duplicatePage',
  access: 'create-page',
  input: z.object({ pageID: entityId(), locale: localeInput(), title: titleInput(), slug: slugInput() }).strict(),
  run: (ctx, input) => copyPage(ctx, { sourceId: input.pageID, locale: input.locale, title: input.title, slug: input.slug, translationGroup: null, action: 'page.duplicated' }),
});

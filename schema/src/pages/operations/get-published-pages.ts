import { z } from 'zod';
import { localeInput } from '../../validation/parse-input';
import { defineOperation } from '../../operations/define-operation';
import { PageRepository } from '../page.repository';

/** Published pages of one type in one locale, newest first (POST page/get-pages: news lists). */
export const getPublishedPages = defineOperation({
  name: 'getPublishedPages',
  access: 'public',
  input: z
    .object({
      type: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).min(1, 'V_01').max(64, 'V_14'),
      locale: localeInput(),
      limit: z.coerce.number().int('V_12').min(1, 'V_12').max(100, 'V_12').default(50),
    })
    .strict(),
  async run(ctx, input) {
    const pages = await new PageRepository(ctx.em).publishedOfType(input.type, input.locale, input.limit);
    return pages.map((page) => ({
      pageID: page.id,
      slug: page.slug,
      locale: page.locale,
      type: page.type,
      title: page.publishedVersion!.title,
      seoDescription: page.publishedVersion!.seoDescription,
      seoImage: page.publishedVersion!.seoImage,
      typeData: page.publishedVersion!.typeData,
      publishedAt: page.publishedAt,
    }));
  },
});

import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { BlockTypeType, PageTypeType } from './block.types';
import { listBlockTypes, listPageTypes } from './operations';

const localeArg = {
  nullable: true,
  description: 'The language of the labels, descriptions and help texts: en-gb, nl-nl, de-de or fr-fr (or en, nl, de, fr); English when absent or when the type gives no text of its own.',
};

@Resolver()
export class BlockResolver {
  @Query(() => [BlockTypeType])
  blockTypes(@Ctx() ctx: Context, @Arg('locale', () => String, localeArg) locale: string | null): Promise<readonly BlockTypeType[]> {
    return listBlockTypes(ctx, { locale });
  }

  @Query(() => [PageTypeType])
  pageTypes(@Ctx() ctx: Context, @Arg('locale', () => String, localeArg) locale: string | null): Promise<readonly PageTypeType[]> {
    return listPageTypes(ctx, { locale });
  }
}

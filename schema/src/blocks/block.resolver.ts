import { Ctx, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { BlockTypeType, PageTypeType } from './block.types';
import { listBlockTypes, listPageTypes } from './operations';

@Resolver()
export class BlockResolver {
  @Query(() => [BlockTypeType])
  blockTypes(@Ctx() ctx: Context): Promise<readonly BlockTypeType[]> {
    return listBlockTypes(ctx, {});
  }

  @Query(() => [PageTypeType])
  pageTypes(@Ctx() ctx: Context): Promise<readonly PageTypeType[]> {
    return listPageTypes(ctx, {});
  }
}

import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { createReusableBlock } from './operations/create-reusable-block';
import { deleteReusableBlock } from './operations/delete-reusable-block';
import { getReusableBlock } from './operations/get-reusable-block';
import { listReusableBlocks } from './operations/list-reusable-blocks';
import { publishReusableBlock } from './operations/publish-reusable-block';
import { getPublishedReusableBlocks } from './operations/published-reusable-blocks';
import { reusableBlockUsage } from './operations/reusable-block-usage';
import { updateReusableBlock } from './operations/update-reusable-block';
import { PublishedReusableBlockType, ReusableBlockInput, ReusableBlockType, ReusableBlockUseType } from './reusable-block.types';

/** Reusable blocks: create-page edits them, publish-page publishes and deletes them. */
@Resolver()
export class ReusableBlockResolver {
  @Query(() => [ReusableBlockType], { description: 'Every reusable block by name, with its usage count.' })
  reusableBlocks(@Ctx() ctx: Context): Promise<ReusableBlockType[]> {
    return listReusableBlocks(ctx, {});
  }

  @Query(() => ReusableBlockType)
  reusableBlock(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<ReusableBlockType> {
    return getReusableBlock(ctx, { id });
  }

  @Query(() => [ReusableBlockUseType], { description: 'The pages whose latest or published version shows the reusable block.' })
  async reusableBlockUsage(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<ReusableBlockUseType[]> {
    return (await reusableBlockUsage(ctx, { id })).pages;
  }

  @Query(() => [PublishedReusableBlockType], { description: 'The published copies of these reusable blocks (at most 50), as the public site shows them; others are left out.' })
  publishedReusableBlocks(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: Context): Promise<PublishedReusableBlockType[]> {
    return getPublishedReusableBlocks(ctx, { ids });
  }

  @Mutation(() => ReusableBlockType, { description: 'Saves a block as a reusable block (a draft until published).' })
  createReusableBlock(@Arg('type') type: string, @Arg('input') input: ReusableBlockInput, @Ctx() ctx: Context): Promise<ReusableBlockType> {
    return createReusableBlock(ctx, { type, name: input.name, props: input.props ?? {}, __images: input.images ?? {}, __files: input.files ?? {} });
  }

  @Mutation(() => ReusableBlockType, { description: 'Changes the name and the draft.' })
  updateReusableBlock(@Arg('id', () => Int) id: number, @Arg('input') input: ReusableBlockInput, @Ctx() ctx: Context): Promise<ReusableBlockType> {
    return updateReusableBlock(ctx, { id, name: input.name, props: input.props ?? {}, __images: input.images ?? {}, __files: input.files ?? {} });
  }

  @Mutation(() => ReusableBlockType, { description: 'Makes the draft what every page showing it shows (publish-page).' })
  publishReusableBlock(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<ReusableBlockType> {
    return publishReusableBlock(ctx, { id });
  }

  @Mutation(() => Boolean, { description: 'RB_01 (details: pages) when pages show it.' })
  async deleteReusableBlock(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    await deleteReusableBlock(ctx, { id });
    return true;
  }
}

import { Arg, Ctx, Extensions, Int, Mutation, Query, Resolver } from 'type-graphql';
import { fieldCosts } from '../graphql/field-costs';
import type { Ctx as Context } from '../context';
import { createReusableBlock } from './operations/create-reusable-block';
import { deleteReusableBlock } from './operations/delete-reusable-block';
import { getReusableBlock } from './operations/get-reusable-block';
import { listReusableBlocks } from './operations/list-reusable-blocks';
import { publishReusableBlock } from './operations/publish-reusable-block';
import { getPublishedReusableBlocks } from './operations/published-reusable-blocks';
import { reusableBlockUsage } from './operations/reusable-block-usage';
import { updateReusableBlock } from './operations/update-reusable-block';
import { listReusableBlockRequests } from './operations/list-reusable-block-requests';
import { requestReusableBlockPublication } from './operations/request-reusable-block-publication';
import { acceptReusableBlockPublication, rejectReusableBlockPublication } from './operations/review-reusable-block-publication';
import { revokeReusableBlockRequest } from './operations/revoke-reusable-block-request';
import { PublishedReusableBlockType, ReusableBlockInput, ReusableBlockRequestListItemType, ReusableBlockType, ReusableBlockUseType } from './reusable-block.types';

/** Reusable blocks: create-page edits them and asks for their publication, publish-page publishes and deletes them, review-publication decides requests. */
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

  @Query(() => [ReusableBlockRequestListItemType], { description: 'Open requests to publish reusable blocks, oldest first.' })
  reusableBlockRequests(@Ctx() ctx: Context): Promise<ReusableBlockRequestListItemType[]> {
    return listReusableBlockRequests(ctx, {});
  }

  @Query(() => [PublishedReusableBlockType], {
    description: 'The published versions of these reusable blocks (at most 50) that published pages show, as the public site shows them; others are left out.',
  })
  publishedReusableBlocks(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: Context): Promise<PublishedReusableBlockType[]> {
    return getPublishedReusableBlocks(ctx, { ids });
  }

  @Mutation(() => ReusableBlockType, { description: 'Saves a block as a reusable block (a draft until published).' })
  @Extensions({ cost: fieldCosts.blockContent })
  createReusableBlock(@Arg('type') type: string, @Arg('input') input: ReusableBlockInput, @Ctx() ctx: Context): Promise<ReusableBlockType> {
    return createReusableBlock(ctx, { type, name: input.name, props: input.props ?? {}, __images: input.images ?? {}, __files: input.files ?? {} });
  }

  @Mutation(() => ReusableBlockType, { description: 'Changes the name and the draft.' })
  @Extensions({ cost: fieldCosts.blockContent })
  updateReusableBlock(@Arg('id', () => Int) id: number, @Arg('input') input: ReusableBlockInput, @Ctx() ctx: Context): Promise<ReusableBlockType> {
    return updateReusableBlock(ctx, { id, versionID: input.versionID, name: input.name, props: input.props ?? {}, __images: input.images ?? {}, __files: input.files ?? {} });
  }

  @Mutation(() => ReusableBlockType, { description: 'Makes exactly the version the publisher saw (the latest; PM_02 when it moved) what every page showing it shows (publish-page).' })
  publishReusableBlock(@Arg('id', () => Int) id: number, @Arg('versionID', () => Int) versionID: number, @Ctx() ctx: Context): Promise<ReusableBlockType> {
    return publishReusableBlock(ctx, { id, versionID });
  }

  @Mutation(() => ReusableBlockType, { description: 'Asks reviewers to publish the version the editor saw (the latest; PM_02 when it moved), with a comment.' })
  requestReusableBlockPublication(
    @Arg('id', () => Int) id: number,
    @Arg('versionID', () => Int) versionID: number,
    @Arg('comment', () => String, { nullable: true }) comment: string | null,
    @Ctx() ctx: Context,
  ): Promise<ReusableBlockType> {
    return requestReusableBlockPublication(ctx, { id, versionID, comment });
  }

  @Mutation(() => ReusableBlockType, { description: 'A reviewer accepts: the requested version goes live.' })
  acceptReusableBlockPublication(
    @Arg('requestID', () => Int) requestID: number,
    @Arg('feedback', () => String, { nullable: true }) feedback: string | null,
    @Ctx() ctx: Context,
  ): Promise<ReusableBlockType> {
    return acceptReusableBlockPublication(ctx, { requestID, feedback });
  }

  @Mutation(() => ReusableBlockType, { description: 'A reviewer rejects, with feedback or without.' })
  rejectReusableBlockPublication(
    @Arg('requestID', () => Int) requestID: number,
    @Arg('feedback', () => String, { nullable: true }) feedback: string | null,
    @Ctx() ctx: Context,
  ): Promise<ReusableBlockType> {
    return rejectReusableBlockPublication(ctx, { requestID, feedback });
  }

  @Mutation(() => ReusableBlockType, { description: 'Withdraws an open request (its requester, a reviewer or a publisher).' })
  revokeReusableBlockRequest(@Arg('requestID', () => Int) requestID: number, @Ctx() ctx: Context): Promise<ReusableBlockType> {
    return revokeReusableBlockRequest(ctx, { requestID });
  }

  @Mutation(() => Boolean, { description: 'RB_01 (details: pages) when pages show it.' })
  async deleteReusableBlock(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    await deleteReusableBlock(ctx, { id });
    return true;
  }
}

import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { createTag } from './operations/create-tag';
import { deleteTag } from './operations/delete-tag';
import { fetchPrivateTags } from './operations/fetch-private-tags';
import { fetchTags } from './operations/fetch-tags';
import { getPageTags } from './operations/get-page-tags';
import { getTagPages } from './operations/get-tag-pages';
import { renameTag } from './operations/rename-tag';
import { searchPrivateTags } from './operations/search-private-tags';
import { searchTags } from './operations/search-tags';
import { setPageTags } from './operations/set-page-tags';
import { validateTag } from './operations/validate-tag';
import { TagPagesType, TagType, TagValidationType } from './tag.types';

@Resolver()
export class TagResolver {
  @Query(() => [TagType], { description: 'Public tags containing the term (public), at most 20.' })
  tags(@Arg('term') term: string, @Ctx() ctx: Context): Promise<TagType[]> {
    return searchTags(ctx, { term });
  }

  @Query(() => [TagType], { description: 'Private tags containing the term, at most 20.' })
  privateTags(@Arg('term') term: string, @Ctx() ctx: Context): Promise<TagType[]> {
    return searchPrivateTags(ctx, { term });
  }

  @Query(() => [TagType], { description: 'Every public tag (public).' })
  allTags(@Ctx() ctx: Context): Promise<TagType[]> {
    return fetchTags(ctx, {});
  }

  @Query(() => [TagType])
  allPrivateTags(@Ctx() ctx: Context): Promise<TagType[]> {
    return fetchPrivateTags(ctx, {});
  }

  @Query(() => TagValidationType)
  validateTag(@Arg('tag') tag: string, @Arg('isPrivate', () => Boolean, { nullable: true }) isPrivate: boolean | null, @Ctx() ctx: Context): Promise<TagValidationType> {
    return validateTag(ctx, { tag, isPrivate });
  }

  @Query(() => [TagType], { description: 'Tags on a page; visitors get the public tags of a published page.' })
  pageTags(@Arg('pageId', () => Int) pageId: number, @Ctx() ctx: Context): Promise<TagType[]> {
    return getPageTags(ctx, { pageId });
  }

  @Query(() => TagPagesType, { description: 'The pages that carry a tag, by title (signed-in).' })
  tagPages(@Arg('tagId', () => Int) tagId: number, @Ctx() ctx: Context): Promise<TagPagesType> {
    return getTagPages(ctx, { tagId });
  }

  @Mutation(() => TagType)
  createTag(@Arg('name') name: string, @Arg('isPrivate', () => Boolean, { nullable: true }) isPrivate: boolean | null, @Ctx() ctx: Context): Promise<TagType> {
    return createTag(ctx, { name, isPrivate });
  }

  @Mutation(() => TagType)
  renameTag(@Arg('id', () => Int) id: number, @Arg('name') name: string, @Ctx() ctx: Context): Promise<TagType> {
    return renameTag(ctx, { id, name });
  }

  @Mutation(() => Boolean)
  async deleteTag(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    await deleteTag(ctx, { id });
    return true;
  }

  @Mutation(() => [TagType], { description: 'Replaces the tags of a page.' })
  setPageTags(@Arg('pageId', () => Int) pageId: number, @Arg('tagIds', () => [Int]) tagIds: number[], @Ctx() ctx: Context): Promise<TagType[]> {
    return setPageTags(ctx, { pageId, tagIds });
  }
}

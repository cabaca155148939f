import { GraphQLDateTimeISO, GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { addMenuToRelease } from './operations/add-menu-to-release';
import { addPageVersionToRelease } from './operations/add-page-version-to-release';
import { addReusableBlockVersionToRelease } from './operations/add-reusable-block-version-to-release';
import { addUnpublicationToRelease } from './operations/add-unpublication-to-release';
import { createRelease } from './operations/create-release';
import { deleteRelease } from './operations/delete-release';
import { getRelease } from './operations/get-release';
import { listReleases } from './operations/list-releases';
import { publishRelease } from './operations/publish-release';
import { refreshReleaseItem } from './operations/refresh-release-item';
import { releasePreviewUrl } from './operations/release-preview-url';
import { releasesOfPage } from './operations/releases-of-page';
import { removeReleaseItem } from './operations/remove-release-item';
import { rollbackRelease } from './operations/rollback-release';
import { updateRelease } from './operations/update-release';
import { ReleaseListType, ReleaseType } from './release.types';

const id = () => Arg('id', () => Int);
const releaseIdArg = () => Arg('releaseId', () => Int);
const optionalInt = (name: string) => Arg(name, () => Int, { nullable: true });

@Resolver()
export class ReleaseResolver {
  @Query(() => ReleaseListType, { description: 'Content releases, newest first (without their items).' })
  releases(
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @optionalInt('pageIndex') pageIndex: number | null,
    @optionalInt('pageSize') pageSize: number | null,
    @Ctx() ctx: Context,
  ): Promise<ReleaseListType> {
    return listReleases(ctx, { status, pageIndex, pageSize });
  }

  @Query(() => ReleaseType)
  release(@id() id: number, @Ctx() ctx: Context): Promise<ReleaseType> {
    return getRelease(ctx, { id });
  }

  @Query(() => [ReleaseType], { description: 'Releases not yet published holding an item of this page.' })
  releasesOfPage(@Arg('pageId', () => Int) pageId: number, @Ctx() ctx: Context): Promise<ReleaseType[]> {
    return releasesOfPage(ctx, { pageId });
  }

  @Query(() => String, { description: "A signed address, valid for an hour, of the release's preview: its pages as they will be after it publishes." })
  async releasePreviewUrl(@id() id: number, @Ctx() ctx: Context): Promise<string> {
    return (await releasePreviewUrl(ctx, { id })).url;
  }

  @Mutation(() => ReleaseType)
  createRelease(
    @Arg('name') name: string,
    @Arg('description', () => String, { nullable: true }) description: string | null,
    @Arg('scheduledAt', () => GraphQLDateTimeISO, { nullable: true }) scheduledAt: Date | null,
    @Ctx() ctx: Context,
  ): Promise<ReleaseType> {
    return createRelease(ctx, { name, description, scheduledAt });
  }

  @Mutation(() => ReleaseType)
  updateRelease(
    @id() id: number,
    @Arg('name') name: string,
    @Arg('description', () => String, { nullable: true }) description: string | null,
    @Arg('scheduledAt', () => GraphQLDateTimeISO, { nullable: true }) scheduledAt: Date | null,
    @Ctx() ctx: Context,
  ): Promise<ReleaseType> {
    return updateRelease(ctx, { id, name, description, scheduledAt });
  }

  @Mutation(() => Boolean)
  async deleteRelease(@id() id: number, @Ctx() ctx: Context): Promise<boolean> {
    await deleteRelease(ctx, { id });
    return true;
  }

  @Mutation(() => ReleaseType, { description: "Adds the page's version (default: its latest) in place of the page's item there was." })
  addPageVersionToRelease(
    @releaseIdArg() releaseId: number,
    @Arg('pageId', () => Int) pageId: number,
    @optionalInt('versionNumber') versionNumber: number | null,
    @Ctx() ctx: Context,
  ): Promise<ReleaseType> {
    return addPageVersionToRelease(ctx, { releaseId, pageId, versionNumber });
  }

  @Mutation(() => ReleaseType)
  addUnpublicationToRelease(@releaseIdArg() releaseId: number, @Arg('pageId', () => Int) pageId: number, @Ctx() ctx: Context): Promise<ReleaseType> {
    return addUnpublicationToRelease(ctx, { releaseId, pageId });
  }

  @Mutation(() => ReleaseType)
  addReusableBlockVersionToRelease(
    @releaseIdArg() releaseId: number,
    @Arg('reusableBlockId', () => Int) reusableBlockId: number,
    @optionalInt('versionNumber') versionNumber: number | null,
    @Ctx() ctx: Context,
  ): Promise<ReleaseType> {
    return addReusableBlockVersionToRelease(ctx, { releaseId, reusableBlockId, versionNumber });
  }

  @Mutation(() => ReleaseType, { description: "The locale's whole menu tree: entries of { label, pageId | url, children } (at most 500, 8 levels)." })
  addMenuToRelease(@releaseIdArg() releaseId: number, @Arg('locale') locale: string, @Arg('items', () => GraphQLJSON) items: unknown, @Ctx() ctx: Context): Promise<ReleaseType> {
    return addMenuToRelease(ctx, { releaseId, locale, items });
  }

  @Mutation(() => ReleaseType)
  removeReleaseItem(@releaseIdArg() releaseId: number, @Arg('itemId', () => Int) itemId: number, @Ctx() ctx: Context): Promise<ReleaseType> {
    return removeReleaseItem(ctx, { releaseId, itemId });
  }

  @Mutation(() => ReleaseType, { description: "Takes the page's or block's latest version into the item." })
  refreshReleaseItem(@releaseIdArg() releaseId: number, @Arg('itemId', () => Int) itemId: number, @Ctx() ctx: Context): Promise<ReleaseType> {
    return refreshReleaseItem(ctx, { releaseId, itemId });
  }

  @Mutation(() => ReleaseType, { description: 'Every item goes live in one transaction, or none (V_07 on items.{id} names a failing item). UM_01 on "review": the role publishes through a reviewer.' })
  publishRelease(@id() id: number, @Ctx() ctx: Context): Promise<ReleaseType> {
    return publishRelease(ctx, { id });
  }

  @Mutation(() => ReleaseType, { description: 'What was live before the release comes back, as one new publication.' })
  rollbackRelease(@id() id: number, @Ctx() ctx: Context): Promise<ReleaseType> {
    return rollbackRelease(ctx, { id });
  }
}

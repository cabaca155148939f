import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorize } from '../auth/authorize';
import type { Ctx as Context } from '../context';
import { GraphQLUpload, spoolUpload, type PendingUpload } from '../graphql/upload';
import { PageListQuery, PageListType } from '../pages/page.types';
import { mediaLimits } from './media-library';
import { AddedMediaFileType, EditMediaFileInput, ImageSizeType, MediaDirectoryType, MediaFileSiteContentUseType, MediaFileType, MediaFolderType } from './media.types';
import { addFile } from './operations/add-file';
import { addVideo } from './operations/add-video';
import { createDir } from './operations/create-dir';
import { deleteDirectory } from './operations/delete-directory';
import { deleteFile } from './operations/delete-file';
import { editFile } from './operations/edit-file';
import { getDir } from './operations/get-dir';
import { imageSizes } from './operations/image-sizes';
import { listPagesByFile } from './operations/list-pages-by-file';
import { listSiteContentByFile } from './operations/list-site-content-by-file';
import { moveDirectory } from './operations/move-directory';
import { moveFile } from './operations/move-file';
import { searchFiles } from './operations/search-files';

@Resolver()
export class MediaResolver {
  @Query(() => MediaDirectoryType, { description: 'A folder of the media library: its folders and files.' })
  mediaDirectory(@Arg('path', () => String, { nullable: true }) path: string | undefined, @Ctx() ctx: Context): Promise<MediaDirectoryType> {
    return getDir(ctx, { path: path ?? undefined });
  }

  @Query(() => [MediaFileType], { description: 'Files whose name contains the term, in the folder and below.' })
  searchMediaFiles(@Arg('searchTerm') searchTerm: string, @Arg('directory', () => String, { nullable: true }) directory: string | undefined, @Ctx() ctx: Context): Promise<MediaFileType[]> {
    return searchFiles(ctx, { searchTerm, directory: directory ?? undefined });
  }

  @Query(() => [ImageSizeType], { description: 'Shown sizes of images the viewer may fetch (others are left out), for width and height on <img>.' })
  mediaImageSizes(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: Context): Promise<ImageSizeType[]> {
    return imageSizes(ctx, { ids });
  }

  @Query(() => PageListType, { description: 'Pages whose latest or published version uses the file.' })
  pagesByMediaFile(@Arg('fileID', () => Int) fileID: number, @Arg('query', () => PageListQuery, { nullable: true }) query: PageListQuery | undefined, @Ctx() ctx: Context): Promise<PageListType> {
    return listPagesByFile(ctx, { ...query, fileID });
  }

  @Query(() => [MediaFileSiteContentUseType], { description: 'Certificates and team members that show the file, active or not.' })
  async siteContentByMediaFile(@Arg('fileID', () => Int) fileID: number, @Ctx() ctx: Context): Promise<MediaFileSiteContentUseType[]> {
    return (await listSiteContentByFile(ctx, { fileID })).items;
  }

  @Mutation(() => AddedMediaFileType, { description: 'Uploads one file (multipart request spec), at most 100 MB.' })
  async addMediaFile(@Arg('path', () => String, { nullable: true }) path: string | undefined, @Arg('file', () => GraphQLUpload) file: PendingUpload, @Ctx() ctx: Context): Promise<AddedMediaFileType> {
    // Asked before a byte is read: a caller the operation refuses learns nothing about the file.
    authorize(ctx, addFile.access);
    const f = await spoolUpload(file, ctx.services.storage, { maxBytes: mediaLimits.maxBytes, tooLarge: 'ML_01', property: 'f' });
    return addFile(ctx, { path: path ?? undefined, f });
  }

  @Mutation(() => MediaFileType, { description: 'Adds a YouTube or Vimeo video by its link.' })
  addMediaVideo(
    @Arg('path', () => String, { nullable: true }) path: string | undefined,
    @Arg('url') url: string,
    @Arg('fileName', () => String, { nullable: true }) fileName: string | undefined,
    @Ctx() ctx: Context,
  ) {
    return addVideo(ctx, { path: path ?? undefined, url, fileName: fileName ?? undefined });
  }

  @Mutation(() => MediaFolderType)
  createMediaFolder(@Arg('path', () => String, { nullable: true }) path: string | undefined, @Arg('folderName') folderName: string, @Ctx() ctx: Context): Promise<MediaFolderType> {
    return createDir(ctx, { path: path ?? undefined, folderName });
  }

  @Mutation(() => MediaFileType)
  moveMediaFile(@Arg('id', () => Int) id: number, @Arg('newPath') newPath: string, @Arg('newFileName') newFileName: string, @Ctx() ctx: Context): Promise<MediaFileType> {
    return moveFile(ctx, { id, newPath, newFileName });
  }

  @Mutation(() => MediaFileType)
  editMediaFile(@Arg('input', () => EditMediaFileInput) input: EditMediaFileInput, @Ctx() ctx: Context): Promise<MediaFileType> {
    return editFile(ctx, { ...input });
  }

  @Mutation(() => String, { description: 'Moves or renames a folder with everything in it; answers its new path.' })
  async moveMediaFolder(@Arg('oldPath') oldPath: string, @Arg('newPath') newPath: string, @Ctx() ctx: Context) {
    return (await moveDirectory(ctx, { oldPath, newPath })).path;
  }

  @Mutation(() => Boolean, { description: 'Refused with ML_04 (and the pages in extensions.details) while pages use it.' })
  deleteMediaFile(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return deleteFile(ctx, { id });
  }

  @Mutation(() => Boolean, { description: 'Deletes the folder and everything below it, unless pages use a file in it (ML_04).' })
  deleteMediaFolder(@Arg('path') path: string, @Ctx() ctx: Context) {
    return deleteDirectory(ctx, { path });
  }
}

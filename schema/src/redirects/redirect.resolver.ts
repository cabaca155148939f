import { redirectLimits } from '@tessera/content-model';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorize } from '../auth/authorize';
import type { Ctx as Context } from '../context';
import { GraphQLUpload, readUpload, type PendingUpload } from '../graphql/upload';
import { createRedirect } from './operations/create-redirect';
import { deleteRedirect } from './operations/delete-redirect';
import { importRedirects } from './operations/import-redirects';
import { listRedirects } from './operations/list-redirects';
import { updateRedirect } from './operations/update-redirect';
import { RedirectImportReportType, RedirectListType, RedirectType } from './redirect.types';

@Resolver()
export class RedirectResolver {
  @Query(() => RedirectListType, { description: 'Manual redirects, then automatic ones, whose from or to contains the search term.' })
  redirects(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('pageIndex', () => Int, { nullable: true }) pageIndex: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize: number | null,
    @Ctx() ctx: Context,
  ): Promise<RedirectListType> {
    return listRedirects(ctx, { search, pageIndex, pageSize });
  }

  @Mutation(() => RedirectType)
  createRedirect(
    @Arg('fromPath') fromPath: string,
    @Arg('to') to: string,
    @Arg('status', () => Int, { nullable: true }) status: number | null,
    @Arg('locale', () => String, { nullable: true }) locale: string | null,
    @Ctx() ctx: Context,
  ): Promise<RedirectType> {
    return createRedirect(ctx, { fromPath, to, status, locale });
  }

  @Mutation(() => RedirectType)
  updateRedirect(
    @Arg('id', () => Int) id: number,
    @Arg('fromPath') fromPath: string,
    @Arg('to') to: string,
    @Arg('status', () => Int, { nullable: true }) status: number | null,
    @Arg('locale', () => String, { nullable: true }) locale: string | null,
    @Ctx() ctx: Context,
  ): Promise<RedirectType> {
    return updateRedirect(ctx, { id, fromPath, to, status, locale });
  }

  @Mutation(() => Boolean)
  async deleteRedirect(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    await deleteRedirect(ctx, { id });
    return true;
  }

  @Mutation(() => RedirectImportReportType, { description: 'CSV with the header from,to,status,locale; at most 10,000 rows and 2 MB.' })
  async importRedirects(@Arg('file', () => GraphQLUpload) file: PendingUpload, @Ctx() ctx: Context): Promise<RedirectImportReportType> {
    // Asked before a byte is read: a caller the operation refuses learns nothing about the file.
    authorize(ctx, importRedirects.access);
    return importRedirects(ctx, { file: await readUpload(file, redirectLimits.importMaxBytes, 'V_14', 'file') });
  }
}

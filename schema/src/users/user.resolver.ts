import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { GraphQLUpload, readUpload, type PendingUpload } from '../graphql/upload';
import { changePassword } from './operations/change-password';
import { createUser } from './operations/create-user';
import { deleteUser } from './operations/delete-user';
import { getUser } from './operations/get-user';
import { listRoles } from './operations/list-roles';
import { listUsers } from './operations/list-users';
import { removeProfileImage } from './operations/remove-profile-image';
import { authorizeProfileImage, setProfileImage } from './operations/set-profile-image';
import { updateUser } from './operations/update-user';
import { profileImageLimits } from './profile-image';
import { ChangePasswordInput, CreateUserInput, RoleType, UpdateUserInput, UserListQuery, UserListType, UserType } from './user.types';

@Resolver()
export class UserResolver {
  @Query(() => [RoleType])
  roles(@Ctx() ctx: Context): Promise<RoleType[]> {
    return listRoles(ctx, {});
  }

  @Query(() => UserListType)
  users(@Arg('query', () => UserListQuery, { nullable: true }) query: UserListQuery | undefined, @Ctx() ctx: Context): Promise<UserListType> {
    return listUsers(ctx, query ?? {});
  }

  @Query(() => UserType)
  user(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<UserType> {
    return getUser(ctx, { id });
  }

  @Mutation(() => UserType)
  createUser(@Arg('input', () => CreateUserInput) input: CreateUserInput, @Ctx() ctx: Context): Promise<UserType> {
    return createUser(ctx, input);
  }

  @Mutation(() => UserType)
  updateUser(@Arg('id', () => Int) id: number, @Arg('input', () => UpdateUserInput) input: UpdateUserInput, @Ctx() ctx: Context): Promise<UserType> {
    return updateUser(ctx, { id, ...input });
  }

  @Mutation(() => Boolean)
  deleteUser(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return deleteUser(ctx, { id });
  }

  @Mutation(() => Boolean, { description: 'Changes your own password; other sessions end.' })
  changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: Context) {
    return changePassword(ctx, input);
  }

  @Mutation(() => UserType, { description: 'JPEG or PNG, at most 2 MB and 1024×1024 pixels.' })
  async uploadProfileImage(@Arg('id', () => Int) id: number, @Arg('file', () => GraphQLUpload) file: PendingUpload, @Ctx() ctx: Context) {
    // Asked before a byte is read: a caller the operation refuses learns nothing about the file.
    authorizeProfileImage(ctx, id);
    return setProfileImage(ctx, { id, file: await readUpload(file, profileImageLimits.maxBytes, 'UM_05', 'profileImage') });
  }

  @Mutation(() => UserType)
  removeProfileImage(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<UserType> {
    return removeProfileImage(ctx, { id });
  }
}

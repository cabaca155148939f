import { GraphQLDateTimeISO, GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Permission')
export class PermissionType {
  @Field()
  name!: string;

  @Field(() => GraphQLJSONObject, { nullable: true })
  parameters?: Record<string, unknown> | null;
}

@ObjectType('Role')
export class RoleType {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field(() => [PermissionType])
  permissions!: PermissionType[];
}

@ObjectType('Profile')
export class ProfileType {
  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  jobTitle!: string | null;

  @Field(() => String, { nullable: true, description: 'URL of the profile image.' })
  image!: string | null;
}

@ObjectType('User')
export class UserType {
  @Field(() => Int)
  id!: number;

  @Field()
  email!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  jobTitle!: string | null;

  @Field(() => String, { nullable: true, description: 'URL of the profile image.' })
  image!: string | null;

  @Field({ description: 'False until the activation link was used.' })
  active!: boolean;

  @Field(() => RoleType)
  role!: RoleType;

  @Field(() => ProfileType)
  profile!: ProfileType;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  lastLoginAt!: Date | null;
}

@ObjectType('UserList')
export class UserListType {
  @Field(() => [UserType])
  items!: UserType[];

  @Field(() => Int)
  totalItems!: number;
}

@InputType('ProfileInput')
export class ProfileInput {
  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  jobTitle?: string | null;
}

@InputType('CreateUserInput')
export class CreateUserInput {
  @Field()
  email!: string;

  @Field({ description: 'Role id or role name.' })
  role!: string;

  @Field(() => ProfileInput)
  profile!: ProfileInput;

  @Field({ nullable: true, description: 'Makes the account active at once; otherwise an activation link is mailed.' })
  password?: string;
}

@InputType('UpdateUserInput')
export class UpdateUserInput {
  @Field()
  email!: string;

  @Field({ nullable: true, description: 'Role id or role name; changing it needs manage-users.' })
  role?: string;

  @Field(() => ProfileInput)
  profile!: ProfileInput;

  @Field(() => String, { nullable: true, description: 'Your current password: needed when you change your own e-mail.' })
  currentPassword?: string | null;
}

@InputType('UserListQuery')
export class UserListQuery {
  @Field(() => Int, { nullable: true })
  pageIndex?: number;

  @Field(() => Int, { nullable: true })
  pageSize?: number;

  @Field({ nullable: true })
  searchTerm?: string;

  @Field({ nullable: true, description: 'name, email, role, createdAt, updatedAt or lastLoginAt' })
  columnToSort?: string;

  @Field({ nullable: true, description: 'asc or desc' })
  sortOrder?: string;
}

@InputType('ChangePasswordInput')
export class ChangePasswordInput {
  @Field()
  currentPassword!: string;

  @Field()
  password!: string;

  @Field()
  confirm!: string;
}

import { gql, type TypedDocumentNode } from '@apollo/client';

/** A user as the users overview and the settings screen read it (schema type User). */
export interface UserRow {
  id: number;
  email: string;
  name: string;
  jobTitle: string | null;
  image: string | null;
  active: boolean;
  role: { id: number; name: string };
  createdAt: string;
}

export interface RoleOption {
  id: number;
  name: string;
}

/** SPEC §3: on create and update only e-mail, role and profile are sent. */
export interface UserInput {
  email: string;
  role?: string | null;
  profile: { name: string; jobTitle: string | null };
}

export interface UserListQuery {
  pageIndex: number;
  pageSize: number;
  searchTerm: string;
  columnToSort?: string | null;
  sortOrder: 'asc' | 'desc';
}

const userRowFields = gql`
  fragment UserRowFields on User {
    id
    email
    name
    jobTitle
    image
    active
    role {
      id
      name
    }
    createdAt
  }
`;

export const UsersDocument: TypedDocumentNode<{ users: { items: UserRow[]; totalItems: number } }, { query: UserListQuery }> = gql`
  query Users($query: UserListQuery) {
    users(query: $query) {
      items {
        ...UserRowFields
      }
      totalItems
    }
  }
  ${userRowFields}
`;

export const RolesDocument: TypedDocumentNode<{ roles: RoleOption[] }> = gql`
  query Roles {
    roles {
      id
      name
    }
  }
`;

export const CreateUserDocument: TypedDocumentNode<{ createUser: UserRow }, { input: UserInput & { role: string } }> = gql`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      ...UserRowFields
    }
  }
  ${userRowFields}
`;

export const UpdateUserDocument: TypedDocumentNode<{ updateUser: UserRow }, { id: number; input: UserInput }> = gql`
  mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      ...UserRowFields
    }
  }
  ${userRowFields}
`;

export const DeleteUserDocument: TypedDocumentNode<{ deleteUser: boolean }, { id: number }> = gql`
  mutation DeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`;

export const ChangePasswordDocument: TypedDocumentNode<
  { changePassword: boolean },
  { input: { currentPassword: string; password: string; confirm: string } }
> = gql`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`;

export const RemoveProfileImageDocument: TypedDocumentNode<{ removeProfileImage: UserRow }, { id: number }> = gql`
  mutation RemoveProfileImage($id: Int!) {
    removeProfileImage(id: $id) {
      ...UserRowFields
    }
  }
  ${userRowFields}
`;

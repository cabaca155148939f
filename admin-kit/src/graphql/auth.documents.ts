import { gql, type TypedDocumentNode } from '@apollo/client';

export interface Viewer {
  id: number;
  email: string;
  name: string;
  jobTitle: string | null;
  image: string | null;
  role: { id: number; name: string; permissions: Array<{ name: string; parameters: Record<string, unknown> | null }> };
}

const viewerFields = gql`
  fragment ViewerFields on User {
    id
    email
    name
    jobTitle
    image
    role {
      id
      name
      permissions {
        name
        parameters
      }
    }
  }
`;

export const MeDocument: TypedDocumentNode<{ me: Viewer | null }> = gql`
  query Me {
    me {
      ...ViewerFields
    }
  }
  ${viewerFields}
`;

export const LoginDocument: TypedDocumentNode<{ login: Viewer }, { input: { email: string; password: string } }> = gql`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...ViewerFields
    }
  }
  ${viewerFields}
`;

export const LogoutDocument: TypedDocumentNode<{ logout: boolean }> = gql`
  mutation Logout {
    logout
  }
`;

export const RefreshSessionDocument: TypedDocumentNode<{ refreshSession: boolean }> = gql`
  mutation RefreshSession {
    refreshSession
  }
`;

export const ForgotPasswordDocument: TypedDocumentNode<{ forgotPassword: boolean }, { email: string }> = gql`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`;

export const ResetAccountDocument: TypedDocumentNode<{ resetAccount: boolean }, { input: { password: string; confirm: string; token: string } }> = gql`
  mutation ResetAccount($input: ResetAccountInput!) {
    resetAccount(input: $input)
  }
`;

export const PageTypesDocument: TypedDocumentNode<{ pageTypes: Array<{ id: string; label: string; inNavigation: boolean }> }> = gql`
  query PageTypes {
    pageTypes {
      id
      label
      inNavigation
    }
  }
`;

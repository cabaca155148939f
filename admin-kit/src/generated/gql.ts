/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ViewerFields on User {\n  id\n  email\n  name\n  jobTitle\n  image\n  role {\n    id\n    name\n    permissions {\n      name\n      parameters\n    }\n  }\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation RefreshSession {\n  refreshSession\n}\n\nmutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email)\n}\n\nmutation ResetAccount($input: ResetAccountInput!) {\n  resetAccount(input: $input)\n}\n\nquery PageTypes($locale: String) {\n  pageTypes(locale: $locale) {\n    id\n    label\n    inNavigation\n  }\n}": typeof types.ViewerFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment ViewerFields on User {\n  id\n  email\n  name\n  jobTitle\n  image\n  role {\n    id\n    name\n    permissions {\n      name\n      parameters\n    }\n  }\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation RefreshSession {\n  refreshSession\n}\n\nmutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email)\n}\n\nmutation ResetAccount($input: ResetAccountInput!) {\n  resetAccount(input: $input)\n}\n\nquery PageTypes($locale: String) {\n  pageTypes(locale: $locale) {\n    id\n    label\n    inNavigation\n  }\n}": types.ViewerFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on User {\n  id\n  email\n  name\n  jobTitle\n  image\n  role {\n    id\n    name\n    permissions {\n      name\n      parameters\n    }\n  }\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation RefreshSession {\n  refreshSession\n}\n\nmutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email)\n}\n\nmutation ResetAccount($input: ResetAccountInput!) {\n  resetAccount(input: $input)\n}\n\nquery PageTypes($locale: String) {\n  pageTypes(locale: $locale) {\n    id\n    label\n    inNavigation\n  }\n}"): (typeof documents)["fragment ViewerFields on User {\n  id\n  email\n  name\n  jobTitle\n  image\n  role {\n    id\n    name\n    permissions {\n      name\n      parameters\n    }\n  }\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation RefreshSession {\n  refreshSession\n}\n\nmutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email)\n}\n\nmutation ResetAccount($input: ResetAccountInput!) {\n  resetAccount(input: $input)\n}\n\nquery PageTypes($locale: String) {\n  pageTypes(locale: $locale) {\n    id\n    label\n    inNavigation\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
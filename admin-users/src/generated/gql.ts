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
    "fragment UserRowFields on User {\n  id\n  email\n  name\n  jobTitle\n  image\n  active\n  role {\n    id\n    name\n  }\n  createdAt\n}\n\nquery Users($query: UserListQuery) {\n  users(query: $query) {\n    items {\n      ...UserRowFields\n    }\n    totalItems\n  }\n}\n\nquery Roles {\n  roles {\n    id\n    name\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...UserRowFields\n  }\n}\n\nmutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...UserRowFields\n  }\n}\n\nmutation DeleteUser($id: Int!) {\n  deleteUser(id: $id)\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}\n\nmutation RemoveProfileImage($id: Int!) {\n  removeProfileImage(id: $id) {\n    ...UserRowFields\n  }\n}": typeof types.UserRowFieldsFragmentDoc,
    "fragment WebhookFields on Webhook {\n  id\n  url\n  description\n  eventTypes\n  active\n  createdAt\n}\n\nquery Webhooks {\n  webhooks {\n    ...WebhookFields\n  }\n  webhookEventTypes\n}\n\nmutation CreateWebhook($input: WebhookInput!, $secret: String) {\n  createWebhook(input: $input, secret: $secret) {\n    webhook {\n      ...WebhookFields\n    }\n    secret\n  }\n}\n\nmutation UpdateWebhook($id: Int!, $input: WebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    ...WebhookFields\n  }\n}\n\nmutation DeleteWebhook($id: Int!) {\n  deleteWebhook(id: $id)\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  eventType\n  attempt\n  trigger\n  succeeded\n  statusCode\n  error\n  durationMs\n  at\n}\n\nquery WebhookDeliveries($webhookId: Int!, $pageIndex: Int, $pageSize: Int) {\n  webhookDeliveries(\n    webhookId: $webhookId\n    pageIndex: $pageIndex\n    pageSize: $pageSize\n  ) {\n    total\n    items {\n      ...WebhookDeliveryFields\n    }\n  }\n}\n\nmutation SendWebhookAgain($id: Int!) {\n  sendWebhookAgain(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}": typeof types.WebhookFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment UserRowFields on User {\n  id\n  email\n  name\n  jobTitle\n  image\n  active\n  role {\n    id\n    name\n  }\n  createdAt\n}\n\nquery Users($query: UserListQuery) {\n  users(query: $query) {\n    items {\n      ...UserRowFields\n    }\n    totalItems\n  }\n}\n\nquery Roles {\n  roles {\n    id\n    name\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...UserRowFields\n  }\n}\n\nmutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...UserRowFields\n  }\n}\n\nmutation DeleteUser($id: Int!) {\n  deleteUser(id: $id)\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}\n\nmutation RemoveProfileImage($id: Int!) {\n  removeProfileImage(id: $id) {\n    ...UserRowFields\n  }\n}": types.UserRowFieldsFragmentDoc,
    "fragment WebhookFields on Webhook {\n  id\n  url\n  description\n  eventTypes\n  active\n  createdAt\n}\n\nquery Webhooks {\n  webhooks {\n    ...WebhookFields\n  }\n  webhookEventTypes\n}\n\nmutation CreateWebhook($input: WebhookInput!, $secret: String) {\n  createWebhook(input: $input, secret: $secret) {\n    webhook {\n      ...WebhookFields\n    }\n    secret\n  }\n}\n\nmutation UpdateWebhook($id: Int!, $input: WebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    ...WebhookFields\n  }\n}\n\nmutation DeleteWebhook($id: Int!) {\n  deleteWebhook(id: $id)\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  eventType\n  attempt\n  trigger\n  succeeded\n  statusCode\n  error\n  durationMs\n  at\n}\n\nquery WebhookDeliveries($webhookId: Int!, $pageIndex: Int, $pageSize: Int) {\n  webhookDeliveries(\n    webhookId: $webhookId\n    pageIndex: $pageIndex\n    pageSize: $pageSize\n  ) {\n    total\n    items {\n      ...WebhookDeliveryFields\n    }\n  }\n}\n\nmutation SendWebhookAgain($id: Int!) {\n  sendWebhookAgain(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}": types.WebhookFieldsFragmentDoc,
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
export function graphql(source: "fragment UserRowFields on User {\n  id\n  email\n  name\n  jobTitle\n  image\n  active\n  role {\n    id\n    name\n  }\n  createdAt\n}\n\nquery Users($query: UserListQuery) {\n  users(query: $query) {\n    items {\n      ...UserRowFields\n    }\n    totalItems\n  }\n}\n\nquery Roles {\n  roles {\n    id\n    name\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...UserRowFields\n  }\n}\n\nmutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...UserRowFields\n  }\n}\n\nmutation DeleteUser($id: Int!) {\n  deleteUser(id: $id)\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}\n\nmutation RemoveProfileImage($id: Int!) {\n  removeProfileImage(id: $id) {\n    ...UserRowFields\n  }\n}"): (typeof documents)["fragment UserRowFields on User {\n  id\n  email\n  name\n  jobTitle\n  image\n  active\n  role {\n    id\n    name\n  }\n  createdAt\n}\n\nquery Users($query: UserListQuery) {\n  users(query: $query) {\n    items {\n      ...UserRowFields\n    }\n    totalItems\n  }\n}\n\nquery Roles {\n  roles {\n    id\n    name\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...UserRowFields\n  }\n}\n\nmutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...UserRowFields\n  }\n}\n\nmutation DeleteUser($id: Int!) {\n  deleteUser(id: $id)\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}\n\nmutation RemoveProfileImage($id: Int!) {\n  removeProfileImage(id: $id) {\n    ...UserRowFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WebhookFields on Webhook {\n  id\n  url\n  description\n  eventTypes\n  active\n  createdAt\n}\n\nquery Webhooks {\n  webhooks {\n    ...WebhookFields\n  }\n  webhookEventTypes\n}\n\nmutation CreateWebhook($input: WebhookInput!, $secret: String) {\n  createWebhook(input: $input, secret: $secret) {\n    webhook {\n      ...WebhookFields\n    }\n    secret\n  }\n}\n\nmutation UpdateWebhook($id: Int!, $input: WebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    ...WebhookFields\n  }\n}\n\nmutation DeleteWebhook($id: Int!) {\n  deleteWebhook(id: $id)\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  eventType\n  attempt\n  trigger\n  succeeded\n  statusCode\n  error\n  durationMs\n  at\n}\n\nquery WebhookDeliveries($webhookId: Int!, $pageIndex: Int, $pageSize: Int) {\n  webhookDeliveries(\n    webhookId: $webhookId\n    pageIndex: $pageIndex\n    pageSize: $pageSize\n  ) {\n    total\n    items {\n      ...WebhookDeliveryFields\n    }\n  }\n}\n\nmutation SendWebhookAgain($id: Int!) {\n  sendWebhookAgain(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}"): (typeof documents)["fragment WebhookFields on Webhook {\n  id\n  url\n  description\n  eventTypes\n  active\n  createdAt\n}\n\nquery Webhooks {\n  webhooks {\n    ...WebhookFields\n  }\n  webhookEventTypes\n}\n\nmutation CreateWebhook($input: WebhookInput!, $secret: String) {\n  createWebhook(input: $input, secret: $secret) {\n    webhook {\n      ...WebhookFields\n    }\n    secret\n  }\n}\n\nmutation UpdateWebhook($id: Int!, $input: WebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    ...WebhookFields\n  }\n}\n\nmutation DeleteWebhook($id: Int!) {\n  deleteWebhook(id: $id)\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  eventType\n  attempt\n  trigger\n  succeeded\n  statusCode\n  error\n  durationMs\n  at\n}\n\nquery WebhookDeliveries($webhookId: Int!, $pageIndex: Int, $pageSize: Int) {\n  webhookDeliveries(\n    webhookId: $webhookId\n    pageIndex: $pageIndex\n    pageSize: $pageSize\n  ) {\n    total\n    items {\n      ...WebhookDeliveryFields\n    }\n  }\n}\n\nmutation SendWebhookAgain($id: Int!) {\n  sendWebhookAgain(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
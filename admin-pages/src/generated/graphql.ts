/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type EditorConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorConfigQuery = { blockTypes: Array<{ id: string, label: string, description: string | null, fields: unknown, defaultProps: Record<string, unknown> | null }>, pageTypes: Array<{ id: string, label: string, slugPrefix: string, initialBlocks: unknown, defaultProps: Record<string, unknown>, fields: unknown, inNavigation: boolean }> };


export const EditorConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"defaultProps"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"slugPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"initialBlocks"}},{"kind":"Field","name":{"kind":"Name","value":"defaultProps"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"inNavigation"}}]}}]}}]} as unknown as DocumentNode<EditorConfigQuery, EditorConfigQueryVariables>;
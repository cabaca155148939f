import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { IncomingMessage } from 'node:http';
import type { PageReads } from '@tessera/read-model';

/**
 * How the site reads: one typed GraphQL document at a time. Mounted in the gateway the
 * documents execute in-process against its schema (no HTTP hop); run alone they go over HTTP
 * to a gateway. Both answer the same data or throw a SiteDataError with the API's code.
 */
export interface SiteData {
  execute<TResult, TVariables extends Record<string, unknown>>(document: TypedDocumentNode<TResult, TVariables>, variables?: TVariables): Promise<TResult>;
  /** The same reads as the person behind this request (their session), for the draft preview. */
  as(req: IncomingMessage): SiteData;
  /**
   * Where the data lives in this process: the reads of an uncached page straight from the
   * gateway's read model (read-model's `PageReads`, implemented by the schema), one SQL
   * statement each, instead of the GraphQL documents. They answer the same (site tests render
   * both ways and compare).
   */
  pages?: PageReads;
}

/** A read the API refused or could not answer; `code` is the catalogue code (PM_01, UM_01, G_01…). */
export class SiteDataError extends Error {
  constructor(
    readonly code: string,
    readonly property?: string,
    options?: { cause?: unknown },
  ) {
    super(`site data: ${code}${property ? ` (${property})` : ''}`, options);
    this.name = 'SiteDataError';
  }
}

interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: unknown; property?: unknown };
}

/** The first error of an answer as a SiteDataError (G_01 when it carries no code). */
export function siteDataErrorOf(errors: readonly GraphQLErrorShape[]): SiteDataError {
  const { extensions } = errors[0];
  const code = typeof extensions?.code === 'string' ? extensions.code : 'G_01';
  return new SiteDataError(code, typeof extensions?.property === 'string' ? extensions.property : undefined);
}

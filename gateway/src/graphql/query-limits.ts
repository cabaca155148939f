import { GraphQLError, Kind, type ASTNode, type DocumentNode, type ValidationRule } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { CodedError } from '@tessera/schema';
import { documentFields, operationAliases, operationCost, operationDepth } from './query-shape';

/** How much one GraphQL request may ask for (README: TESSERA_GRAPHQL_MAX_*). */
export interface QueryLimits {
  /** Deepest field nesting of an operation. */
  maxDepth: number;
  /** Aliased fields in an operation, fragments expanded. */
  maxAliases: number;
  /** The estimate of query-shape.ts's operationCost, with the request's variables. */
  maxCost: number;
  /** Lexical tokens of the document: parsing stops there, before any validation work. */
  maxTokens: number;
  /** Field selections of the document, fragments expanded at every spread (query-shape.ts's documentFields). */
  maxFields: number;
}

/**
 * The refusal of a document over a limit: Q_01 with the limit as property. Apollo keeps a
 * validation error's cause as `originalError`, where formatError finds the coded error.
 */
function tooComplex(limit: 'fields' | 'depth' | 'aliases' | 'cost', node?: ASTNode): GraphQLError {
  const cause = new CodedError('Q_01', limit);
  return new GraphQLError(cause.message, { nodes: node, originalError: cause, extensions: { http: { status: cause.status } } });
}

/** The first limit the document is over, if any: each measure walks fragments once (query-shape.ts). */
function limitExceeded(document: DocumentNode, limits: QueryLimits): GraphQLError | undefined {
  if (documentFields(document) > limits.maxFields) return tooComplex('fields', document);
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operationDepth(document, definition) > limits.maxDepth) return tooComplex('depth', definition);
    if (operationAliases(document, definition) > limits.maxAliases) return tooComplex('aliases', definition);
  }
  return undefined;
}

/** What the rest of validation walks once a document is refused. */
const nothingToValidate: DocumentNode = { kind: Kind.DOCUMENT, definitions: [] };

/**
 * The limits on the document's shape, checked before any other validation work. graphql-js's
 * own rules are not linear (OverlappingFieldsCanBeMerged compares every pair of same-named
 * fields: 499 `settings { defaultLocale }` cost ~100 ms of CPU), so a document over a limit
 * must not reach them. Apollo Server 5 has no hook between parsing and validation that can
 * refuse a request (a plugin throwing in `parsingDidStart`'s end or `validationDidStart` is
 * answered with a 500), so this is a validation rule that does its work on entering the
 * document (before any rule walks a definition; Apollo runs it for POST, GET and persisted
 * queries alike, and caches only documents that passed) and, when it refuses, hands graphql-js
 * an empty document in its place (the visitor API's replacement of a node), so the other rules
 * walk nothing.
 */
export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  const rule: ValidationRule = (context) => ({
    Document(document) {
      const refusal = limitExceeded(document, limits);
      if (!refusal) return false;
      context.reportError(refusal);
      return nothingToValidate;
    },
  });
  return [rule];
}

/**
 * The cost needs the variables (`pageSize: $size`), so it is checked per request, once the
 * operation is known and before anything runs.
 */
export function queryCostPlugin(limits: Pick<QueryLimits, 'maxCost'>): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (operation && operationCost(schema, document, operation, request.variables ?? {}) > limits.maxCost) throw tooComplex('cost', operation);
        },
      };
    },
  };
}

/** graphql-js's wording when `parse` stops at `maxTokens` ("more that" in 16.x), which format-error.ts turns into Q_01. */
export const tooManyTokens = /^Syntax Error: Document contains more tha[nt] \d+ tokens\. Parsing aborted\.$/;

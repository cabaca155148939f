import { GraphQLError, Kind, type ASTNode, type ValidationRule } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { CodedError } from '@tessera/schema';
import { operationAliases, operationCost, operationDepth } from './query-shape';

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
}

/**
 * The refusal of a document over a limit: Q_01 with the limit as property. Apollo keeps a
 * validation error's cause as `originalError`, where formatError finds the coded error.
 */
function tooComplex(limit: 'depth' | 'aliases' | 'cost', node?: ASTNode): GraphQLError {
  const cause = new CodedError('Q_01', limit);
  return new GraphQLError(cause.message, { nodes: node, originalError: cause, extensions: { http: { status: cause.status } } });
}

/** Validation rules (run with graphql-js's own; Apollo caches a document once it passed them). */
export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  const rule: ValidationRule = (context) => ({
    Document(document) {
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        if (operationDepth(document, definition) > limits.maxDepth) context.reportError(tooComplex('depth', definition));
        else if (operationAliases(document, definition) > limits.maxAliases) context.reportError(tooComplex('aliases', definition));
      }
      return false;
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

import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { codedFailure, describeError, isCodedError, isErrorCode, type CodedError } from '@tessera/schema';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { tooManyTokens } from './query-limits';

/** Apollo's own codes for a request that is malformed rather than failing. */
const malformed = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * graphql-js refusing the document itself at execution (e.g. a subscription, which this schema
 * has none of): the error points into the document, not at a field path, and has no cause.
 * Failures inside resolvers always carry a path and their cause.
 */
function refusedDocument(error: unknown): boolean {
  return error instanceof GraphQLError && !error.path && !error.originalError && (error.locations?.length ?? 0) > 0;
}

/**
 * Apollo refusing a request without a code of its own, with status 400: a persisted query sent
 * with another query's hash, or of an unknown version.
 */
function refusedRequest(error: unknown): boolean {
  return error instanceof GraphQLError && !error.path && !error.originalError && (error.extensions.http as { status?: number } | undefined)?.status === 400;
}

/** A coded error behind a validation rule's or a plugin's refusal (query-limits.ts), which has no path. */
function codedCause(error: unknown): CodedError | undefined {
  return error instanceof GraphQLError && isCodedError(error.originalError) ? error.originalError : undefined;
}

/**
 * Every GraphQL error carries a catalogue code in `extensions.code` (and `property`). Coded
 * errors keep all their entries in `extensions.errors`; malformed requests are V_12 with
 * GraphQL's own explanation; anything else is G_01 and its cause stays in the log.
 */
export function formatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = codedCause(error) ?? unwrapResolverError(error);
    // A database outage is G_04 (503), not a bug: logged as a warning.
    const original = codedFailure(unwrapped) ?? unwrapped;
    if (original !== unwrapped) log.warn({ err: unwrapped }, 'the database cannot be reached');
    const { locations, path } = formatted;
    if (isCodedError(original)) {
      return {
        message: original.message,
        locations,
        path,
        extensions: {
          code: original.code,
          property: original.property ?? null,
          errors: original.errors.map((e) => ({ code: e.code, property: e.property ?? null })),
          ...(original.details ? { details: original.details } : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    if (isErrorCode(code)) return formatted;
    if (code === 'GRAPHQL_PARSE_FAILED' && tooManyTokens.test(formatted.message)) {
      return { message: describeError('Q_01'), locations, path, extensions: { code: 'Q_01', property: 'tokens', errors: [{ code: 'Q_01', property: 'tokens' }] } };
    }
    if (typeof code === 'string' && malformed.has(code)) {
      return { message: formatted.message, locations, path, extensions: { code: 'V_12', property: null, reason: code } };
    }
    if (refusedDocument(error) || refusedRequest(error)) {
      return { message: formatted.message, locations, path, extensions: { code: 'V_12', property: null } };
    }
    log.error({ err: original }, 'unexpected GraphQL failure');
    return { message: describeError('G_01'), locations, path, extensions: { code: 'G_01', property: null } };
  };
}

/**
 * An error before Apollo runs (the session could not be read from the database) answered as
 * GraphQL clients read errors: a coded refusal or a database outage (G_04, 503, Retry-After) in
 * `errors[].extensions`; anything else goes on to the gateway's last handler (G_01).
 */
export function graphqlFailureHandler(log: Logger) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction): void => {
    const coded = codedFailure(error);
    if (!coded || res.headersSent) return next(error);
    if (!isCodedError(error)) log.warn({ err: error }, 'the database cannot be reached');
    const retryAfter = coded.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    res.status(coded.status).json({
      errors: [{ message: coded.message, extensions: { code: coded.code, property: coded.property ?? null, errors: coded.errors.map((e) => ({ code: e.code, property: e.property ?? null })) } }],
    });
  };
}

import type { IncomingMessage } from 'node:http';
import { execute, type GraphQLError, type GraphQLSchema } from 'graphql';
import { isCodedError } from '@tessera/schema';
import { SiteDataError, type SiteData } from './site-data';

export interface InProcessOptions {
  schema: GraphQLSchema;
  /** The operation context of an anonymous visitor (a fresh read-only EntityManager each call). */
  anonymousContext(): unknown;
  /** The operation context of the person behind a request (the gateway ran its session middleware). */
  contextOf(req: IncomingMessage): unknown;
}

/** Runs the documents against the gateway's own schema: the resolvers and operations, no HTTP. */
export function inProcessSiteData(options: InProcessOptions): SiteData {
  const make = (context: () => unknown): SiteData => ({
    async execute(document, variables) {
      const result = await execute({ schema: options.schema, document, variableValues: variables, contextValue: context() });
      if (result.errors?.length) throw siteDataErrorOfResolver(result.errors[0]);
      return result.data as never;
    },
    as: (req) => make(() => options.contextOf(req)),
  });
  return make(options.anonymousContext);
}

/**
 * Executed in-process, an error is the resolver's own (Apollo's formatting never ran): a coded
 * one keeps its code, anything else is G_01 with its cause kept for the log.
 */
function siteDataErrorOfResolver(error: GraphQLError): SiteDataError {
  const original = error.originalError;
  if (isCodedError(original)) return new SiteDataError(original.code, original.property, { cause: original });
  return new SiteDataError('G_01', undefined, { cause: original ?? error });
}

import type { IncomingMessage } from 'node:http';
import { execute, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { PageReads } from '@tessera/read-model';
import { isCodedError, type Ctx, imageSizesOf, publishedReusableBlocks, readAddressHashes, readPreviewVersion, readPublishedPage } from '@tessera/schema';
import { SiteDataError, type SiteData } from '@tessera/site';
import { tracedExecution } from '../tracing/graphql-spans';
import type { Tracing } from '../tracing/tracing';

export interface InProcessOptions {
  schema: GraphQLSchema;
  /** The operation context of an anonymous visitor (a fresh read-only EntityManager each call). */
  anonymousContext(): Ctx;
  /** The operation context of the person behind a request (the gateway ran its session middleware). */
  contextOf(req: IncomingMessage): Ctx;
  /** With traces on: a span per document, as `/graphql` has per operation. */
  tracing?: Tracing;
}

/** A read model call with the error conversion of a resolver's: a coded error keeps its code. */
async function read<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isCodedError(error)) throw new SiteDataError(error.code, error.property, { cause: error });
    throw new SiteDataError('G_01', undefined, { cause: error });
  }
}

/** The page reads straight from the schema's read model, each call with a fresh context. */
function pageReadsOf(context: () => Ctx): PageReads {
  return {
    published: (address, defaultLocale) => read(() => readPublishedPage(context(), address, defaultLocale)),
    preview: (versionId, defaultLocale) => read(() => readPreviewVersion(context(), versionId, defaultLocale)),
    imageSizes: (ids) => read(() => imageSizesOf(context(), ids)),
    reusableBlocks: (ids) => read(async () => [...(await publishedReusableBlocks(context().em, ids)).values()]),
    addresses: () => read(() => readAddressHashes(context())),
  };
}

/**
 * The site's data when it is mounted in the gateway: the documents run against the gateway's own
 * schema (the resolvers and operations, no HTTP), and the page reads are the schema's read model
 * (read-model's `PageReads`). The site itself knows only the interfaces.
 */
export function inProcessSiteData(options: InProcessOptions): SiteData {
  const make = (context: () => Ctx): SiteData => ({
    async execute(document, variables) {
      const run = async () => execute({ schema: options.schema, document, variableValues: variables, contextValue: context() });
      const result = await (options.tracing ? tracedExecution(options.tracing, document, run) : run());
      if (result.errors?.length) throw siteDataErrorOfResolver(result.errors[0]);
      return result.data as never;
    },
    as: (req) => make(() => options.contextOf(req)),
    pages: pageReadsOf(context),
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

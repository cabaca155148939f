import type { Server } from 'node:http';
import express, { type Express, type Request, type RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { buildTesseraSchema, type Ctx } from '@tessera/schema';
import type { GatewayConfig } from '../config';
import { passesCsrf } from '../http/csrf';
import { bodyErrorHandler } from '../http/rest';
import { csrfPlugin, type GraphQLContext } from './csrf-plugin';
import { formatError, graphqlFailureHandler } from './format-error';
import { queryCostPlugin, queryLimitRules } from './query-limits';
import { graphqlSpanNames, graphqlSpans } from '../tracing/graphql-spans';
import type { Tracing } from '../tracing/tracing';

/** The largest upload any GraphQL mutation accepts (SPEC §9: media files up to 100 MB). */
const maxGraphQLUpload = 100 * 1024 * 1024;

export interface GraphQLParts {
  config: GatewayConfig;
  log: Logger;
  httpServer: Server;
  session: RequestHandler;
  /** `Authorization: Bearer tsr_…` (http/api-token-auth.ts), before the session. */
  apiTokens: RequestHandler;
  secret: string;
  contextOf(req: Request): Ctx;
  /** With traces on: a span per operation (tracing/graphql-spans.ts). */
  tracing?: Tracing;
}

export interface MountedGraphQL {
  /** The executable schema (the site runs its documents against it in-process). */
  schema: GraphQLSchema;
  /** Stops Apollo: closes the listening socket and drains the requests in flight (its drain plugin). */
  stop(): Promise<void>;
}

/** `/graphql`: Apollo Server on the operations' schema, with API tokens or the session, CSRF, uploads and the query limits. */
export async function mountGraphQL(app: Express, { config, log, httpServer, session, apiTokens, secret, contextOf, tracing }: GraphQLParts): Promise<MountedGraphQL> {
  const schema = buildTesseraSchema();
  const apollo = new ApolloServer<Ctx & GraphQLContext>({
    schema,
    formatError: formatError(log),
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGINT/SIGTERM and closes everything. Apollo's own handler (installed unless
    // NODE_ENV is test) re-raises the signal once Apollo alone has stopped, killing the process
    // before the database, outbox and event bus are closed.
    stopOnTerminationSignals: false,
    // A document over the limits is refused (Q_01): too long while parsing, too deep or with too
    // many aliases while validating, too costly with its variables before it runs.
    parseOptions: { maxTokens: config.graphql.maxTokens },
    validationRules: queryLimitRules(config.graphql),
    // Automatic persisted queries: a query registered once (after it passed validation and the
    // limits) is then sent by its SHA-256 alone, also as a GET. Kept in Apollo's bounded in-memory
    // LRU cache (30 MB by default) until evicted; a miss just makes the client send the query again.
    cache: 'bounded',
    persistedQueries: { ttl: null },
    plugins: [
      queryCostPlugin(config.graphql),
      csrfPlugin,
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: config.shutdownGraceMs }),
      ApolloServerPluginLandingPageDisabled(),
      ...(tracing ? [graphqlSpanNames] : []),
    ],
  });
  await apollo.start();
  app.use(
    '/graphql',
    apiTokens,
    session,
    express.json({ limit: config.bodyLimit }),
    graphqlUploadExpress({ maxFileSize: maxGraphQLUpload, maxFiles: 1 }),
    ...(tracing ? [graphqlSpans(tracing)] : []),
    // The CSRF check first: a request that passes only by the site's token runs as a visitor.
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const csrfOk = passesCsrf(req, secret);
        return { ...contextOf(req), csrfOk };
      },
    }),
  );
  app.use('/graphql', bodyErrorHandler, graphqlFailureHandler(log));
  return { schema, stop: () => apollo.stop() };
}

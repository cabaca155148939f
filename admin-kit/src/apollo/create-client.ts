import { ApolloClient, HttpLink, InMemoryCache, CombinedGraphQLErrors } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { KEEP, RemoveTypenameFromVariablesLink } from '@apollo/client/link/remove-typename';
import { tesseraFetch } from './csrf-fetch';
import { canHash, sha256Hex } from './sha256';
import type { ErrorCode } from '@tessera/content-model';
import type { ErrorEntry } from '../errors/error-message';

/**
 * Query results carry the `__typename` the cache adds; a screen that sends one back as an input
 * (settings read, edited, saved) would be refused with V_12, as GraphQL input types have no such
 * field (names starting with `__` are reserved). So no variable carries one, whichever remote
 * builds it, except a free-form JSON value passed as a whole, which is sent exactly as given.
 */
function withoutTypenames(): RemoveTypenameFromVariablesLink {
  return new RemoveTypenameFromVariablesLink({ except: { JSON: KEEP, JSONObject: KEEP } });
}

/**
 * The one Apollo client of the admin: every remote shares its cache through admin-kit.
 * Automatic persisted queries: each document goes out as its SHA-256 alone, and in full only
 * the first time the gateway does not know it. Always as POST (mutations, CSRF headers); without
 * `crypto.subtle` (plain HTTP on another host than localhost) documents go out in full.
 */
export function createTesseraClient(uri = '/graphql'): ApolloClient {
  const http = new HttpLink({ uri, fetch: tesseraFetch, credentials: 'same-origin' });
  const transport = canHash() ? new PersistedQueryLink({ sha256: sha256Hex }).concat(http) : http;
  return new ApolloClient({
    link: withoutTypenames().concat(transport),
    // Page and block types come in the language asked for (`locale:`): each answer is kept whole
    // under its query, not merged by id, so one asked in another language never renames them.
    cache: new InMemoryCache({ typePolicies: { BlockType: { keyFields: false }, PageType: { keyFields: false } } }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

/** @deprecated the same as ErrorEntry (admin-kit's errors), which remotes should name instead. */
export type CodedErrorEntry = ErrorEntry;

/** The catalogue codes of a failed GraphQL call (`extensions.errors`, or G_01 when unknown). */
export function codedErrors(error: unknown): ErrorEntry[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.flatMap((e) => {
      const ext = e.extensions as { code?: ErrorCode; property?: string | null; errors?: ErrorEntry[] } | undefined;
      if (ext?.errors?.length) return ext.errors;
      return [{ code: ext?.code ?? 'G_01', property: ext?.property ?? null }];
    });
  }
  return [{ code: 'G_01' }];
}

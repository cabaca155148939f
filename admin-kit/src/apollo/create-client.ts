import { ApolloClient, HttpLink, InMemoryCache, CombinedGraphQLErrors } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { tesseraFetch } from './csrf-fetch';
import { canHash, sha256Hex } from './sha256';

/**
 * The one Apollo client of the admin: every remote shares its cache through admin-kit.
 * Automatic persisted queries: each document goes out as its SHA-256 alone, and in full only
 * the first time the gateway does not know it. Always as POST (mutations, CSRF headers); without
 * `crypto.subtle` (plain HTTP on another host than localhost) documents go out in full.
 */
export function createTesseraClient(uri = '/graphql'): ApolloClient {
  const http = new HttpLink({ uri, fetch: tesseraFetch, credentials: 'same-origin' });
  return new ApolloClient({
    link: canHash() ? new PersistedQueryLink({ sha256: sha256Hex }).concat(http) : http,
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

export interface CodedErrorEntry {
  code: string;
  property?: string | null;
}

/** The catalogue codes of a failed GraphQL call (`extensions.errors`, or G_01 when unknown). */
export function codedErrors(error: unknown): CodedErrorEntry[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.flatMap((e) => {
      const ext = e.extensions as { code?: string; property?: string | null; errors?: CodedErrorEntry[] } | undefined;
      if (ext?.errors?.length) return ext.errors;
      return [{ code: ext?.code ?? 'G_01', property: ext?.property ?? null }];
    });
  }
  return [{ code: 'G_01' }];
}

import { ApolloClient, HttpLink, InMemoryCache, CombinedGraphQLErrors } from '@apollo/client';
import { tesseraFetch } from './csrf-fetch';

/** The one Apollo client of the admin: every remote shares its cache through admin-kit. */
export function createTesseraClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, fetch: tesseraFetch, credentials: 'same-origin' }),
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

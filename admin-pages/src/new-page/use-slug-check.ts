import { useApolloClient } from '@apollo/client/react';
import { codedErrors } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { CheckSlugDocument } from '../generated/graphql';
import { slugCheckDelayMs, slugCheckOfAnswer, slugCheckOfFailure, type SlugCheck } from './slug-check';
import { withSlugPrefix } from './slug';

/**
 * Checks a slug (with the page type's prefix, as the server will store it) for a locale while the
 * user types: one call 300 ms after the last change; an answer to an older slug is dropped.
 */
export function useSlugCheck(slug: string, locale: string | null, prefix: string): SlugCheck {
  const client = useApolloClient();
  const full = withSlugPrefix(slug, prefix);
  const [check, setCheck] = useState<SlugCheck>({ state: 'idle', slug: full });

  useEffect(() => {
    if (!full || !locale) {
      setCheck({ state: 'idle', slug: full });
      return undefined;
    }
    let current = true;
    setCheck({ state: 'checking', slug: full });
    const timer = setTimeout(() => {
      client
        .query({ query: CheckSlugDocument, variables: { slug: full, locale }, fetchPolicy: 'network-only' })
        .then(({ data }) => current && setCheck(data ? slugCheckOfAnswer(full, data.slugAvailable) : { state: 'failed', slug: full }))
        .catch((error: unknown) => current && setCheck(slugCheckOfFailure(full, codedErrors(error))));
    }, slugCheckDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, full, locale]);

  return check;
}

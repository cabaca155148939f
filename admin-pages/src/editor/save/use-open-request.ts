import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { EditorOpenRequestsDocument, type EditorOpenRequestsQuery } from '../../generated/graphql';

export type OpenRequest = EditorOpenRequestsQuery['publicationRequests'][number];

/**
 * The page's open publication request (requester, comment, the version up for review), read
 * again whenever the page's open request changes (a new request, a decision, a revoke).
 */
export function useOpenRequest(pageId: number, openRequestID: number | null): OpenRequest | null {
  const { data, refetch } = useQuery(EditorOpenRequestsDocument, { skip: !openRequestID, fetchPolicy: 'network-only' });
  // Skipped while there is none; a request that replaces another needs a new read.
  const previous = useRef(openRequestID);
  useEffect(() => {
    const before = previous.current;
    previous.current = openRequestID;
    if (before && openRequestID && before !== openRequestID) void refetch().catch(() => undefined);
  }, [openRequestID, refetch]);
  if (!openRequestID) return null;
  return data?.publicationRequests.find((request) => request.pageID === pageId && request.id === openRequestID) ?? null;
}

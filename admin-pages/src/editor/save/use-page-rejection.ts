import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { EditorPageRejectionDocument, type EditorPageRejectionQuery } from '../../generated/graphql';

export type PageRejection = NonNullable<EditorPageRejectionQuery['pageRejection']>;

/**
 * The reviewer's rejection of the page's latest request (feedback, who, when), which the server
 * gives until the page is requested again or published. Not read while a request is open (a new
 * request ends it; a decision or revoke reads it again as the skip ends), and read again when the
 * page is published or taken off the site.
 */
export function usePageRejection(page: { id: number; openRequestID: number | null; publishedVersionID: number | null }): PageRejection | null {
  const waiting = page.openRequestID !== null;
  const { data, refetch } = useQuery(EditorPageRejectionDocument, { variables: { pageID: page.id }, skip: waiting, fetchPolicy: 'network-only' });
  const published = useRef(page.publishedVersionID);
  useEffect(() => {
    if (published.current === page.publishedVersionID) return;
    published.current = page.publishedVersionID;
    if (!waiting) void refetch().catch(() => undefined);
  }, [page.publishedVersionID, waiting, refetch]);
  return waiting ? null : (data?.pageRejection ?? null);
}

import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useMemo } from 'react';
import { EditorReusableBlocksDocument } from '../../generated/graphql';
import type { EditorReusableBlock } from './reusable-reference';

/** The installation's reusable blocks, read once per opened editor and shared by its cards and the inserter. */
export interface ReusableBlocksState {
  list: readonly EditorReusableBlock[];
  byId: ReadonlyMap<number, EditorReusableBlock>;
  /** False until the first answer (a reference then shows as loading, not as missing). */
  loaded: boolean;
  refetch(): Promise<unknown>;
}

const none: ReusableBlocksState = { list: [], byId: new Map(), loaded: false, refetch: async () => undefined };

export const ReusableBlocksContext = createContext<ReusableBlocksState>(none);

export const useReusableBlocks = () => useContext(ReusableBlocksContext);

/** Reads the reusable blocks for the editor (skipped when read-only: it neither inserts nor detaches). */
export function useReusableBlocksQuery(skip: boolean): ReusableBlocksState {
  const query = useQuery(EditorReusableBlocksDocument, { skip, fetchPolicy: 'cache-and-network' });
  const list = query.data?.reusableBlocks;
  const { refetch } = query;
  return useMemo(() => (list ? { list, byId: new Map(list.map((block) => [block.id, block])), loaded: true, refetch: () => refetch() } : { ...none, refetch: () => refetch() }), [list, refetch]);
}

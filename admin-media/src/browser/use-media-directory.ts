import { useApolloClient } from '@apollo/client/react';
import { codedErrors } from '@tessera/admin-kit';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { MediaDirectoryDocument, SearchMediaFilesDocument, type MediaFileFieldsFragment as MediaFile, type MediaFolderFieldsFragment as MediaFolder } from '../generated/graphql';
import { initialLibraryState, libraryReducer, type LibraryState } from './library-state';

/** Typing pauses this long before the search is sent. */
export const searchDelayMs = 300;

export interface MediaDirectory {
  state: LibraryState;
  setSearchTerm(term: string): void;
  /** Reads the folder again, keeping what is shown until the answer comes. */
  reload(): Promise<void>;
  /** SPEC §4 after a delete or move: reload the folder, then repeat the current search. */
  refresh(): Promise<void>;
  fileAdded(file: MediaFile): void;
  folderAdded(folder: MediaFolder): void;
  fileChanged(file: MediaFile): void;
}

/** One folder of the library and the search in it, read through GraphQL; `path` comes from the screen. */
export function useMediaDirectory(path: string): MediaDirectory {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(libraryReducer, path, initialLibraryState);
  // The async answers compare against what is shown when they arrive, not when they were asked.
  const current = useRef(state);
  current.current = state;

  const load = useCallback(
    async (folder: string) => {
      try {
        const { data } = await client.query({ query: MediaDirectoryDocument, variables: { path: folder }, fetchPolicy: 'network-only' });
        if (!data) throw new Error('the mediaDirectory query answered without data');
        // The answer spells the folder as stored; the state matches it whatever the case asked.
        dispatch({ type: 'loaded', path: data.mediaDirectory.path, folders: data.mediaDirectory.folders, files: data.mediaDirectory.files });
      } catch (error) {
        dispatch({ type: 'loadFailed', path: folder, errors: codedErrors(error) });
      }
    },
    [client],
  );

  const search = useCallback(
    async (folder: string, term: string) => {
      try {
        const { data } = await client.query({ query: SearchMediaFilesDocument, variables: { searchTerm: term.trim(), directory: folder }, fetchPolicy: 'network-only' });
        if (!data) throw new Error('the searchMediaFiles query answered without data');
        dispatch({ type: 'searched', path: folder, term, files: data.searchMediaFiles });
      } catch (error) {
        console.error('media search failed', error);
        dispatch({ type: 'searchFailed', path: folder, term });
      }
    },
    [client],
  );

  useEffect(() => {
    dispatch({ type: 'navigated', path });
    void load(path);
  }, [path, load]);

  useEffect(() => {
    if (state.searchStatus !== 'searching') return undefined;
    const timer = setTimeout(() => void search(state.path, state.searchTerm), searchDelayMs);
    return () => clearTimeout(timer);
  }, [state.path, state.searchTerm, state.searchStatus, search]);

  const reload = useCallback(() => load(current.current.path), [load]);
  const refresh = useCallback(async () => {
    await load(current.current.path);
    const { path: folder, searchTerm } = current.current;
    if (searchTerm.trim()) await search(folder, searchTerm);
  }, [load, search]);

  return {
    state,
    setSearchTerm: useCallback((term: string) => dispatch({ type: 'searchChanged', term }), []),
    reload,
    refresh,
    fileAdded: useCallback((file: MediaFile) => dispatch({ type: 'fileAdded', file }), []),
    folderAdded: useCallback((folder: MediaFolder) => dispatch({ type: 'folderAdded', folder }), []),
    fileChanged: useCallback((file: MediaFile) => dispatch({ type: 'fileChanged', file }), []),
  };
}

import type { ErrorEntry } from '@tessera/admin-kit';
import type { MediaFileFieldsFragment as MediaFile, MediaFolderFieldsFragment as MediaFolder } from '../generated/graphql';
import { samePath } from '../paths/media-path';

/** One folder of the library as a screen shows it, with the search in it (SPEC §4 Media library). */
export interface LibraryState {
  /** The folder shown; once loaded, spelled as the server stores it. */
  path: string;
  folders: MediaFolder[];
  files: MediaFile[];
  status: 'loading' | 'ready' | 'failed';
  errors: ErrorEntry[];
  searchTerm: string;
  /** Files found in the folder and below; null while nothing is searched. */
  results: MediaFile[] | null;
  searchStatus: 'idle' | 'searching' | 'ready' | 'failed';
}

export type LibraryAction =
  | { type: 'navigated'; path: string }
  | { type: 'loaded'; path: string; folders: MediaFolder[]; files: MediaFile[] }
  | { type: 'loadFailed'; path: string; errors: ErrorEntry[] }
  | { type: 'searchChanged'; term: string }
  | { type: 'searched'; path: string; term: string; files: MediaFile[] }
  | { type: 'searchFailed'; path: string; term: string }
  | { type: 'fileAdded'; file: MediaFile }
  | { type: 'folderAdded'; folder: MediaFolder }
  | { type: 'fileChanged'; file: MediaFile };

export function initialLibraryState(path: string): LibraryState {
  return { path, folders: [], files: [], status: 'loading', errors: [], searchTerm: '', results: null, searchStatus: 'idle' };
}

const isSearching = (term: string) => term.trim() !== '';

function withFile(files: MediaFile[], file: MediaFile): MediaFile[] {
  return files.some((known) => known.id === file.id) ? files.map((known) => (known.id === file.id ? file : known)) : [...files, file];
}

/**
 * SPEC §4: changing directory clears its content, the search term and the results; uploads
 * append to the content when their folder is the one shown; a new folder is appended. Answers
 * for a folder or a term no longer shown are dropped (a slow answer never overwrites a newer one).
 */
export function libraryReducer(state: LibraryState, action: LibraryAction): LibraryState {
  switch (action.type) {
    case 'navigated':
      return initialLibraryState(action.path);
    case 'loaded':
      if (!samePath(action.path, state.path)) return state;
      return { ...state, path: action.path, folders: action.folders, files: action.files, status: 'ready', errors: [] };
    case 'loadFailed':
      if (!samePath(action.path, state.path)) return state;
      return { ...state, status: 'failed', errors: action.errors };
    case 'searchChanged':
      return isSearching(action.term) ? { ...state, searchTerm: action.term, searchStatus: 'searching' } : { ...state, searchTerm: action.term, results: null, searchStatus: 'idle' };
    case 'searched':
      if (!samePath(action.path, state.path) || action.term !== state.searchTerm) return state;
      return { ...state, results: action.files, searchStatus: 'ready' };
    case 'searchFailed':
      if (!samePath(action.path, state.path) || action.term !== state.searchTerm) return state;
      return { ...state, searchStatus: 'failed' };
    case 'fileAdded':
      return samePath(action.file.path, state.path) ? { ...state, files: withFile(state.files, action.file) } : state;
    case 'folderAdded':
      if (!samePath(action.folder.parent, state.path) || state.folders.some((folder) => samePath(folder.path, action.folder.path))) return state;
      return { ...state, folders: [...state.folders, action.folder] };
    case 'fileChanged': {
      const replace = (files: MediaFile[]) => files.map((known) => (known.id === action.file.id ? action.file : known));
      const files = samePath(action.file.path, state.path) ? replace(state.files) : state.files.filter((known) => known.id !== action.file.id);
      return { ...state, files, results: state.results && replace(state.results) };
    }
  }
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ErrorEntry } from './error-message';

/** SPEC §3 error collections, by name. */
export type ErrorCollectionName =
  'login' | 'forgot-password' | 'reset-password' | 'activate-account' | 'create-page' | 'publication-requests' | 'media' | 'users-overview' | 'user-settings' | 'user-profile-image';

interface Collections {
  errors: Partial<Record<ErrorCollectionName, ErrorEntry[]>>;
  set(name: ErrorCollectionName, errors: ErrorEntry[]): void;
}

const ErrorCollectionsContext = createContext<Collections | null>(null);

export function ErrorCollectionsProvider({ children }: { children: ReactNode }) {
  const [errors, setErrors] = useState<Collections['errors']>({});
  const set = useCallback((name: ErrorCollectionName, next: ErrorEntry[]) => setErrors((all) => ({ ...all, [name]: next })), []);
  const value = useMemo(() => ({ errors, set }), [errors, set]);
  return <ErrorCollectionsContext.Provider value={value}>{children}</ErrorCollectionsContext.Provider>;
}

/**
 * One named collection: `replace` clears it first and puts a failed answer's errors in
 * (SPEC §5: the collection is cleared before the new errors go in), `clear` empties it.
 */
export function useErrorCollection(name: ErrorCollectionName) {
  const context = useContext(ErrorCollectionsContext);
  if (!context) throw new Error('useErrorCollection needs an ErrorCollectionsProvider');
  const { errors, set } = context;
  return useMemo(() => ({ errors: errors[name] ?? [], replace: (next: ErrorEntry[]) => set(name, next), clear: () => set(name, []) }), [errors, name, set]);
}

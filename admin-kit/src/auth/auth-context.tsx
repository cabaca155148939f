import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { codedErrors, type CodedErrorEntry } from '../apollo/create-client';
import { LoginDocument, LogoutDocument, MeDocument, RefreshSessionDocument, type ViewerFieldsFragment as Viewer } from '../generated/graphql';
import { discardUnsavedChanges, keepUnsavedChanges } from '../unsaved/unsaved-changes';
import { useInactivityTimer } from './inactivity';

export interface AuthState {
  /** SPEC §4: null until the session is known, then true or false. */
  authenticated: boolean | null;
  user: Viewer | null;
  permissions: string[];
  hasPermission(name: string): boolean;
  /** Resolves to the coded errors of a refused sign-in, or [] on success. */
  login(email: string, password: string): Promise<CodedErrorEntry[]>;
  logout(reason?: 'inactivity'): Promise<void>;
  /** Why the last sign-out happened without the user asking, for the sign-in screen. */
  signedOutReason: 'inactivity' | null;
  inactivityMinutes: number;
  /** Re-reads the signed-in user (after a profile change). */
  reload(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Keeps a session alive while the user works: refresh every 10 minutes of an open admin. */
const refreshEveryMs = 10 * 60000;

export function AuthProvider({ children, inactivityMinutes = 30 }: { children: ReactNode; inactivityMinutes?: number }) {
  const client = useApolloClient();
  const [authenticated, setAuthenticated] = useState<boolean | null>(null);
  const [user, setUser] = useState<Viewer | null>(null);
  const [signedOutReason, setSignedOutReason] = useState<'inactivity' | null>(null);
  const mounted = useRef(true);

  const fetchSession = useCallback(async () => {
    try {
      const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
      const me = data?.me ?? null;
      setUser(me);
      // SPEC §4: authenticated when the returned id is non-zero.
      setAuthenticated(!!me && me.id !== 0);
    } catch {
      setUser(null);
      setAuthenticated(false);
    }
  }, [client]);

  useEffect(() => {
    mounted.current = true;
    void fetchSession();
    return () => {
      mounted.current = false;
    };
  }, [fetchSession]);

  const login = useCallback(
    async (email: string, password: string) => {
      try {
        const { data } = await client.mutate({ mutation: LoginDocument, variables: { input: { email, password } } });
        await client.clearStore();
        setUser(data?.login ?? null);
        setAuthenticated(true);
        setSignedOutReason(null);
        return [];
      } catch (error) {
        return codedErrors(error);
      }
    },
    [client],
  );

  const logout = useCallback(
    async (reason?: 'inactivity') => {
      try {
        await client.mutate({ mutation: LogoutDocument });
      } finally {
        await client.clearStore();
        setUser(null);
        setAuthenticated(false);
        setSignedOutReason(reason ?? null);
      }
    },
    [client],
  );

  useEffect(() => {
    if (!authenticated) return undefined;
    const timer = setInterval(() => {
      // SPEC §4: a failed session refresh reloads the whole page.
      client.mutate({ mutation: RefreshSessionDocument }).catch(() => window.location.reload());
    }, refreshEveryMs);
    return () => clearInterval(timer);
  }, [authenticated, client]);

  // SPEC §4: unsaved work is put aside (to be offered back after signing in) and its guards
  // released, so nothing holds back the way to the sign-in screen.
  useInactivityTimer(inactivityMinutes, authenticated === true, () => {
    keepUnsavedChanges();
    discardUnsavedChanges();
    void logout('inactivity');
  });

  const value = useMemo<AuthState>(() => {
    const permissions = user?.role.permissions.map((p) => p.name) ?? [];
    return {
      authenticated,
      user,
      permissions,
      hasPermission: (name) => permissions.includes(name),
      login,
      logout,
      signedOutReason,
      inactivityMinutes,
      reload: fetchSession,
    };
  }, [authenticated, user, login, logout, signedOutReason, inactivityMinutes, fetchSession]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth needs an AuthProvider');
  return context;
}

import { Center, Loader } from '@mantine/core';
import { useAuth } from '@tessera/admin-kit';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { AdminManifest } from './federation/manifest';
import { AppLayout } from './layout/AppLayout';
import { AccountLink } from './screens/AccountLink';
import { Dashboard } from './screens/Dashboard';
import { ForgotPassword } from './screens/ForgotPassword';
import { Login } from './screens/Login';
import { NotInstalled } from './screens/NotInstalled';
import { RemoteScreen } from './screens/RemoteScreen';

/**
 * SPEC §2 access rule: a protected route renders (inside the layout) only when authenticated;
 * while the session is unknown a loader shows (no redirect flash); otherwise the visitor goes to
 * /login, and comes back to the requested page after signing in.
 */
function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated } = useAuth();
  const location = useLocation();
  if (authenticated === null) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (!authenticated) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}

export function ShellRoutes({ manifest }: { manifest: AdminManifest }) {
  const remoteRoutes = manifest.remotes.flatMap((remote) => remote.routes.map((route) => ({ ...route, remote: remote.name })));
  const ownsRoot = remoteRoutes.some((route) => route.path === '/');
  return (
    <Routes>
      <Route path="/login" element={<Login />} />
      <Route path="/forgot-password" element={<ForgotPassword />} />
      <Route path="/reset-password" element={<AccountLink kind="reset-password" />} />
      <Route path="/activate-account" element={<AccountLink kind="activate-account" />} />
      <Route
        element={
          <RequireAuth>
            <AppLayout manifest={manifest} />
          </RequireAuth>
        }
      >
        {!ownsRoot && <Route index element={<Dashboard />} />}
        {remoteRoutes.map((route) => (
          <Route
            key={`${route.remote}${route.path}`}
            path={route.path}
            element={<RemoteScreen remote={route.remote} module={route.module} permission={route.permission} />}
          />
        ))}
        <Route path="*" element={<NotInstalled />} />
      </Route>
    </Routes>
  );
}

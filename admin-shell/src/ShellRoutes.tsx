import { Center, Loader } from '@tessera/admin-kit/mantine';
import { ScreenNotices, useAuth } from '@tessera/admin-kit';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from '@tessera/admin-kit/router';
import type { AdminManifest } from './federation/manifest';
import { AppLayout } from './layout/AppLayout';
import { Dashboard } from './screens/Dashboard';
import { NotInstalled } from './screens/NotInstalled';
import { RemoteScreen } from './screens/RemoteScreen';
import { leaveToSignIn } from './signed-out/hand-over';
import { signedOutPaths } from './signed-out/paths';

function Loading() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/**
 * Signed out while the application runs (a sign-out, the inactivity timer, an expired session):
 * off to the sign-in page with a full page load (bootstrap.tsx), handing over where to return
 * and why, so the notice shows and nothing of the session stays in memory.
 */
function LeaveToSignIn({ from }: { from?: string }) {
  const { signedOutReason, inactivityMinutes } = useAuth();
  useEffect(() => {
    leaveToSignIn({ from, reason: signedOutReason ?? undefined, inactivityMinutes });
  }, [from, signedOutReason, inactivityMinutes]);
  return <Loading />;
}

/**
 * SPEC §2 access rule: a protected route renders (inside the layout) only when authenticated;
 * while the session is unknown a loader shows (no redirect flash); otherwise the visitor goes to
 * the sign-in page, and comes back to the requested page after signing in.
 */
function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated } = useAuth();
  const location = useLocation();
  if (authenticated === null) return <Loading />;
  if (!authenticated) return <LeaveToSignIn from={`${location.pathname}${location.search}`} />;
  return <>{children}</>;
}

/** A signed-out screen's path inside the application: home when signed in, else the sign-in page. */
function SignedOutPath() {
  const { authenticated } = useAuth();
  if (authenticated === null) return <Loading />;
  if (authenticated) return <Navigate to="/" replace />;
  return <LeaveToSignIn />;
}

export function ShellRoutes({ manifest }: { manifest: AdminManifest }) {
  const remoteRoutes = manifest.remotes.flatMap((remote) => remote.routes.map((route) => ({ ...route, remote: remote.name })));
  const ownsRoot = remoteRoutes.some((route) => route.path === '/');
  return (
    <>
      <ScreenNotices />
      <Routes>
        {signedOutPaths.map((path) => (
          <Route key={path} path={path} element={<SignedOutPath />} />
        ))}
        <Route
          element={
            <RequireAuth>
              <AppLayout manifest={manifest} />
            </RequireAuth>
          }
        >
          {!ownsRoot && <Route index element={<Dashboard />} />}
          {remoteRoutes.map((route) => (
            <Route key={`${route.remote}${route.path}`} path={route.path} element={<RemoteScreen remote={route.remote} module={route.module} permission={route.permission} />} />
          ))}
          <Route path="*" element={<NotInstalled />} />
        </Route>
      </Routes>
    </>
  );
}

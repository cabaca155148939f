import { AdminProviders } from '@tessera/admin-kit';
import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from '@tessera/admin-kit/router';
import { fetchManifest, type AdminManifest } from './federation/manifest';
import { registerManifestRemotes } from './federation/remotes';
import { ShellRoutes } from './ShellRoutes';

const emptyManifest: AdminManifest = { inactivityMinutes: 30, remotes: [], hostItems: [] };

/** Reads the runtime manifest, registers the remotes, then mounts the providers and routes. */
export function AdminShell() {
  const [manifest, setManifest] = useState<AdminManifest | null>(null);
  useEffect(() => {
    fetchManifest()
      .then((loaded) => {
        registerManifestRemotes(loaded.remotes);
        setManifest(loaded);
      })
      .catch((error) => {
        // Without a manifest the shell still works: sign-in, dashboard, no remotes.
        console.error('admin manifest could not be loaded', error);
        setManifest(emptyManifest);
      });
  }, []);
  // A data router (not BrowserRouter), so a screen can hold a navigation back while it has
  // unsaved work (react-router's useBlocker); the routes themselves stay in ShellRoutes.
  const router = useMemo(() => manifest && createBrowserRouter([{ path: '*', element: <ShellRoutes manifest={manifest} /> }], { basename: '/cmsadmin' }), [manifest]);
  // Before the manifest arrives the UI library is not mounted yet: a plain status line.
  if (!manifest || !router) return <div role="status" aria-busy="true" style={{ padding: 24 }} />;
  return (
    <AdminProviders inactivityMinutes={manifest.inactivityMinutes}>
      <RouterProvider router={router} />
    </AdminProviders>
  );
}

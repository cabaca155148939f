import { AdminProviders } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
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
  // Before the manifest arrives the UI library is not mounted yet: a plain status line.
  if (!manifest) return <div role="status" aria-busy="true" style={{ padding: 24 }} />;
  return (
    <AdminProviders inactivityMinutes={manifest.inactivityMinutes}>
      <BrowserRouter basename="/cmsadmin">
        <ShellRoutes manifest={manifest} />
      </BrowserRouter>
    </AdminProviders>
  );
}

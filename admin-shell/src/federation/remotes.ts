import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { provideRemoteLoader } from '@tessera/admin-kit';
import type { ComponentType } from 'react';
import { adminKitGuard } from './kit-guard';
import type { RemoteDefinition } from './manifest';
import { providedToRemotes } from './provided';

/** Registers the manifest's remotes with the federation runtime (no rebuild of the shell). */
export function registerManifestRemotes(remotes: RemoteDefinition[]): void {
  // Referenced, so the shell's build provides them (./provided.ts); not loaded here.
  void providedToRemotes;
  registerPlugins([adminKitGuard()]);
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: remote.entry })));
  provideRemoteLoader((id) => loadRemote(id));
}

/** Loads one exposed module of a remote; its default export is the screen. */
export async function loadRemoteScreen(remote: string, module: string): Promise<ComponentType> {
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded.default;
}

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { provideRemoteLoader } from '@tessera/admin-kit';
import type { ComponentType } from 'react';
import type { RemoteDefinition } from './manifest';

/** Registers the manifest's remotes with the federation runtime (no rebuild of the shell). */
export function registerManifestRemotes(remotes: RemoteDefinition[]): void {
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: remote.entry })));
  provideRemoteLoader((id) => loadRemote(id));
}

/** Loads one exposed module of a remote; its default export is the screen. */
export async function loadRemoteScreen(remote: string, module: string): Promise<ComponentType> {
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded.default;
}

import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from './storage';

/**
 * The installation's id: made once per database and kept in it (a backup restored elsewhere keeps
 * it), shared by every gateway on that database.
 */
export async function installationId(em: EntityManager): Promise<string> {
  await em.execute(`insert into system_secret (name, value) values ('installation-id', ?) on conflict (name) do nothing`, [randomUUID()]);
  const rows = await em.execute<{ value: string }[]>(`select value from system_secret where name = 'installation-id'`);
  return rows[0].value;
}

/** The object at the storage's root (bucket + prefix, or the folder) naming the installation it belongs to. */
export const markerKey = 'tessera-installation.json';

export interface InstallationMarker {
  installationId: string;
  claimedAt?: string;
}

/** The storage's marker, or null when it has none. Anything unreadable there is not ours either. */
export async function readMarker(storage: Storage): Promise<InstallationMarker | null> {
  const bytes = await storage.get(markerKey);
  if (!bytes) return null;
  try {
    const parsed = JSON.parse(bytes.toString('utf8')) as Partial<InstallationMarker>;
    return { installationId: String(parsed.installationId ?? ''), claimedAt: parsed.claimedAt };
  } catch {
    return { installationId: '' };
  }
}

/**
 * Writes this installation's marker, then reads it back: of two installations claiming one empty
 * storage at the same moment, the one whose marker did not stay sees the other's id.
 */
export async function writeMarker(storage: Storage, id: string): Promise<InstallationMarker | null> {
  const marker = {
    installationId: id,
    claimedAt: new Date().toISOString(),
    about:
      'This storage belongs to the Tessera installation with this id (kept in its database). Gateways of another installation refuse to start against it; see docs/deployment.md, "Media storage".',
  };
  await storage.put(markerKey, Buffer.from(`${JSON.stringify(marker, null, 2)}\n`));
  return readMarker(storage);
}

/** The top-level folders of the keys Tessera writes (media bytes, their renditions, profile images). */
export const storageFolders = ['media', 'renditions', 'users'] as const;

/** Whether the storage holds any object of Tessera's folders (one listing request each at most). */
export async function storageHoldsObjects(storage: Storage): Promise<boolean> {
  for (const folder of storageFolders) {
    for await (const _object of storage.list(folder)) return true;
  }
  return false;
}

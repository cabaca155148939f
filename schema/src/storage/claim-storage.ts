import type { EntityManager } from '@mikro-orm/postgresql';
import { installationId, readMarker, storageHoldsObjects, writeMarker } from './installation-marker';
import type { StorageKeyOwner } from './key-owner';
import type { Storage } from './storage';

export type StorageClaim =
  /** The marker names this installation. */
  | { outcome: 'ours'; installationId: string }
  /** No marker and nothing stored: a new installation (or storage) wrote its marker. */
  | { outcome: 'claimed'; installationId: string }
  /** No marker, objects stored, and this database has files: an installation from before the marker, adopted. */
  | { outcome: 'adopted'; installationId: string }
  /** The marker names another installation (a stranger, or this one lost a race to claim an empty storage). */
  | { outcome: 'other-installation'; installationId: string; markerId: string }
  /** No marker, objects stored, and this database has no files: they may be another installation's. */
  | { outcome: 'objects-of-unknown-owner'; installationId: string }
  /** No marker, nothing stored, but this database has files: the storage named is not theirs (wrong bucket, prefix, or an unmounted volume). */
  | { outcome: 'files-without-bytes'; installationId: string };

/**
 * Whose storage this is (issue 31), decided at start-up before anything can be deleted: the
 * marker at the storage's root must name this database's installation. A storage without one is
 * claimed when it is empty and this database too, adopted when both hold something (an upgrade
 * from before the marker), and refused otherwise; `force` (the `storage:claim` command, after an
 * operator looked) claims a storage without a marker whatever it holds. A storage whose marker
 * names another installation is never taken over here.
 */
export async function claimStorage(em: EntityManager, storage: Storage, owners: StorageKeyOwner[], options: { force?: boolean } = {}): Promise<StorageClaim> {
  const id = await installationId(em);
  const marker = await readMarker(storage);
  if (marker) return marker.installationId === id ? { outcome: 'ours', installationId: id } : { outcome: 'other-installation', installationId: id, markerId: marker.installationId };
  const holdsObjects = await storageHoldsObjects(storage);
  let hasFiles = false;
  for (const owner of owners) hasFiles ||= await owner.anyInUse(em);
  if (!options.force) {
    if (holdsObjects && !hasFiles) return { outcome: 'objects-of-unknown-owner', installationId: id };
    if (!holdsObjects && hasFiles) return { outcome: 'files-without-bytes', installationId: id };
  }
  const written = await writeMarker(storage, id);
  if (written?.installationId !== id) return { outcome: 'other-installation', installationId: id, markerId: written?.installationId ?? '' };
  return { outcome: holdsObjects ? 'adopted' : 'claimed', installationId: id };
}

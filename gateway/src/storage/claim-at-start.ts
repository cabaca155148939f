import type { MikroORM } from '@mikro-orm/postgresql';
import { claimStorage, isCodedError, isStorageMissing, markerKey, storageKeyOwners, type Storage, type StorageClaim } from '@tessera/schema';
import type { Logger } from 'pino';
import { ConfigError, type GatewayConfig } from '../config';

/** The storage as the operator named it, for messages. */
export function describeStorage(config: Pick<GatewayConfig, 'dataDir' | 'storage'>): string {
  const storage = config.storage;
  if (!storage) return `file:${config.dataDir}/storage (the default, TESSERA_STORAGE_URL unset)`;
  if (storage.kind === 'file') return `file:${storage.root}`;
  return `s3://${storage.bucket}${storage.prefix ? `/${storage.prefix}` : ''}${storage.endpoint ? ` at ${storage.endpoint}` : ''}`;
}

/**
 * Before a gateway (or a command) starts (issue 31): the bucket must exist, and the storage must
 * be this installation's (its marker, see claimStorage). Anything else stops the start with a
 * message naming what is wrong and what to do, before anything could be deleted. A store that does
 * not answer does not stop the start (pages can be served without it): the check is then left to
 * the sweep, which deletes nothing until the marker names this installation.
 */
export async function claimStorageAtStart(orm: MikroORM, storage: Storage, config: Pick<GatewayConfig, 'dataDir' | 'storage'>, log: Logger): Promise<void> {
  const where = describeStorage(config);
  try {
    await storage.ping();
  } catch (error) {
    if (!isStorageMissing(error)) {
      if (!isCodedError(error)) throw error;
      log.warn({ storage: where }, 'the storage does not answer: starting without checking whose it is; nothing is swept until it answers and names this installation');
      return;
    }
    if (config.storage?.kind === 's3') {
      throw new ConfigError(
        `the bucket "${config.storage.bucket}" of TESSERA_STORAGE_URL (${where}) does not exist. Create it (with a lifecycle rule that aborts incomplete multipart uploads, docs/deployment.md) or correct TESSERA_STORAGE_URL / TESSERA_S3_ENDPOINT. Nothing was changed.`,
      );
    }
    // A storage folder not made yet: a first start (writing the marker makes it).
  }
  let claim: StorageClaim;
  try {
    claim = await claimStorage(orm.em.fork(), storage, storageKeyOwners);
  } catch (error) {
    if (!isCodedError(error)) throw error;
    log.warn({ storage: where }, 'the storage stopped answering while checking whose it is: starting without; nothing is swept until it names this installation');
    return;
  }
  switch (claim.outcome) {
    case 'ours':
      return;
    case 'claimed':
    case 'adopted':
      log.info({ storage: where, installationId: claim.installationId, outcome: claim.outcome }, `wrote ${markerKey}: this storage belongs to this installation`);
      return;
    case 'other-installation':
      throw new ConfigError(
        `the storage ${where} belongs to another Tessera installation: its ${markerKey} names installation ${claim.markerId}, but this database is installation ${claim.installationId}. ` +
          `Two installations must never share a storage (each would delete bytes the other uses). Point TESSERA_STORAGE_URL at this installation's own bucket or prefix (an empty one is claimed on start), ` +
          `or DATABASE_URL at the database of installation ${claim.markerId} (a restored backup of it keeps its id). Nothing was changed.`,
      );
    case 'objects-of-unknown-owner':
      throw new ConfigError(
        `the storage ${where} holds media but no ${markerKey}, and this database (installation ${claim.installationId}) has no files: the media may be another installation's. ` +
          `Point TESSERA_STORAGE_URL at an empty bucket or prefix, or DATABASE_URL at the database that uses this storage. If this installation should take the storage over as it is, run \`npm run tessera -- storage:claim\`. Nothing was changed.`,
      );
    case 'files-without-bytes':
      throw new ConfigError(
        `this database (installation ${claim.installationId}) has files, but the storage ${where} holds nothing and has no ${markerKey}: TESSERA_STORAGE_URL probably names the wrong bucket, prefix or folder (or a volume that is not mounted). ` +
          `Correct it; if the bytes are really gone and this storage should be used from now on, run \`npm run tessera -- storage:claim\`. Nothing was changed.`,
      );
  }
}

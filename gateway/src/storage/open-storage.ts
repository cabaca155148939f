import { join } from 'node:path';
import { LocalDiskStorage, type Storage } from '@tessera/schema';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config';
import type { S3Storage as S3StorageClass } from './s3-storage';
import { traceS3Calls } from '../tracing/s3-spans';
import type { Tracing } from '../tracing/tracing';

/**
 * The storage the configuration names: `storage/` under the data directory by default, another
 * folder (`file:`), or a bucket (`s3://`) whose temporary files and bounded cache of originals
 * stay under the data directory (`storage-tmp/`, `storage-cache/`, both emptied or pruned).
 */
export function openStorage(config: Pick<GatewayConfig, 'dataDir' | 'storage'>, log?: Logger, tracing?: Tracing): Storage {
  const storage = config.storage ?? { kind: 'file' as const, root: join(config.dataDir, 'storage') };
  if (storage.kind === 'file') return new LocalDiskStorage(storage.root);
  // The AWS SDK (about 5 MB of heap and its module sources) is loaded only for a bucket.
  const { S3Storage } = require('./s3-storage') as { S3Storage: typeof S3StorageClass };
  const s3 = new S3Storage({
    bucket: storage.bucket,
    prefix: storage.prefix,
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
    spoolDir: join(config.dataDir, 'storage-tmp'),
    cacheDir: join(config.dataDir, 'storage-cache'),
    cacheBytes: storage.cacheBytes,
    log,
  });
  if (tracing) traceS3Calls(s3.client, tracing);
  return s3;
}

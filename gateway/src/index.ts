export { createTessera, type Tessera } from './compose';
export { ConfigError, readConfig, storageConfig, type GatewayConfig, type StorageConfig } from './config';
export { S3Storage, type S3StorageOptions } from './storage/s3-storage';
export { openStorage } from './storage/open-storage';
export { startS3rver, s3rverCredentials, type TestS3Server } from './storage/s3rver';

/**
 * The gateway as a package: what the test support (`@tessera/testing`) and the tools (`@tessera/tools`:
 * benches, fault loops, soak, the local cluster) build on. The server itself starts from main.ts.
 */
export { createTessera, type Tessera } from './compose';
export { ConfigError, parseWorkers, readConfig, storageConfig, type GatewayConfig, type StorageConfig } from './config';
export { openTesseraData, type TesseraData } from './data';
export { createLogger } from './logger';
export { mallocSettings, mallocSettingsMissing } from './malloc-settings';
export { seedDemo } from './seed/seed-demo';
export type { QueryLimits } from './graphql/query-limits';
export type { S3Storage, S3StorageOptions } from './storage/s3-storage';
// The S3 storage class loads the AWS SDK (about 20 MB): openStorage requires it only for an S3
// storage, and whoever constructs one imports it from its file.
export { openStorage } from './storage/open-storage';
export { startS3rver, s3rverCredentials, type TestS3Server } from './storage/s3rver';
export { startS3rverProcess } from './storage/s3rver-process';
export { varnishVmodMissing, vmodPathArgs, xkeyPackage } from './cdn/varnish-vmods';

import globalSetup from './global-setup';
// From its file, not the package index (which would load the entities in jest's parent process).
import { s3rverCredentials, startS3rver, type TestS3Server } from '@tessera/gateway/src/storage/s3rver';

declare global {
  var tesseraTestS3: TestS3Server | undefined;
}

/**
 * The S3 run of the media suite (jest.s3.config.js): the usual database, plus one s3rver (a test
 * server) for the run; every test gateway then keeps its bytes in that bucket, under a prefix of
 * its own (testing/src/test-gateway.ts reads TESSERA_TEST_STORAGE).
 */
export default async function s3GlobalSetup(globalConfig?: { maxWorkers?: number }): Promise<void> {
  await globalSetup(globalConfig);
  globalThis.tesseraTestS3 = await startS3rver();
  process.env.TESSERA_TEST_STORAGE = 's3';
  process.env.TESSERA_TEST_S3_ENDPOINT = globalThis.tesseraTestS3.endpoint;
  process.env.TESSERA_TEST_S3_BUCKET = globalThis.tesseraTestS3.bucket;
  process.env.TESSERA_TEST_S3_DIR = globalThis.tesseraTestS3.directory;
  process.env.AWS_ACCESS_KEY_ID = s3rverCredentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = s3rverCredentials.secretAccessKey;
  // The SDK's notice that later versions will need Node 22 (the pinned one runs on Node 20), once per file otherwise.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
}

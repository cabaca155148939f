import globalTeardown from './global-teardown';

export default async function s3GlobalTeardown(): Promise<void> {
  await globalThis.tesseraTestS3?.close();
  await globalTeardown();
}

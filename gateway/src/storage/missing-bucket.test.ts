import { DeleteBucketCommand, DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { s3rverCredentials, startS3rver, startTestGateway, type TestGateway, type TestS3Server } from '@tessera/testing';
import { ConfigError, type StorageConfig } from '../config';
import type { S3Storage } from './s3-storage';

/**
 * Issue 31, item 6, in a bucket (s3rver, a test server): a bucket that does not exist stops the
 * start with a message naming it; one that disappears later shows in /readyz as storage "missing"
 * (not "unreachable", not "ok"), and media answers a coded 503 instead of a 500.
 */
let s3: TestS3Server;
const gateways: TestGateway[] = [];

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = s3rverCredentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = s3rverCredentials.secretAccessKey;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  s3 = await startS3rver({ bucket: 'tessera-bucket-that-goes' });
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.stop();
  await s3?.close();
});

const inBucket = (bucket: string): StorageConfig => ({ kind: 's3', bucket, prefix: 'site', endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, cacheBytes: 8 * 1024 * 1024 });

it('a bucket that does not exist stops the start with a message naming it', async () => {
  const refused = await startTestGateway({ storage: inBucket('tessera-no-such-bucket') }).catch((error: Error) => error);
  if (!(refused instanceof Error)) gateways.push(refused);
  expect(refused).toBeInstanceOf(ConfigError);
  expect((refused as Error).message).toContain('the bucket "tessera-no-such-bucket" of TESSERA_STORAGE_URL');
  expect((refused as Error).message).toContain('does not exist');
});

it('a bucket that disappears later shows as storage "missing" in /readyz, and media answers a coded 503', async () => {
  const gateway = await startTestGateway({ storage: inBucket(s3.bucket) });
  gateways.push(gateway);
  const admin = await gateway.admin();
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
  const uploaded = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', image, 'bucket.png', 'image/png', { path: '/' });
  expect(uploaded.status).toBe(200);
  expect((await (await gateway.client().raw('GET', '/readyz')).json()).storage).toBe('ok');

  const { client } = gateway.tessera.services.storage as S3Storage;
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  await client.send(new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: (listed.Contents ?? []).map(({ Key }) => ({ Key })) } }));
  await client.send(new DeleteBucketCommand({ Bucket: s3.bucket }));
  // One look at the parts answers /readyz for a second.
  await new Promise((resolve) => setTimeout(resolve, 1_100));

  const ready = await gateway.client().raw('GET', '/readyz');
  expect(await ready.json()).toMatchObject({ database: 'ok', storage: 'missing' });
  const served = await admin.raw('GET', `/api/tessera/medialib/preview-image?imageID=${uploaded.body.file.id}&w=320&format=webp`);
  expect(served.status).toBe(503);
  expect((await served.json()).Errors).toEqual([{ property: null, code: 'G_03' }]);
});

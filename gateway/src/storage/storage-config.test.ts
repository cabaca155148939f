import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ConfigError, storageConfig } from '../config';
import { readStorageSweep } from './sweep-settings';

/** TESSERA_STORAGE_URL and TESSERA_S3_*: parsed once at start, a bad value stops start-up with a message. */
describe('storage settings', () => {
  it('defaults to the data directory, takes file: folders and s3:// buckets with their settings', () => {
    expect(storageConfig({})).toBeUndefined();
    expect(storageConfig({ TESSERA_STORAGE_URL: 'file:/var/lib/tessera/bytes' })).toEqual({ kind: 'file', root: '/var/lib/tessera/bytes' });
    expect(storageConfig({ TESSERA_STORAGE_URL: 'file:///srv/media' })).toEqual({ kind: 'file', root: '/srv/media' });
    expect(storageConfig({ TESSERA_STORAGE_URL: 's3://my-bucket' })).toEqual({
      kind: 's3',
      bucket: 'my-bucket',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      cacheBytes: 256 * 1024 * 1024,
    });
    expect(
      storageConfig({
        TESSERA_STORAGE_URL: 's3://tessera.media/site/production/',
        TESSERA_S3_ENDPOINT: 'http://minio:9000',
        TESSERA_S3_REGION: 'auto',
        TESSERA_S3_FORCE_PATH_STYLE: 'true',
        TESSERA_STORAGE_CACHE_MB: '32',
      }),
    ).toEqual({ kind: 's3', bucket: 'tessera.media', prefix: 'site/production', endpoint: 'http://minio:9000', region: 'auto', forcePathStyle: true, cacheBytes: 32 * 1024 * 1024 });
  });

  it.each([
    [{ TESSERA_STORAGE_URL: 'https://bucket.example.com' }, /file:<folder> or s3:\/\/BUCKET\/PREFIX/],
    [{ TESSERA_STORAGE_URL: 's3://' }, /not a bucket name/],
    [{ TESSERA_STORAGE_URL: 's3://My_Bucket/x' }, /"My_Bucket" is not a bucket name/],
    [{ TESSERA_STORAGE_URL: 's3://bucket/../up' }, /the prefix/],
    [{ TESSERA_STORAGE_URL: 's3://bucket/a b' }, /the prefix/],
    [{ TESSERA_STORAGE_URL: 'file:' }, /needs a folder/],
    [{ TESSERA_STORAGE_URL: 's3://bucket', TESSERA_S3_ENDPOINT: 'minio:9000' }, /TESSERA_S3_ENDPOINT must be an http\(s\) URL/],
    [{ TESSERA_STORAGE_URL: 's3://bucket', TESSERA_S3_REGION: 'EU West' }, /TESSERA_S3_REGION/],
    [{ TESSERA_STORAGE_URL: 's3://bucket', TESSERA_S3_FORCE_PATH_STYLE: 'sometimes' }, /TESSERA_S3_FORCE_PATH_STYLE must be true or false/],
    [{ TESSERA_STORAGE_URL: 's3://bucket', TESSERA_STORAGE_CACHE_MB: 'lots' }, /TESSERA_STORAGE_CACHE_MB/],
    [{ TESSERA_S3_ENDPOINT: 'http://minio:9000' }, /only apply to TESSERA_STORAGE_URL=s3:/],
  ])('refuses %j', (env, message) => {
    expect(() => storageConfig(env)).toThrow(ConfigError);
    expect(() => storageConfig(env)).toThrow(message);
  });

  it('a bad value stops the server at start with the message, no stack', () => {
    const started = spawnSync(process.execPath, [join(__dirname, '..', '..', 'dist', 'main.js')], {
      env: { PATH: process.env.PATH, TESSERA_STORAGE_URL: 'ftp://files.example.com/media' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe('Tessera could not start: TESSERA_STORAGE_URL must be file:<folder> or s3://BUCKET/PREFIX, not "ftp://files.example.com/media"');
  });
});

/** TESSERA_STORAGE_SWEEP and TESSERA_STORAGE_SWEEP_GRACE_HOURS: the sweep of stray stored bytes. */
describe('sweep settings', () => {
  it("sweeps by default with a day's grace; dry-run, off and another grace when asked", () => {
    expect(readStorageSweep({})).toEqual({ mode: 'on', graceMs: 24 * 60 * 60_000 });
    expect(readStorageSweep({ TESSERA_STORAGE_SWEEP: 'dry-run', TESSERA_STORAGE_SWEEP_GRACE_HOURS: '0' })).toEqual({ mode: 'dry-run', graceMs: 0 });
    expect(readStorageSweep({ TESSERA_STORAGE_SWEEP: 'OFF', TESSERA_STORAGE_SWEEP_GRACE_HOURS: '1.5' })).toEqual({ mode: 'off', graceMs: 90 * 60_000 });
  });

  it.each([
    [{ TESSERA_STORAGE_SWEEP: 'sometimes' }, 'TESSERA_STORAGE_SWEEP must be on, dry-run or off'],
    [{ TESSERA_STORAGE_SWEEP_GRACE_HOURS: '-1' }, 'TESSERA_STORAGE_SWEEP_GRACE_HOURS must be a number of hours'],
    [{ TESSERA_STORAGE_SWEEP_GRACE_HOURS: '1d' }, 'TESSERA_STORAGE_SWEEP_GRACE_HOURS must be a number of hours'],
  ])('refuses %j', (env, message) => {
    expect(() => readStorageSweep(env)).toThrow(ConfigError);
    expect(() => readStorageSweep(env)).toThrow(message);
  });
});

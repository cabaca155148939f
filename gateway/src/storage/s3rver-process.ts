import { fork } from 'node:child_process';
import { join } from 'node:path';
import { s3rverCredentials } from './s3rver';

/**
 * s3rver (a test server) in a child process, for the bench and the fault scripts: its memory and
 * CPU are not the gateway's. `env` is what a gateway needs to use it (TESSERA_STORAGE_URL…).
 */
export async function startS3rverProcess(prefix: string): Promise<{ endpoint: string; bucket: string; env: Record<string, string>; stop: () => void }> {
  const child = fork(join(__dirname, 's3rver-child.js'), { stdio: 'inherit' });
  const where = await new Promise<{ endpoint: string; bucket: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { endpoint: string; bucket: string }));
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  return {
    ...where,
    env: {
      TESSERA_STORAGE_URL: `s3://${where.bucket}/${prefix}`,
      TESSERA_S3_ENDPOINT: where.endpoint,
      TESSERA_S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stop: () => child.kill('SIGTERM'),
  };
}

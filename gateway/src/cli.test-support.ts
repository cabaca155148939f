import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestGateway } from '@tessera/testing';

/**
 * Runs the built CLI (npm test builds before it tests) against the run's database and the
 * gateway's data directory; its exit status and output, never a throw.
 */
export function runCli(gateway: TestGateway, args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, [join(__dirname, '..', 'dist', 'cli.js'), ...args], {
    env: { ...process.env, DATABASE_URL: process.env.TESSERA_TEST_DATABASE_URL, TESSERA_DATA_DIR: gateway.dataDir, LOG_LEVEL: 'silent', ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The built server (npm test builds before it tests) as an operator runs it: on SIGTERM it closes
 * everything and exits 0. Apollo's own signal handler once killed it first, so the embedded
 * database was never closed and its announced URL stayed behind.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-main-test-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function healthy(url: string, isRunning: () => boolean): Promise<void> {
  while (isRunning()) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server exited before it was ready');
}

describe('tessera server process', () => {
  it('stops cleanly on SIGTERM, closing the embedded database', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, [join(__dirname, '..', 'dist', 'main.js')], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', TESSERA_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', TESSERA_MAIL_DELIVERY: 'false' },
      stdio: 'ignore',
    });
    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    await healthy(`http://127.0.0.1:${port}/healthz`, () => child.exitCode === null);
    expect(existsSync(join(dataDir, 'postgres.url'))).toBe(true);
    child.kill('SIGTERM');
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'postgres.url'))).toBe(false);
  });
});

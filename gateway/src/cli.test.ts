import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startTestGateway, type TestGateway } from '@tessera/testing';

/** Runs the built CLI (npm test builds before it tests) against the run's database. */
const run = (args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, [join(__dirname, '..', 'dist', 'cli.js'), ...args], {
    env: { ...process.env, DATABASE_URL: process.env.TESSERA_TEST_DATABASE_URL, TESSERA_DATA_DIR: gateway.dataDir, LOG_LEVEL: 'silent', ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.stop();
});

describe('tessera CLI', () => {
  it('cdn:purge sends a PURGE of the keys (every page by default) to the caches of TESSERA_PURGE_URLS', async () => {
    const { createServer } = await import('node:http');
    const received: string[] = [];
    const cache = createServer((req, res) => {
      received.push(`${req.method} ${req.headers['xkey-purge']}`);
      res.end();
    });
    await new Promise<void>((resolve) => cache.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(cache.address() as { port: number }).port}/`;
      expect(await run(['cdn:purge', 'p1', 'f2'], { TESSERA_PURGE_URLS: url })).toMatchObject({ code: 0, stdout: 'purged 2 keys in 1 cache\n' });
      expect((await run(['cdn:purge'], { TESSERA_PURGE_URLS: url })).code).toBe(0);
      expect(received).toEqual(['PURGE p1 f2', 'PURGE settings']);
      expect((await run(['cdn:purge'], { TESSERA_PURGE_URLS: '' })).code).toBe(1);
    } finally {
      await new Promise((resolve) => cache.close(resolve));
    }
  });

  it('user:create makes an active user who can sign in at once', async () => {
    const result = await run(['user:create', '--email', 'Cli.User@Example.com', '--role', 'editor', '--name', 'Cli User', '--password', 'Cl1-password!']);
    expect(result).toMatchObject({ code: 0, stdout: expect.stringMatching(/created user \d+ <cli.user@example.com> with role editor/) });
    expect((await gateway.client().signIn('cli.user@example.com', 'Cl1-password!')).status).toBe(200);
  });

  it('refuses bad input with the catalogue code and exit code 2, creating nothing', async () => {
    const result = await run(['user:create', '--email', 'other@example.com', '--role', 'emperor', '--password', 'Cl1-password!']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('error V_12: The role is not valid.');
    const [{ count }] = await gateway.tessera.orm.em.fork().execute<{ count: string }[]>("select count(*) from tessera_user where email = 'other@example.com'");
    expect(Number(count)).toBe(0);
  });

  it('prints its usage for an unknown command', async () => {
    const result = await run(['make-coffee']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('user:create');
  });
});

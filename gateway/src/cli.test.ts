import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startTestGateway, type TestGateway } from '@tessera/testing';

/** Runs the built CLI (npm test builds before it tests) against the run's database. */
const run = (args: string[]) =>
  promisify(execFile)(process.execPath, [join(__dirname, '..', 'dist', 'cli.js'), ...args], {
    env: { ...process.env, DATABASE_URL: process.env.TESSERA_TEST_DATABASE_URL, TESSERA_DATA_DIR: gateway.dataDir, LOG_LEVEL: 'silent' },
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

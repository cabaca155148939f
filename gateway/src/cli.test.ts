import { systemContext } from '@tessera/schema';
import { recordStorageWrites } from '@tessera/schema/src/storage/write-record';
import { startTestGateway, type TestGateway } from '@tessera/testing';
import { runCli } from './cli.test-support';

const run = (args: string[], env: Record<string, string> = {}) => runCli(gateway, args, env);

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

  it('storage:sweep --dry-run prints the stray keys it would remove and removes nothing; storage:sweep removes them', async () => {
    const storage = gateway.tessera.services.storage;
    const key = `media/ab/${'ab'.repeat(32)}`;
    await recordStorageWrites(systemContext(gateway.tessera.orm.em.fork(), gateway.tessera.services), [key]);
    await storage.put(key, Buffer.from('bytes a killed upload left'));

    const dryRun = await run(['storage:sweep', '--dry-run', '--grace-hours', '0']);
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toContain(`would remove ${key} (recorded `);
    expect(dryRun.stdout).toMatch(/dry run: \d+ recorded keys? older than 0 h looked at: \d+ in use, 1 stray; 1 object would be removed/);
    expect(await storage.size(key)).not.toBeNull();
    expect((await run(['storage:sweep', '--grace-hours', '24'])).stdout).toContain('0 stray');
    expect(await storage.size(key)).not.toBeNull();

    const swept = await run(['storage:sweep', '--grace-hours', '0']);
    expect(swept.stdout).toContain(`removed ${key} (recorded `);
    expect(await storage.size(key)).toBeNull();
  });

  it('prints its usage for an unknown command', async () => {
    const result = await run(['make-coffee']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('user:create');
  });
});

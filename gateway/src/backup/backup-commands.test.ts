import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestGateway, type TestGateway } from '@tessera/testing';
import { runCli } from '../cli.test-support';

const run = (args: string[]) => runCli(gateway, args);

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.stop();
});

describe('tessera backup / restore commands', () => {
  it('backup reports what it wrote; restore into this non-empty installation is refused with a message and exit status 1', async () => {
    const file = join(gateway.dataDir, 'backup.tar.gz');
    const written = await run(['backup', '--to', file]);
    expect(written).toMatchObject({ code: 0, stdout: expect.stringMatching(/^backup written to .*backup\.tar\.gz[\s\S]*database: \d+ tables, \d+ rows/) });
    expect(existsSync(file)).toBe(true);

    const refused = await run(['restore', '--from', file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^the installation is not empty: its database has rows in .*Nothing was changed\.\n$/);
    expect(await run(['restore'])).toMatchObject({ code: 1, stderr: expect.stringContaining('restore needs --from FILE') });
  }, 60_000);
});

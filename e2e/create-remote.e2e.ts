import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The remote kit as a team outside Tessera uses it: `npm run create-remote` scaffolds a remote in
 * a folder of its own (a temporary one, outside the repository), `npm run build` builds it there,
 * and the remote's own browser test, run here in this jest run, serves the build from its own
 * origin, adds it to a gateway through TESSERA_ADMIN_REMOTES and loads its screen in Chromium.
 */
const repo = join(__dirname, '..');
const generator = join(repo, 'scripts', 'create-remote.mjs');
const parent = mkdtempSync(join(tmpdir(), 'tessera-create-remote-'));
const dir = join(parent, 'kit-check');

// Scaffolded while this file is collected, so the remote's own test below can be loaded.
const created = spawnSync(process.execPath, [generator, '--name', 'kit-check', '--dir', dir], { encoding: 'utf8' });
if (created.status !== 0) throw new Error(`create-remote failed: ${created.stderr}`);

beforeAll(async () => {
  // Without source maps: the check is about the remote, not its debugging aids (about a third of the build's time).
  await promisify(execFile)('npm', ['run', 'build', '--', '--no-devtool'], { cwd: dir });
}, 600_000);

afterAll(() => {
  rmSync(parent, { recursive: true, force: true });
});

describe('create-remote', () => {
  test('scaffolds a remote with its generated GraphQL types and builds it with its admin-kit version recorded', () => {
    expect(existsSync(join(dir, 'src', 'generated', 'graphql.ts'))).toBe(true);
    const manifest = JSON.parse(readFileSync(join(dir, 'dist', 'mf-manifest.json'), 'utf8'));
    expect(manifest.name).toBe('remote_kit_check');
    expect(manifest.metaData.adminKitVersion).toBe(JSON.parse(readFileSync(join(__dirname, '..', 'admin-kit', 'package.json'), 'utf8')).version);
    expect(manifest.exposes.map((exposed: { path: string }) => exposed.path)).toEqual(['./MainScreen']);
  });

  test('refuses a name that is not lowercase letters, digits and dashes, one of Tessera’s folders, or a folder that exists', () => {
    const attempt = (...args: string[]) => spawnSync(process.execPath, [generator, ...args], { encoding: 'utf8' });
    expect(attempt('--name', 'Kit_Check', '--dir', join(parent, 'other'))).toMatchObject({ status: 1, stderr: expect.stringContaining('is not a valid name') });
    expect(attempt('--name', 'admin-users')).toMatchObject({ status: 1, stderr: expect.stringContaining('taken by a folder of Tessera') });
    expect(attempt('--name', 'kit-check', '--dir', dir)).toMatchObject({ status: 1, stderr: expect.stringContaining('exists already') });
    expect(existsSync(join(parent, 'other'))).toBe(false);
  });
});

// The scaffolded remote's browser test (scripts/remote-template/e2e), as generated: its tests join
// this file's, so it is required here at its generated path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require(join(dir, 'e2e', 'kit-check.e2e.ts'));

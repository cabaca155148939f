import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { islandsDirOf, readIslandFiles } from './island-files';

/**
 * The islands are found from where the site's code runs: `src/http` under the tests, and
 * `dist/src/http` in the built package that `npm start` runs (where a fixed `../..` pointed at
 * `dist/dist/islands`, so every page's scripts answered 404).
 */
describe('island files', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'site-islands-'));
    writeFileSync(join(root, 'package.json'), '{"name":"@tessera/site"}');
    mkdirSync(join(root, 'src', 'http'), { recursive: true });
    mkdirSync(join(root, 'dist', 'src', 'http'), { recursive: true });
    mkdirSync(join(root, 'dist', 'islands'), { recursive: true });
    writeFileSync(join(root, 'dist', 'islands', 'contact-form.js'), 'export {};');
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('the built site finds the islands the build wrote', () => {
    const islands = readIslandFiles(islandsDirOf(join(root, 'dist', 'src', 'http')));
    expect([...islands.files.keys()]).toEqual(['contact-form.js']);
  });

  it('the site run from its sources finds the same folder', () => {
    expect(islandsDirOf(join(root, 'src', 'http'))).toBe(join(root, 'dist', 'islands'));
  });

  it('the site of this repository finds its own dist/islands', () => {
    expect(islandsDirOf(__dirname)).toBe(join(__dirname, '..', '..', 'dist', 'islands'));
  });
});

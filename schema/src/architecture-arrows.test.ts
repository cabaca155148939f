import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as ts from 'typescript';

/*
 * The domain depends on nothing above it, not even in its tests: no file under schema/ or
 * content-model/ imports the gateway, the testing package (which boots a gateway), the site or
 * an admin package, by package name or by a relative path into their folders. HTTP-level tests
 * live with the gateway (gateway/src/api); schema's own tests use schema/src/test-support.
 * Every import form counts: import, import type, export … from, require(), import().
 */
/** ARROWS_ROOT walks another checkout instead (to show an older commit's arrows). */
const repo = resolve(process.env.ARROWS_ROOT ?? resolve(__dirname, '../..'));
const guarded = ['schema', 'content-model'];
const above = ['gateway', 'testing', 'site', 'admin-kit', 'admin-shell', 'admin-pages', 'admin-media', 'admin-users', 'admin-site'];
const abovePackage = /^@tessera\/(gateway|testing|site|admin-[a-z0-9-]+)(\/|$)/;
const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

function* sourcesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourcesUnder(path);
    else if (sourceFile.test(entry.name)) yield path;
  }
}

/** The import specifiers of one file that point above the domain, as `file: specifier`. */
export function importsAbove(file: string, text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => {
      if (abovePackage.test(specifier)) return true;
      if (!specifier.startsWith('.')) return false;
      const [top] = relative(repo, resolve(dirname(file), specifier)).split(sep);
      return above.includes(top);
    })
    .map((specifier) => `${relative(repo, file)}: ${specifier}`);
}

/** Package manifests of the guarded folders that list a package above them. */
function dependenciesAbove(folder: string): string[] {
  const manifest = join(repo, folder, 'package.json');
  if (!existsSync(manifest)) return [];
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, Record<string, string> | undefined>;
  return ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']
    .flatMap((field) => Object.keys(pkg[field] ?? {}))
    .filter((name) => abovePackage.test(name))
    .map((name) => `${folder}/package.json: ${name}`);
}

function walk(): { files: number; violations: string[] } {
  let files = 0;
  const violations: string[] = [];
  for (const folder of guarded.filter((name) => existsSync(join(repo, name)))) {
    violations.push(...dependenciesAbove(folder));
    for (const file of sourcesUnder(join(repo, folder))) {
      files += 1;
      violations.push(...importsAbove(file, readFileSync(file, 'utf8')));
    }
  }
  return { files, violations };
}

describe('the arrows out of the domain', () => {
  it('no file under schema/ or content-model/ (tests included) imports the gateway, testing, site or admin packages', () => {
    const { files, violations } = walk();
    expect(files).toBeGreaterThan(100);
    expect(violations).toEqual([]);
  });

  it('the check sees every import form, by package name and by relative path', () => {
    const file = join(repo, 'schema/src/pages/example.test.ts');
    const text = [
      "import { startTestGateway } from '@tessera/testing';",
      "import type { Tessera } from '@tessera/gateway';",
      "export { tesseraConfig } from '@tessera/site';",
      "const shell = require('@tessera/admin-shell/src/app');",
      "const kit = import('../../../admin-kit/src/index');",
      "import { readConfig } from '../../../gateway/src/config';",
      "import { createPage } from './operations/create-page';",
      "import { z } from 'zod';",
      "import { defineConfig } from '@tessera/schema';",
    ].join('\n');
    expect(importsAbove(file, text)).toEqual([
      'schema/src/pages/example.test.ts: @tessera/testing',
      'schema/src/pages/example.test.ts: @tessera/gateway',
      'schema/src/pages/example.test.ts: @tessera/site',
      'schema/src/pages/example.test.ts: @tessera/admin-shell/src/app',
      'schema/src/pages/example.test.ts: ../../../admin-kit/src/index',
      'schema/src/pages/example.test.ts: ../../../gateway/src/config',
    ]);
  });
});

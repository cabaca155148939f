import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as ts from 'typescript';

/*
 * The domain depends on nothing above it, not even in its tests: no file under schema/,
 * content-model/ or read-model/ imports the gateway, the testing package (which boots a gateway),
 * the site or an admin package, by package name or by a relative path into their folders.
 * HTTP-level tests live with the gateway (gateway/src/api); schema's own tests use
 * schema/src/test-support. content-model and read-model are below the schema too, and the site
 * reads through read-model's interface: its sources (not its tests, which boot gateways) and its
 * package.json never name the schema, the package with the ORM.
 * Every import form counts: import, import type, export … from, require(), import().
 */
/** ARROWS_ROOT walks another checkout instead (to show an older commit's arrows). */
const repo = resolve(process.env.ARROWS_ROOT ?? resolve(__dirname, '../..'));
const above = ['gateway', 'testing', 'site', 'admin-kit', 'admin-shell', 'admin-pages', 'admin-media', 'admin-users', 'admin-site'];
/** Each guarded folder, the folders (and their packages, `@tessera/<folder>`) it may not import, and whether its tests count. */
const rules: Array<{ folder: string; forbidden: string[]; tests: boolean }> = [
  { folder: 'schema', forbidden: above, tests: true },
  { folder: 'content-model', forbidden: [...above, 'schema', 'read-model'], tests: true },
  { folder: 'read-model', forbidden: [...above, 'schema'], tests: true },
  { folder: 'site', forbidden: ['schema', 'gateway'], tests: false },
];
const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const testFile = /\.test(-support)?\.(ts|tsx)$/;

const packagesOf = (folders: string[]) => new RegExp(`^@tessera/(${folders.join('|')})(/|$)`);

function* sourcesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourcesUnder(path);
    else if (sourceFile.test(entry.name)) yield path;
  }
}

/** The import specifiers of one file that point into a forbidden folder or package (above the domain by default), as `file: specifier`. */
export function importsAbove(file: string, text: string, forbidden: string[] = above): string[] {
  const forbiddenPackage = packagesOf(forbidden);
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => {
      if (forbiddenPackage.test(specifier)) return true;
      if (!specifier.startsWith('.')) return false;
      const [top] = relative(repo, resolve(dirname(file), specifier)).split(sep);
      return forbidden.includes(top);
    })
    .map((specifier) => `${relative(repo, file)}: ${specifier}`);
}

/** Package manifests of the guarded folders that list a forbidden package (devDependencies too where the tests are guarded). */
function dependenciesAbove(folder: string, forbidden: string[], tests: boolean): string[] {
  const manifest = join(repo, folder, 'package.json');
  if (!existsSync(manifest)) return [];
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, Record<string, string> | undefined>;
  return ['dependencies', 'peerDependencies', 'optionalDependencies', ...(tests ? ['devDependencies'] : [])]
    .flatMap((field) => Object.keys(pkg[field] ?? {}))
    .filter((name) => packagesOf(forbidden).test(name))
    .map((name) => `${folder}/package.json: ${name}`);
}

function walk(): { files: number; violations: string[] } {
  let files = 0;
  const violations: string[] = [];
  for (const { folder, forbidden, tests } of rules.filter((rule) => existsSync(join(repo, rule.folder)))) {
    violations.push(...dependenciesAbove(folder, forbidden, tests));
    for (const file of sourcesUnder(join(repo, folder))) {
      if (!tests && testFile.test(file)) continue;
      files += 1;
      violations.push(...importsAbove(file, readFileSync(file, 'utf8'), forbidden));
    }
  }
  return { files, violations };
}

describe('the arrows out of the domain', () => {
  it('no file under schema/, content-model/ or read-model/ (tests included) imports the gateway, testing, site or admin packages; the site imports neither the schema nor the gateway', () => {
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

  it('the site may import read-model and content-model, not the schema', () => {
    const file = join(repo, 'site/src/load/example.ts');
    const text = [
      "import { cacheKeys } from '@tessera/read-model';",
      "import { isSlug } from '@tessera/content-model';",
      "import type { Ctx } from '@tessera/schema';",
      "import { x } from '../../../schema/src/context';",
    ].join('\n');
    expect(importsAbove(file, text, ['schema', 'gateway'])).toEqual(['site/src/load/example.ts: @tessera/schema', 'site/src/load/example.ts: ../../../schema/src/context']);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/*
 * How schema's product files (tests and test support aside) may import each other, checked on
 * every import the compiler sees: `import`, `import type`, `export … from`, `import('…')` types
 * and dynamic imports, resolved as tsc resolves them.
 *
 * 1. No import cycle, type imports included.
 * 2. Features meet only through each other's entry (DESIGN.md "Feature folders"). A folder in
 *    `shared` is used by every feature as it is. A file of any other folder (a feature) is
 *    reached from outside its folder only when it is part of the feature's entry:
 *    - its entities (`*.entity.ts`, `*.entities.ts`: relations across features are fine),
 *    - its resolver and routes (`*.resolver.ts`, `*.routes.ts`: wired by graphql/ and http/),
 *    - the modules it lists in `entries` below: small modules of functions (and the types of
 *      their answers) that other features may call. An entry is never a repository or an
 *      operation: another feature neither queries a feature's tables nor calls its use cases.
 *    The root files (`context.ts`, which declares what services look like, and `index.ts`, the
 *    package's API for the gateway) may import any module; the cycle check still holds them.
 * 3. For the same reason, no SQL written in a feature names another feature's table (the tables
 *    are read from the entities' `tableName` and `pivotTable`). The owning feature exports a
 *    function that answers, or the SQL condition itself (pages/file-usage.ts
 *    `shownOnPublishedPageSql`) when the caller's statement must stay one.
 */

const root = __dirname;

/** Folders every feature uses as they are: plumbing, not features. blocks/ is the content model. */
const shared = ['blocks', 'db', 'errors', 'events', 'graphql', 'http', 'mail', 'metrics', 'operations', 'storage', 'validation'];

/** What each feature lets other features import besides its entities, resolver and routes. */
const entries: Record<string, string[]> = {
  audit: ['record-audit', 'forget-user', 'audit-trail', 'audit-csv'],
  auth: ['authorize', 'permissions', 'password', 'account-access', 'throttle', 'tokens', 'installation-secret'],
  contact: ['contact-rules'],
  media: ['crop', 'file-references', 'image-work', 'served-file-facts'],
  menus: ['page-in-menus', 'remove-page-from-menus', 'replace-menu'],
  pages: ['file-usage', 'page-lookup', 'page-rules', 'page.types', 'published-pages', 'redirect-facts', 'reusable-block-usage', 'publication', 'title-duplicates'],
  'reusable-blocks': ['file-usage', 'published-reusable-blocks', 'reusable-block-publication', 'reusable-block-rules', 'reusable-block-event'],
  releases: [],
  search: [],
  settings: ['locales', 'site-settings'],
  'site-content': ['file-usage'],
  tags: ['page-tags'],
  users: ['register-user', 'user-directory', 'user.rest', 'user.types', 'user.view'],
};

const isProductFile = (file: string) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !/\.test(-support)?\.ts$/.test(file);

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // test-support/ wires a whole domain for schema's tests, as the gateway does for production.
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : productFiles(path);
    return isProductFile(entry.name) ? [path] : [];
  });
}

const compilerOptions = (() => {
  const configPath = join(root, '..', 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath)).options;
})();

/** Every module specifier in the file, whatever the kind of import. */
function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The product files each product file imports, as paths relative to schema/src. */
function importGraph(): Map<string, string[]> {
  const files = productFiles(root);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imported = specifiersOf(file)
      .map((specifier) => ts.resolveModuleName(specifier, file, compilerOptions, ts.sys).resolvedModule?.resolvedFileName)
      .filter((resolved): resolved is string => resolved !== undefined && known.has(resolved));
    graph.set(
      relative(root, file).split(sep).join('/'),
      [...new Set(imported)].map((path) => relative(root, path).split(sep).join('/')),
    );
  }
  return graph;
}

/** Each import cycle (a strongly connected group of files), as its files in order around one circle. */
function cycles(graph: Map<string, string[]>): string[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return groups.map((group) => `${group.length} files (${group.sort().join(', ')}), e.g. ${circleThrough(graph, new Set(group)).join(' -> ')}`).sort();
}

/** One path around the group from its first file back to it (breadth first, so a short one). */
function circleThrough(graph: Map<string, string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}

const folderOf = (file: string) => (file.includes('/') ? file.split('/')[0] : null);

function isEntry(feature: string, file: string): boolean {
  const name = file.slice(feature.length + 1).replace(/\.ts$/, '');
  return /\.(entity|entities|resolver|routes)$/.test(name) || (entries[feature] ?? []).includes(name);
}

/** Imports into another feature's internals, as `importer -> imported`. */
function reachesIntoFeatures(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [file, imported] of graph) {
    const from = folderOf(file);
    if (from === null) continue;
    for (const target of imported) {
      const feature = folderOf(target);
      if (feature === null || feature === from || shared.includes(feature)) continue;
      if (!isEntry(feature, target)) found.push(`${file} -> ${target}`);
    }
  }
  return found.sort();
}

/** The tables each folder's entities declare. */
function tableOwners(graph: Map<string, string[]>): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of graph.keys()) {
    if (!/\.(entity|entities)\.ts$/.test(file)) continue;
    for (const [, table] of readFileSync(join(root, file), 'utf8').matchAll(/(?:tableName|pivotTable): '([a-z_]+)'/g)) owners.set(table, folderOf(file)!);
  }
  return owners;
}

/** The text of every string and template literal in the file: where its SQL is. */
function literalsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** SQL in a feature's files naming another feature's table, as `file: table (owner)`. */
function queriesOfOthersTables(graph: Map<string, string[]>): string[] {
  const owners = tableOwners(graph);
  const found = new Set<string>();
  for (const file of graph.keys()) {
    const from = folderOf(file);
    if (from === null || shared.includes(from)) continue;
    for (const text of literalsOf(join(root, file))) {
      for (const [, table] of text.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi)) {
        const owner = owners.get(table);
        if (owner && owner !== from) found.add(`${file}: ${table} (${owner})`);
      }
    }
  }
  return [...found].sort();
}

describe('the imports of schema/src', () => {
  const graph = importGraph();

  it('sees the product files and their imports (the check can fail)', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('pages/operations/delete-page.ts')).toContain('pages/publication.ts');
    expect(graph.get('media/image-info.ts')).toContain('context.ts');
    expect(
      cycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['c.ts']],
          ['c.ts', ['a.ts']],
        ]),
      ),
    ).toEqual(['3 files (a.ts, b.ts, c.ts), e.g. a.ts -> b.ts -> c.ts -> a.ts']);
    expect(reachesIntoFeatures(new Map([['media/x.ts', ['pages/page.repository.ts', 'pages/file-usage.ts', 'db/unit-of-work.ts']]]))).toEqual(['media/x.ts -> pages/page.repository.ts']);
  });

  it('has no import cycle, type imports included', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('reaches another feature only through its entry', () => {
    expect(reachesIntoFeatures(graph)).toEqual([]);
  });

  it("writes no SQL naming another feature's table", () => {
    expect(tableOwners(graph).get('page_file_usage')).toBe('pages');
    expect(queriesOfOthersTables(graph)).toEqual([]);
  });

  it('lists as entries only modules that exist, never a repository or an operation', () => {
    const listed = Object.entries(entries).flatMap(([feature, names]) => names.map((name) => `${feature}/${name}.ts`));
    expect(listed.filter((file) => !graph.has(file))).toEqual([]);
    expect(listed.filter((file) => /\.repository\.ts$|\/operations\//.test(file))).toEqual([]);
    expect(Object.keys(entries).filter((feature) => shared.includes(feature))).toEqual([]);
  });
});

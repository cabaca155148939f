#!/usr/bin/env node
/**
 * Scaffolds an admin remote: `npm run create-remote -- --name reports [--dir path]`.
 * Copies scripts/remote-template/ into remotes/<name> (or --dir), fills in the names, links the
 * checkout's node_modules when the folder lies outside it, and generates its GraphQL types.
 * What the remote may rely on is docs/remotes.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const template = join(repo, 'scripts', 'remote-template');

/** Names Tessera's own admin apps use (their federation names are admin_<folder>). */
const reserved = new Set(['admin-kit', 'admin-shell', 'admin-pages', 'admin-media', 'admin-users', 'admin-site']);

function fail(message) {
  console.error(`create-remote: ${message}`);
  process.exit(1);
}

/** Lowercase letters, digits and single dashes, starting with a letter: a folder, a route and (with _) a JS name. */
export function nameProblem(name) {
  if (!name) return 'give the remote a name: --name <name>';
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) return `"${name}" is not a valid name: use lowercase letters, digits and single dashes, starting with a letter (e.g. "reports" or "shop-orders")`;
  if (name.length > 40) return `"${name}" is longer than 40 characters`;
  if (reserved.has(name) || existsSync(join(repo, name))) return `"${name}" is taken by a folder of Tessera itself`;
  return null;
}

function placeholders(name, dir) {
  const words = name.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  const kit = JSON.parse(readFileSync(join(repo, 'admin-kit', 'package.json'), 'utf8'));
  return {
    __FEDERATION_NAME__: `remote_${words.join('_')}`,
    __PASCAL__: pascal,
    __TITLE__: words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' '),
    __ROUTE__: `/${name}`,
    __NAME__: name,
    __REPO__: relative(dir, repo).split(sep).join('/') || '.',
    __KIT_VERSION__: kit.version,
    // Away from the admin's own development ports (3001-3004).
    __DEV_PORT__: String(3100 + ([...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 800)),
  };
}

function fill(text, values) {
  return Object.entries(values).reduce((out, [key, value]) => out.replaceAll(key, value), text);
}

function copyTemplate(from, to, values) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = join(from, entry);
    const target = join(to, fill(entry, values));
    if (statSync(source).isDirectory()) copyTemplate(source, target, values);
    else writeFileSync(target, fill(readFileSync(source, 'utf8'), values));
  }
}

function main() {
  const { values: args } = parseArgs({ options: { name: { type: 'string' }, dir: { type: 'string' } } });
  const problem = nameProblem(args.name);
  if (problem) fail(problem);
  const name = args.name;
  // npm runs scripts in the repository's root; --dir is meant from where the command was typed.
  const dir = args.dir ? resolve(process.env.INIT_CWD ?? process.cwd(), args.dir) : join(repo, 'remotes', name);
  if (existsSync(dir)) fail(`${dir} exists already; choose another --name or --dir`);

  copyTemplate(template, dir, placeholders(name, dir));
  // Outside the checkout Node would not find its packages from the new folder upwards.
  if (relative(repo, dir).startsWith('..')) symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');

  const codegen = spawnSync(join(repo, 'node_modules', '.bin', 'graphql-codegen'), ['--config', 'codegen.yml', '--silent'], { cwd: dir, stdio: 'inherit' });
  if (codegen.status !== 0) fail(`the GraphQL types were not generated (graphql-codegen exited with ${codegen.status}); run \`npm run codegen\` in ${dir}`);

  const shown = relative(process.env.INIT_CWD ?? process.cwd(), dir) || '.';
  console.log(`Created the admin remote "${name}" in ${shown}.

  cd ${shown}
  npm run build      # dist/ with mf-manifest.json, to deploy on any static host
  npm test           # its browser test (build Tessera first: npm run build in the repository)

Add it at run time with TESSERA_ADMIN_REMOTES: see ${join(shown, 'README.md')} and docs/remotes.md.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

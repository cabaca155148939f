#!/usr/bin/env node
/**
 * `npm start`'s prestart: builds every package (lerna, as `npm run build` does) only when a built
 * output is missing or older than what it is built from, so a second start on a built tree goes
 * straight to the server instead of spending a minute rebuilding what has not changed.
 *
 * A package is stale when its `dist/` is missing, or when any of its inputs (its own files outside
 * node_modules and dist, the admin-kit sources an admin app bundles, the root package and
 * TypeScript configuration, the lock file) was modified after the newest file of its `dist/`.
 * The time of the last complete build (stamped by the root postbuild) counts as built too.
 * `TESSERA_BUILD=always` builds anyway; `TESSERA_BUILD=never` skips the check (a deploy that built
 * in an earlier step).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootInputs = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.browser.json', 'codegen.yml'].map((file) => join(root, file));
const skipped = new Set(['node_modules', 'dist', '.turbo', 'coverage']);
/**
 * Written after every complete `npm run build` (its postbuild): lerna's cache leaves outputs it
 * already holds untouched, so a package's dist can be older than an input the build has seen.
 */
const stampFile = join(root, 'node_modules', '.tessera-build-stamp');

/** Newest modification time (ms) of the files under a path; null when there are none. */
function newestFile(path) {
  let newest = null;
  const visit = (current) => {
    let stats;
    try {
      stats = statSync(current);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(current)) if (!skipped.has(entry)) visit(join(current, entry));
    } else if (newest === null || stats.mtimeMs > newest) {
      newest = stats.mtimeMs;
    }
  };
  visit(path);
  return newest;
}

function newestOutput(dist) {
  let newest = null;
  const visit = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) visit(path);
      else {
        const mtime = statSync(path).mtimeMs;
        if (newest === null || mtime > newest) newest = mtime;
      }
    }
  };
  try {
    visit(dist);
  } catch {
    return null;
  }
  return newest;
}

/** The reason a package must be built, or null when its dist is newer than all its inputs. */
function stampTime() {
  try {
    return statSync(stampFile).mtimeMs;
  } catch {
    return 0;
  }
}

function staleReason(packageDir, extraInputs = []) {
  const output = newestOutput(join(packageDir, 'dist'));
  if (output === null) return 'not built yet';
  const built = Math.max(output, stampTime());
  for (const input of [packageDir, ...extraInputs, ...rootInputs]) {
    const changed = newestFile(input);
    if (changed !== null && changed > built) return `${input.replace(`${root}/`, '')} changed since the last build`;
  }
  return null;
}

function main() {
  if (process.argv.includes('--stamp')) {
    writeFileSync(stampFile, `${new Date().toISOString()}\n`);
    return;
  }
  const mode = process.env.TESSERA_BUILD ?? 'auto';
  if (mode === 'never') return;
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const reasons = [];
  if (mode === 'always') reasons.push('TESSERA_BUILD=always');
  for (const workspace of workspaces) {
    const dir = join(root, workspace);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    if (!manifest.scripts?.build) continue;
    const extra = workspace.startsWith('admin-') ? [join(root, 'admin-kit')] : [];
    const reason = staleReason(dir, extra);
    if (reason) reasons.push(`${workspace}: ${reason}`);
  }
  if (reasons.length === 0) {
    console.log('tessera: the build is up to date (TESSERA_BUILD=always rebuilds)');
    return;
  }
  console.log(`tessera: building (${reasons.join('; ')})`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}

main();

/// <reference types="node" />
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * What the translation tests of the admin packages check texts with (tests only: it reads the
 * file system).
 */

export type Tree = { [key: string]: string | Tree };

/** Every text of a locale file by its dotted key. */
export function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const texts = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const entry of flatten(value, path)) texts.set(...entry);
    else texts.set(path, value);
  }
  return texts;
}

export function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{\{[^}]+\}\}/g) ?? [])].sort();
}

/** The literal translation keys a source file uses: in calls of `t` and in `labelKey` properties. */
export function keysUsedIn(source: string): string[] {
  const calls = [...source.matchAll(/\bt\(\s*(['"])([^'"\\\n]+)\1\s*[,)]/g)].map((match) => match[2]);
  const labels = [...source.matchAll(/\blabelKey:\s*(['"])([^'"\\\n]+)\1/g)].map((match) => match[2]);
  return [...calls, ...labels];
}

export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

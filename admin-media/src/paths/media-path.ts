import { isValidMediaName, joinMediaPath } from '@tessera/content-model';

/**
 * Folder paths of the media library as the server writes them: `/` is the root, `/a/b` a folder
 * below it. Names are unique in a folder whatever their case, so paths compare case-insensitively.
 */
export const rootPath = '/';

/** The server's rule for a file or folder name (content-model's media-names.ts, which says why): V_12 otherwise. */
export { isValidMediaName as isValidName };

/** Canonical form of a path typed or read from a URL: leading slash, no empty segments, no trailing slash. */
export function normalizePath(path: string | null | undefined): string {
  const segments = (path ?? '').split('/').filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

export { joinMediaPath as joinPath };

export function parentOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? rootPath : path.slice(0, cut);
}

export function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function samePath(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Whether `path` is `ancestor` itself or lies below it. */
export function isWithin(path: string, ancestor: string): boolean {
  const lower = path.toLowerCase();
  const above = ancestor.toLowerCase();
  return above === rootPath || lower === above || lower.startsWith(`${above}/`);
}

export interface Crumb {
  /** The folder's name; null for the root, which the screen names in the interface language. */
  name: string | null;
  path: string;
}

/** The breadcrumb trail of a folder: the root, then each folder down to this one. */
export function breadcrumbsOf(path: string): Crumb[] {
  const segments = normalizePath(path).split('/').filter(Boolean);
  return [{ name: null, path: rootPath }, ...segments.map((name, index) => ({ name, path: `/${segments.slice(0, index + 1).join('/')}` }))];
}

/**
 * Whether a folder may go into `target`: not into itself or a folder below it, and not where it
 * already is.
 */
export function canMoveFolderInto(folderPath: string, target: string): boolean {
  return !isWithin(target, folderPath) && !samePath(parentOf(folderPath), target);
}

/**
 * A name no file or folder in the folder has yet (whatever the case): the name itself, else
 * `base-2.ext`, `base-3.ext`, …
 */
export function freeName(wanted: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  if (!used.has(wanted.toLowerCase())) return wanted;
  const dot = wanted.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}${extension}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

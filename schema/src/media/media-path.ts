import { CodedError } from '../errors/coded-error';

/**
 * Library paths are `/`-separated names under the root `/`. Anything that could leave the
 * library or confuse a file system or a URL is V_12: `.`/`..`, empty segments, backslashes,
 * NUL and control characters (C0, DEL, C1), names over 255 characters. So are the marks that
 * make a name show other than it is: the bidirectional controls (U+202E turns `gpj.exe` into a
 * name that reads `exe.jpg`), the invisible direction marks, and line and paragraph separators.
 * Refused rather than stripped, as every other bad character is: a name is never changed behind
 * the user's back (the admin names the refused file).
 */
const badName = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\\/]|^\s|\s$/u;

export function isValidName(name: string): boolean {
  return name.length > 0 && name.length <= 255 && name !== '.' && name !== '..' && !badName.test(name);
}

/** A file or folder name, or V_12 on `property`. */
export function checkName(name: string, property: string): string {
  const normalized = name.normalize('NFC');
  if (!isValidName(normalized)) throw new CodedError('V_12', property);
  return normalized;
}

/** A folder path in canonical form (`/`, `/a/b`), or V_12 on `property`. Relative paths are read from the root. */
export function checkPath(raw: string, property: string): string {
  const path = raw.normalize('NFC');
  if (path.length > 1024 || path.includes('\u0000')) throw new CodedError('V_12', property);
  const segments = path.split('/').filter((segment, index, all) => !(segment === '' && (index === 0 || index === all.length - 1)));
  if (segments.some((segment) => !isValidName(segment))) throw new CodedError('V_12', property);
  return `/${segments.join('/')}`;
}

export function joinPath(directory: string, name: string): string {
  return directory === '/' ? `/${name}` : `${directory}/${name}`;
}

export function parentOf(path: string): { parent: string; name: string } {
  const cut = path.lastIndexOf('/');
  return { parent: cut <= 0 ? '/' : path.slice(0, cut), name: path.slice(cut + 1) };
}

/** Whether `path` is `ancestor` or lies below it. */
export function isWithin(path: string, ancestor: string): boolean {
  return ancestor === '/' || path === ancestor || path.startsWith(`${ancestor}/`);
}

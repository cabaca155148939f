import { isValidMediaName, joinMediaPath } from '@tessera/content-model';
import { CodedError } from '../errors/coded-error';

/** The name rule and the joining of paths are content-model's (media-names.ts says why), which the admin checks with too. */
export { isValidMediaName as isValidName, joinMediaPath as joinPath };

/** A file or folder name, or V_12 on `property`. */
export function checkName(name: string, property: string): string {
  const normalized = name.normalize('NFC');
  if (!isValidMediaName(normalized)) throw new CodedError('V_12', property);
  return normalized;
}

/** A folder path in canonical form (`/`, `/a/b`), or V_12 on `property`. Relative paths are read from the root. */
export function checkPath(raw: string, property: string): string {
  const path = raw.normalize('NFC');
  if (path.length > 1024 || path.includes('\u0000')) throw new CodedError('V_12', property);
  const segments = path.split('/').filter((segment, index, all) => !(segment === '' && (index === 0 || index === all.length - 1)));
  if (segments.some((segment) => !isValidMediaName(segment))) throw new CodedError('V_12', property);
  return `/${segments.join('/')}`;
}

export function parentOf(path: string): { parent: string; name: string } {
  const cut = path.lastIndexOf('/');
  return { parent: cut <= 0 ? '/' : path.slice(0, cut), name: path.slice(cut + 1) };
}

/** Whether `path` is `ancestor` or lies below it. */
export function isWithin(path: string, ancestor: string): boolean {
  return ancestor === '/' || path === ancestor || path.startsWith(`${ancestor}/`);
}

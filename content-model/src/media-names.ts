/**
 * A name of a file or folder in the media library, the server's rule and the admin's. Library
 * paths are `/`-separated names under the root `/`. Anything that could leave the library or
 * confuse a file system or a URL is refused (V_12): `.`/`..`, empty names, backslashes, NUL and
 * control characters (C0, DEL, C1), names over 255 characters. So are the marks that make a name
 * show other than it is: the bidirectional controls (U+202E turns `gpj.exe` into a name that reads
 * `exe.jpg`), the invisible direction marks, and line and paragraph separators. Refused rather
 * than stripped, as every other bad character is: a name is never changed behind the user's back
 * (the admin names the refused file).
 */
const badName = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\\/]|^\s|\s$/u;

export function isValidMediaName(name: string): boolean {
  return name.length > 0 && name.length <= 255 && name !== '.' && name !== '..' && !badName.test(name);
}

/** The path of `name` in the folder `directory` (`/` is the root). */
export function joinMediaPath(directory: string, name: string): string {
  return directory === '/' ? `/${name}` : `${directory}/${name}`;
}

/** `%term%` for ILIKE, with `%`, `_` and a backslash in the term matching themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `term%` for LIKE: entries that begin with the term, the same characters matching themselves. */
export function prefixPattern(term: string): string {
  return `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

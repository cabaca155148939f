/*
 * A longest-common-subsequence diff with a bound on its work: the word diff of rich text and the
 * order of blocks in a version comparison. The table is n·m cells; a shared budget caps the cells
 * one comparison may fill, and past it the middle that differs is answered as removed and added.
 */

/** One piece of a word diff: text both sides have, text only the new side has, or only the old. */
export interface WordPart {
  op: 'equal' | 'insert' | 'delete';
  text: string;
}

/** The most table cells one comparison fills in all (4 million: a few tens of milliseconds). */
export const maxDiffCells = 4_000_000;

/** What is left of a comparison's work; shared by every diff of one comparison. */
export interface DiffBudget {
  cells: number;
}

export const diffBudget = (cells = maxDiffCells): DiffBudget => ({ cells });

/**
 * The index pairs [i, j] of a longest common subsequence of `a` and `b` (equal by `same`), in
 * order. The common start and end are matched first; when the rest's table is over the budget,
 * the rest matches nothing.
 */
export function commonPairs<T>(a: readonly T[], b: readonly T[], budget: DiffBudget, same: (x: T, y: T) => boolean = Object.is): Array<[number, number]> {
  let start = 0;
  while (start < a.length && start < b.length && same(a[start], b[start])) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && same(a[endA - 1], b[endB - 1])) {
    endA--;
    endB--;
  }
  const head = Array.from({ length: start }, (_, i): [number, number] => [i, i]);
  const tail = Array.from({ length: a.length - endA }, (_, i): [number, number] => [endA + i, endB + i]);
  const n = endA - start;
  const m = endB - start;
  const cells = (n + 1) * (m + 1);
  if (n === 0 || m === 0 || cells > budget.cells) return [...head, ...tail];
  budget.cells -= cells;
  // lengths[i][j]: the LCS length of a[start+i..endA) and b[start+j..endB), kept in one row-major array.
  const width = m + 1;
  const lengths = new Uint32Array(cells);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] = same(a[start + i], b[start + j]) ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const middle: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (same(a[start + i], b[start + j])) {
      middle.push([start + i, start + j]);
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) i++;
    else j++;
  }
  return [...head, ...middle, ...tail];
}

const wordsOf = (text: string): string[] => (text.trim() === '' ? [] : text.trim().split(/\s+/));

/** Appends words to the last part when it has the same op, so the parts alternate. */
function pushWords(parts: WordPart[], op: WordPart['op'], words: readonly string[]): void {
  if (words.length === 0) return;
  const last = parts[parts.length - 1];
  if (last?.op === op) last.text += ` ${words.join(' ')}`;
  else parts.push({ op, text: words.join(' ') });
}

/** The word-level difference of two plain texts (white space separates words, and is not kept). */
export function diffWords(before: string, after: string, budget: DiffBudget = diffBudget()): WordPart[] {
  const a = wordsOf(before);
  const b = wordsOf(after);
  const parts: WordPart[] = [];
  let i = 0;
  let j = 0;
  for (const [pi, pj] of [...commonPairs(a, b, budget), [a.length, b.length] as [number, number]]) {
    pushWords(parts, 'delete', a.slice(i, pi));
    pushWords(parts, 'insert', b.slice(j, pj));
    if (pi < a.length) pushWords(parts, 'equal', [a[pi]]);
    i = pi + 1;
    j = pj + 1;
  }
  return parts;
}

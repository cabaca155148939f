import { commonPairs, diffBudget, diffWords } from './word-diff';

describe('the word diff', () => {
  it('answers equal, deleted and inserted words in order', () => {
    expect(diffWords('the quick brown fox', 'the slow brown dog jumps')).toEqual([
      { op: 'equal', text: 'the' },
      { op: 'delete', text: 'quick' },
      { op: 'insert', text: 'slow' },
      { op: 'equal', text: 'brown' },
      { op: 'delete', text: 'fox' },
      { op: 'insert', text: 'dog jumps' },
    ]);
    expect(diffWords('same  text', 'same text')).toEqual([{ op: 'equal', text: 'same text' }]);
    expect(diffWords('', 'new words')).toEqual([{ op: 'insert', text: 'new words' }]);
    expect(diffWords('old', '')).toEqual([{ op: 'delete', text: 'old' }]);
    expect(diffWords('', '')).toEqual([]);
  });

  it('finds a longest common order of keys', () => {
    expect(commonPairs(['a', 'b', 'c', 'd'], ['a', 'c', 'b', 'd'], diffBudget())).toHaveLength(3);
    expect(commonPairs(['a', 'b'], ['b', 'a'], diffBudget()).length).toBe(1);
  });

  it('stops filling the table past its budget: the differing middle is removed and added, the ends still match', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `w${i}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, i) => (i % 2 ? `w${i}` : `x${i}`)).join(' ');
    const budget = diffBudget(1_000_000);
    const started = Date.now();
    const parts = diffWords(`start ${before} end`, `start ${after} end`, budget);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(parts.map((part) => part.op)).toEqual(['equal', 'delete', 'insert', 'equal']);
    expect(budget.cells).toBe(1_000_000);

    const small = diffBudget(100);
    expect(diffWords('a b c', 'a x c', small)).toEqual([
      { op: 'equal', text: 'a' },
      { op: 'delete', text: 'b' },
      { op: 'insert', text: 'x' },
      { op: 'equal', text: 'c' },
    ]);
    expect(small.cells).toBe(96);
  });
});

import { normalizeTagName, tagNameProblem } from './tag-rules';

describe('tag name rules', () => {
  it('normalizes: composed, trimmed, one space between words', () => {
    expect(normalizeTagName('  Cafe\u0301   Culture \t')).toBe('Café Culture');
    expect(normalizeTagName('Café Culture')).toBe(normalizeTagName('Cafe\u0301 Culture'));
  });

  it('accepts letters of any script, digits, spaces and - _ & .', () => {
    for (const name of ['News', 'Ελληνικά', '日本語', 'हिन्दी', 'ภาษาไทย', 'Rock & Roll', 'node.js', 'snake_case-2024', '.NET', 'Ünïcödé 42']) {
      expect([name, tagNameProblem(normalizeTagName(name))]).toEqual([name, null]);
    }
  });

  it('refuses other characters with V_12', () => {
    for (const name of ['a/b', '<b>', 'tab\tinside', 'line\nbreak', '50%', 'semi;colon', "it's", 'party 🎉', 'x²', '\u0301accent', 'non\u00a0breaking']) {
      expect([name, tagNameProblem(normalizeTagName(name))]).toEqual([name, 'V_12']);
    }
  });

  it('an empty name is V_01; more than 64 characters is V_14, counted as characters, not UTF-16 units', () => {
    expect(tagNameProblem(normalizeTagName('   '))).toBe('V_01');
    expect(tagNameProblem('a'.repeat(64))).toBeNull();
    expect(tagNameProblem('a'.repeat(65))).toBe('V_14');
    // 64 letters outside the Basic Multilingual Plane: 128 UTF-16 units, 64 characters.
    expect(tagNameProblem('𠀀'.repeat(64))).toBeNull();
    expect(tagNameProblem('𠀀'.repeat(65))).toBe('V_14');
  });
});

import { csvCell, csvLine } from './audit-csv';

describe('a CSV cell', () => {
  it('is the text as it is when nothing in it needs care', () => {
    expect(csvCell('page.published')).toBe('page.published');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('is quoted, quotes doubled, when it holds a comma, a quote or a line break', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell({ note: 'a,b' })).toBe('"{""note"":""a,b""}"');
  });

  it.each(['=1+1', '+31 6', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('starts %j with an apostrophe, so no spreadsheet runs it', (text) => {
    expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell(text)).toContain(text);
  });

  it('leaves a sign inside the text alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('ann@example.com')).toBe('ann@example.com');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
  });
});

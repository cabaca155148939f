import { z } from 'zod';
import { CodedError } from '../errors/coded-error';
import { email, entityId, flag, pageIndex, pageSize, parseInput, requiredString, sortColumn, sortOrder } from './parse-input';

function errorsOf(schema: z.ZodTypeAny, raw: unknown) {
  try {
    parseInput(schema, raw);
    return [];
  } catch (error) {
    if (!(error instanceof CodedError)) throw error;
    return error.errors;
  }
}

describe('parseInput', () => {
  const schema = z.object({ email: email(), name: requiredString(5), nested: z.object({ n: z.number() }).optional() }).strict();

  it('maps missing, malformed, too long and unknown fields to catalogue codes with their property', () => {
    expect(errorsOf(schema, { name: 'abcdef', email: 'nope', nested: { n: 'x' }, extra: 1 })).toEqual([
      { code: 'V_02', property: 'email' },
      { code: 'V_14', property: 'name' },
      { code: 'V_12', property: 'nested.n' },
      { code: 'V_12', property: 'extra' },
    ]);
    expect(errorsOf(schema, {})).toEqual([
      { code: 'V_01', property: 'email' },
      { code: 'V_01', property: 'name' },
    ]);
  });

  it('treats blank text as missing and lowercases e-mail', () => {
    expect(errorsOf(schema, { email: ' ', name: '   ' })).toEqual([
      { code: 'V_01', property: 'email' },
      { code: 'V_01', property: 'name' },
    ]);
    expect(parseInput(schema, { email: ' Ann@Example.COM ', name: 'Ann' }).email).toBe('ann@example.com');
  });

  it('refuses text with a NUL character anywhere, which PostgreSQL cannot store', () => {
    expect(errorsOf(schema, { email: 'a@b.co', name: 'a\u0000b', nested: { n: 1 } })).toEqual([{ code: 'V_12', property: 'name' }]);
  });

  it('refuses a lone surrogate in a value or a key (reported on the object holding the key), and takes a pair', () => {
    const loose = z.object({ name: z.string(), tags: z.array(z.string()), data: z.record(z.string()) });
    for (const bad of ['\ud800', 'a\udfff', '\udc00\ud800', '\ud83e']) {
      expect(errorsOf(loose, { name: bad, tags: ['ok', bad], data: { [bad]: 'x', ok: bad } })).toEqual([
        { code: 'V_12', property: 'name' },
        { code: 'V_12', property: 'tags.1' },
        { code: 'V_12', property: 'data' },
        { code: 'V_12', property: 'data.ok' },
      ]);
    }
    expect(parseInput(loose, { name: 'crab 🦀', tags: ['🦀'], data: { '🦀': '🦀' } }).name).toBe('crab 🦀');
  });
});

describe('the spec client forms (docs/rest-api.md)', () => {
  const list = z.object({ pageIndex: pageIndex(), pageSize: pageSize(), columnToSort: sortColumn(['updatedAt', 'createdAt', 'title'] as const, 'updatedAt'), sortOrder: sortOrder() });

  it('reads sort words, digits as text and blanks as the defaults', () => {
    for (const word of ['created', 'createdAt', 'created_at', 'CREATED-AT', 'Created At']) {
      expect(parseInput(list, { columnToSort: word }).columnToSort).toBe('createdAt');
    }
    expect(parseInput(list, { pageIndex: '2', pageSize: ' 10 ', columnToSort: 'Title', sortOrder: 'DESC' })).toEqual({ pageIndex: 2, pageSize: 10, columnToSort: 'title', sortOrder: 'desc' });
    expect(parseInput(list, { pageIndex: null, pageSize: '', columnToSort: '', sortOrder: null })).toEqual({ pageIndex: 0, pageSize: 25, columnToSort: 'updatedAt', sortOrder: 'asc' });
  });

  it('refuses anything else with V_12 on the field', () => {
    expect(errorsOf(list, { pageIndex: '1.5', pageSize: true, columnToSort: 'title_at', sortOrder: 'up' })).toEqual([
      { code: 'V_12', property: 'pageIndex' },
      { code: 'V_12', property: 'pageSize' },
      { code: 'V_12', property: 'columnToSort' },
      { code: 'V_12', property: 'sortOrder' },
    ]);
  });

  it('reads ids from digits, a missing or null id as V_01, and flags from "true"/"false"', () => {
    const schema = z.object({ id: entityId(), shared: flag(), links: flag(false) });
    expect(parseInput(schema, { id: '12', shared: 'true', links: null })).toEqual({ id: 12, shared: true, links: false });
    expect(errorsOf(schema, { id: null })).toEqual([{ code: 'V_01', property: 'id' }]);
    expect(errorsOf(schema, { id: '1e3', shared: 'yes' })).toEqual([
      { code: 'V_12', property: 'id' },
      { code: 'V_12', property: 'shared' },
    ]);
  });
});

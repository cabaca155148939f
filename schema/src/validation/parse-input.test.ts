import { z } from 'zod';
import { CodedError } from '../errors/coded-error';
import { email, parseInput, requiredString } from './parse-input';

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
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { printTesseraSchema } from './build-schema';

describe('schema.graphql', () => {
  it('is the schema the code builds (run `npm run schema:emit` after changing a resolver)', () => {
    const committed = readFileSync(join(__dirname, '..', '..', 'schema.graphql'), 'utf8');
    expect(printTesseraSchema()).toBe(committed);
  });
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printTesseraSchema } from './graphql/build-schema';

/** Writes schema/schema.graphql, the committed contract a test keeps in step with the code. */
const target = join(__dirname, '..', 'schema.graphql');
writeFileSync(target, printTesseraSchema());
console.log(`wrote ${target}`);

/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, Kind, validate, type DocumentNode } from 'graphql';
import * as kitDocuments from './auth.documents';
import * as usersDocuments from '../../../admin-users/src/users.documents';

/**
 * The admin's GraphQL documents are typed by hand (graphql-codegen cannot be installed from the
 * registry here), so this keeps them honest: every one must validate against the committed
 * schema.graphql, which itself is checked against the server's resolvers.
 */
const schema = buildSchema(readFileSync(join(__dirname, '../../../schema/schema.graphql'), 'utf8'));

function documentsOf(module: Record<string, unknown>): Array<[string, DocumentNode]> {
  return Object.entries(module).filter((entry): entry is [string, DocumentNode] => (entry[1] as DocumentNode)?.kind === Kind.DOCUMENT);
}

describe('admin GraphQL documents', () => {
  const all = [...documentsOf(kitDocuments), ...documentsOf(usersDocuments)];

  it('exist', () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
  });

  it.each(all)('%s validates against schema.graphql', (_name, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});

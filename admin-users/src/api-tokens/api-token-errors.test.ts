import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client';
import { apiTokenErrors } from './api-token-errors';

const refused = (errors: Array<{ code: string; property?: string }>) => new CombinedGraphQLErrors({ errors: errors.map(({ code, property }) => ({ message: code, extensions: { code, property } })) });

describe('apiTokenErrors', () => {
  it('puts a refused permission name on the list of permissions and keeps the rest as they are', () => {
    expect(
      apiTokenErrors(
        refused([
          { code: 'V_12', property: 'permissions.1' },
          { code: 'UM_01', property: 'permissions' },
          { code: 'V_12', property: 'expiresAt' },
        ]),
      ),
    ).toEqual([
      { code: 'V_12', property: 'permissions' },
      { code: 'UM_01', property: 'permissions' },
      { code: 'V_12', property: 'expiresAt' },
    ]);
  });
});

import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';

export interface GraphQLContext {
  csrfOk: boolean;
}

/**
 * Mutations need the same CSRF proof as REST writes; queries do not, so API consumers can read
 * without a session. Checked once the operation type is known.
 */
export const csrfPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation === 'mutation' && !contextValue.csrfOk) {
          throw new GraphQLError('The token is not valid.', {
            extensions: { code: 'V_04', property: 'csrf', http: { status: 403 } },
          });
        }
      },
    };
  },
};

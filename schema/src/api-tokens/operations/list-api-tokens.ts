import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { ApiTokenRepository } from '../api-token.repository';
import { presentApiToken, type ApiTokenView } from '../api-token.view';

/** Every token of the installation, newest first: name, permissions, creator, dates; never the token. */
export const listApiTokens = defineOperation({
  name: 'listApiTokens',
  access: 'manage-api-tokens',
  input: z.object({}),
  async run(ctx): Promise<ApiTokenView[]> {
    return (await new ApiTokenRepository(ctx.em).list()).map(presentApiToken);
  },
});

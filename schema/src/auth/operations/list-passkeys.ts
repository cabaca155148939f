import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { PasskeyRepository } from '../passkey.repository';
import { presentPasskey, type PasskeyView } from '../passkey.view';

/** The signed-in person's own passkeys, oldest first. */
export const listPasskeys = defineOperation({
  name: 'listPasskeys',
  access: 'signed-in',
  tokens: 'never',
  input: z.object({}),
  async run(ctx): Promise<PasskeyView[]> {
    return (await new PasskeyRepository(ctx.em).listOf(ctx.viewer!.id)).map(presentPasskey);
  },
});

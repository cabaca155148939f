import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';

/** Whether a machine translation engine is configured (TESSERA_MT_URL), so the editor offers it. */
export const machineTranslationAvailable = defineOperation({
  name: 'machineTranslationAvailable',
  access: 'signed-in',
  input: z.object({}).strict(),
  async run(ctx): Promise<boolean> {
    return ctx.services.machineTranslator !== undefined;
  },
});

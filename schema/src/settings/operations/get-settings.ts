import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { SettingsRepository } from '../settings.repository';

export const getSettings = defineOperation({
  name: 'getSettings',
  access: 'public',
  input: z.object({}).passthrough(),
  run: (ctx) => new SettingsRepository(ctx.em).read(),
});

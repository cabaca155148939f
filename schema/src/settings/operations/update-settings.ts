import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { supportedLocales } from '../locales';
import { SettingsRepository } from '../settings.repository';

const locale = z.enum(supportedLocales, { message: 'V_12' });

export const updateSettings = defineOperation({
  name: 'updateSettings',
  access: 'manage-settings',
  input: z
    .object({
      availableLocales: z.array(locale).min(1, 'V_01').max(supportedLocales.length),
      defaultLocale: locale,
      customSlugLocales: z.array(locale).default([]),
    })
    .strict()
    .refine((s) => s.availableLocales.includes(s.defaultLocale), { message: 'V_12', path: ['defaultLocale'] })
    .refine((s) => s.customSlugLocales.every((l) => s.availableLocales.includes(l)), { message: 'V_12', path: ['customSlugLocales'] }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const settings = { ...input, availableLocales: [...new Set(input.availableLocales)], customSlugLocales: [...new Set(input.customSlugLocales)] };
      await new SettingsRepository(tx.em).write(settings);
      recordAudit(tx, { action: 'settings.updated', subject: { type: 'settings', id: 'site' }, details: { ...settings } });
      tx.emit('settings.changed', { ...settings });
      return settings;
    }),
});

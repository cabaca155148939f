import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
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
  async run(ctx, input) {
    const settings = { ...input, availableLocales: [...new Set(input.availableLocales)], customSlugLocales: [...new Set(input.customSlugLocales)] };
    await new SettingsRepository(ctx.em).write(settings);
    recordAudit(ctx, { action: 'settings.updated', subject: { type: 'settings', id: 'site' }, details: settings as unknown as Record<string, unknown> });
    await ctx.em.flush();
    await ctx.services.events.emit('settings.changed', settings as unknown as Record<string, unknown>);
    return settings;
  },
});

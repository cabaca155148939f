import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { pagesPerLocale } from '../../pages/page-lookup';
import { supportedLocales } from '../locales';
import { SettingsRepository } from '../settings.repository';
import { lockLocales } from '../site-settings';

const locale = z.enum(supportedLocales, { message: 'V_12' });

/**
 * Refuses (ST_01, property `availableLocales`) to drop a locale that pages still use: their
 * URLs, translations and menus would point at a locale the site no longer serves. The details
 * name the locales and their page counts so the admin can say which.
 */
async function refuseRemovingUsedLocales(em: EntityManager, current: string[], next: string[]): Promise<void> {
  const removed = current.filter((l) => !next.includes(l));
  const used = await pagesPerLocale(em, removed);
  if (used.length === 0) return;
  throw new CodedError('ST_01', 'availableLocales').withDetails({ locales: used });
}

/**
 * Refuses (ST_02, property `availableLocales`) to drop the stored default locale, even when the
 * same save names another default: the language of the site's root changes only in a save that
 * says so and keeps the old default, never as the side effect of removing a language.
 */
function refuseRemovingDefaultLocale(currentDefault: string, next: string[]): void {
  if (!next.includes(currentDefault)) throw new CodedError('ST_02', 'availableLocales').withDetails({ locale: currentDefault });
}

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
      const repository = new SettingsRepository(tx.em);
      // Pages being created in a locale finish first (or wait), so the count below sees them.
      await lockLocales(tx, 'change');
      const current = await repository.read();
      refuseRemovingDefaultLocale(current.defaultLocale, settings.availableLocales);
      await refuseRemovingUsedLocales(tx.em, current.availableLocales, settings.availableLocales);
      await repository.write(settings);
      recordAudit(tx, { action: 'settings.updated', subject: { type: 'settings', id: 'site' }, details: { ...settings } });
      tx.emit('settings.changed', { ...settings });
      return settings;
    }),
});

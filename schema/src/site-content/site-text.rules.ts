import { z } from 'zod';
import type { Ctx } from '../context';
import { CodedError } from '../errors/coded-error';
import { siteSettings } from '../settings/site-settings';
import { siteTextKeys } from './site-text.shapes';

/** Which text, in which locale: a known key (V_12 `key`) and a locale written like `nl-nl`. */
export const siteTextAddress = {
  key: z.enum(siteTextKeys, { errorMap: (_issue, ctx) => ({ message: ctx.data === undefined ? 'V_01' : 'V_12' }) }),
  locale: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().toLowerCase().min(1, 'V_01'),
};

/** Texts exist only for the locales the site offers (V_12 `locale`). */
export async function requireAvailableLocale(ctx: Ctx, locale: string): Promise<void> {
  const settings = await siteSettings(ctx);
  if (!settings.availableLocales.includes(locale)) throw new CodedError('V_12', 'locale');
}

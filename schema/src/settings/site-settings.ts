import type { Ctx } from '../context';
import { CodedError } from '../errors/coded-error';
import { SettingsRepository, type SiteSettings } from './settings.repository';

/*
 * What other features may ask of the settings feature (pages, menus, site content); they never
 * read the settings table or its repository themselves.
 */

export type { SiteSettings };

export function siteSettings(ctx: Pick<Ctx, 'em'>): Promise<SiteSettings> {
  return new SettingsRepository(ctx.em).read();
}

/** A locale the site offers, or V_12 on `property`. */
export async function requireLocale(ctx: Pick<Ctx, 'em'>, locale: string, property = 'locale'): Promise<void> {
  const settings = await siteSettings(ctx);
  if (!settings.availableLocales.includes(locale)) throw new CodedError('V_12', property);
}

import type { Ctx } from '../context';
import type { TxCtx } from '../db/unit-of-work';
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

/** The address the contact form mails to, set by a settings manager; never in the public settings. */
const contactRecipientKey = 'contactRecipientEmail';

/** Where contact form messages go, or null when nobody set an address. */
export async function contactRecipientEmail(ctx: Pick<Ctx, 'em'>): Promise<string | null> {
  const value = await new SettingsRepository(ctx.em).readPrivate(contactRecipientKey);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Sets (or, with null, clears) the contact form's recipient in the caller's transaction. */
export async function setContactRecipientEmail(tx: TxCtx, email: string | null): Promise<void> {
  await new SettingsRepository(tx.em).writePrivate(contactRecipientKey, email);
}

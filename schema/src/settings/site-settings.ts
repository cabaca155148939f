import type { Ctx } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { CodedError } from '../errors/coded-error';
import { defaultSettings, SettingsRepository, type SiteSettings } from './settings.repository';

/*
 * What other features may ask of the settings feature (pages, menus, site content); they never
 * read the settings table or its repository themselves.
 */

export type { SiteSettings };

export function siteSettings(ctx: Pick<Ctx, 'em'>): Promise<SiteSettings> {
  return new SettingsRepository(ctx.em).read();
}

/**
 * Held until the transaction ends: a change of the site's locales (exclusive) and the writes that
 * put a page in a locale (shared) take turns, so a locale cannot be removed while a page is
 * being created in it (the removal would not see the page yet, the creation would not see the
 * removal).
 */
export async function lockLocales(tx: TxCtx, mode: 'change' | 'use'): Promise<void> {
  await tx.em.execute(`select ${mode === 'change' ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared'}(hashtext('tessera:locales'))`);
}

/**
 * Inside a transaction that puts a page in `locale`: takes the locales lock (shared) and checks
 * the locale against the stored settings as they are now (V_12 on `property`).
 */
export async function useLocale(tx: TxCtx, locale: string, property = 'locale'): Promise<void> {
  await lockLocales(tx, 'use');
  // Read with SQL, not through the entity manager: an entity loaded before the lock would be reused.
  const [row] = await tx.em.execute<Array<{ value: unknown }>>(`select value from setting where key = 'availableLocales'`);
  const stored = typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value;
  const available: string[] = Array.isArray(stored) ? stored : defaultSettings.availableLocales;
  if (!available.includes(locale)) throw new CodedError('V_12', property);
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

/** What the first start made (gateway seed/greeting.ts): the home page and the version it wrote. */
export interface FirstStartGreeting {
  pageId: number;
  versionId: number;
}

const greetingKey = 'firstStartGreeting';

/** Records the first start's greeting in the caller's transaction (never public). */
export async function recordGreeting(tx: TxCtx, greeting: FirstStartGreeting): Promise<void> {
  await new SettingsRepository(tx.em).writePrivate(greetingKey, greeting);
}

/** The first start's greeting, or null on an installation that was not greeted (seeded, older). */
export async function firstStartGreeting(ctx: Pick<Ctx, 'em'>): Promise<FirstStartGreeting | null> {
  const value = (await new SettingsRepository(ctx.em).readPrivate(greetingKey)) as Partial<FirstStartGreeting> | null;
  return value && typeof value.pageId === 'number' && typeof value.versionId === 'number' ? { pageId: value.pageId, versionId: value.versionId } : null;
}

const twoFactorRolesKey = 'twoFactorRoles';

/** The roles whose users must sign in with a second factor (auth's two-factor sign-in); none by default. */
export async function twoFactorRoles(ctx: Pick<Ctx, 'em'>): Promise<string[]> {
  const value = await new SettingsRepository(ctx.em).readPrivate(twoFactorRolesKey);
  return Array.isArray(value) ? value.filter((role): role is string => typeof role === 'string') : [];
}

export async function setTwoFactorRoles(tx: TxCtx, roles: string[]): Promise<void> {
  await new SettingsRepository(tx.em).writePrivate(twoFactorRolesKey, roles.length > 0 ? roles : null);
}

const auditRetentionKey = 'auditRetentionDays';

/** How many days audit entries are kept (the audit feature's retention job); null: for ever, the default. */
export async function auditRetentionDays(ctx: Pick<Ctx, 'em'>): Promise<number | null> {
  const value = await new SettingsRepository(ctx.em).readPrivate(auditRetentionKey);
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** Sets (or, with null, clears: for ever) the audit log's retention in the caller's transaction. */
export async function setAuditRetentionDays(tx: TxCtx, days: number | null): Promise<void> {
  await new SettingsRepository(tx.em).writePrivate(auditRetentionKey, days);
}

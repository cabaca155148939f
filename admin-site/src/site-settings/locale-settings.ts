import { CombinedGraphQLErrors } from '@apollo/client';
import { supportedLocales } from '@tessera/content-model';

/** The four locales Tessera supports (content-model's, the server's list), in the order offered. */
export { supportedLocales };

export interface LocaleSettings {
  availableLocales: string[];
  defaultLocale: string;
  customSlugLocales: string[];
}

const inSupportedOrder = (locales: string[]) => supportedLocales.filter((locale) => locales.includes(locale));

/**
 * Just the settings, whatever else the object carries (a query result's `__typename`): what the
 * form edits and what it sends as `SettingsInput`.
 */
export function localeSettingsOf(settings: LocaleSettings): LocaleSettings {
  return { availableLocales: [...settings.availableLocales], defaultLocale: settings.defaultLocale, customSlugLocales: [...settings.customSlugLocales] };
}

/**
 * Switches a locale on or off. Off also takes it out of the custom slug locales; the default
 * cannot go (the server refuses that with ST_02: another default is chosen and saved first).
 */
export function toggleAvailable(settings: LocaleSettings, locale: string, on: boolean): LocaleSettings {
  if (on) return { ...settings, availableLocales: inSupportedOrder([...settings.availableLocales, locale]) };
  if (locale === settings.defaultLocale) return settings;
  return {
    ...settings,
    availableLocales: settings.availableLocales.filter((l) => l !== locale),
    customSlugLocales: settings.customSlugLocales.filter((l) => l !== locale),
  };
}

/** The locales that cannot be switched off: the default of the form and the saved one, until another is saved. */
export function lockedLocales(saved: LocaleSettings, draft: LocaleSettings): string[] {
  return [...new Set([draft.defaultLocale, saved.defaultLocale])];
}

/** Custom slugs only for available locales. */
export function toggleCustomSlug(settings: LocaleSettings, locale: string, on: boolean): LocaleSettings {
  const chosen = on ? [...settings.customSlugLocales, locale] : settings.customSlugLocales.filter((l) => l !== locale);
  return { ...settings, customSlugLocales: inSupportedOrder(chosen.filter((l) => settings.availableLocales.includes(l))) };
}

/** The locales the draft takes away from the saved settings (the server refuses those that have pages). */
export function removedLocales(saved: LocaleSettings, draft: LocaleSettings): string[] {
  return saved.availableLocales.filter((locale) => !draft.availableLocales.includes(locale));
}

/** The locales (with their page counts) an ST_01 refusal names in its details; empty for other errors. */
export function refusedLocales(error: unknown): { locale: string; pages: number }[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) => {
    const details = (e.extensions as { code?: string; details?: { locales?: unknown } } | undefined)?.details;
    const locales = Array.isArray(details?.locales) ? details.locales : [];
    return locales.filter((entry): entry is { locale: string; pages: number } => typeof entry?.locale === 'string' && typeof entry?.pages === 'number');
  });
}

/** Whether two settings say the same. */
export function sameSettings(a: LocaleSettings, b: LocaleSettings): boolean {
  return a.defaultLocale === b.defaultLocale && a.availableLocales.join() === b.availableLocales.join() && a.customSlugLocales.join() === b.customSlugLocales.join();
}

/** A checkbox group's new values as one locale switched on or off (the one that differs). */
export function applyToggle(settings: LocaleSettings, before: string[], after: string[], toggle: (settings: LocaleSettings, locale: string, on: boolean) => LocaleSettings): LocaleSettings {
  const added = after.find((locale) => !before.includes(locale));
  if (added) return toggle(settings, added, true);
  const dropped = before.find((locale) => !after.includes(locale));
  return dropped ? toggle(settings, dropped, false) : settings;
}

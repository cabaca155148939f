import type { Language } from './language';
import type { Messages as InterfaceTexts } from './locales/en';

/**
 * admin-kit's interface texts, one chunk per language: a browser fetches only the language it
 * shows (and another when the user switches), never all four. The signed-out screens and the
 * application load through the same chunks, so signing in fetches nothing again.
 */
export const interfaceTexts: Record<Language, () => Promise<InterfaceTexts>> = {
  en: () => import('./locales/en').then((texts) => texts.en),
  nl: () => import('./locales/nl').then((texts) => texts.nl),
  de: () => import('./locales/de').then((texts) => texts.de),
  fr: () => import('./locales/fr').then((texts) => texts.fr),
};

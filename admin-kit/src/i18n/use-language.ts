import { useTranslation } from 'react-i18next';
import { languageOf, type Language } from './language';

/**
 * The interface's language, for the API calls whose answers carry the content model's texts
 * (page and block types, their fields and options: `blockTypes(locale:)`, `pageTypes(locale:)`),
 * so a screen names them in the editor's words. It changes, and the query with it, when the
 * editor switches language.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n.language);
}

import { Select } from '@tessera/admin-kit/mantine';
import { changeLanguage, languageOf } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';

const languages = ['en', 'nl', 'de', 'fr'] as const;

/** Switches the interface language (en-gb, nl-nl, de-de, fr-fr; the region is stripped). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      label={t('language.label')}
      size="xs"
      w={150}
      data={languages.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      value={languageOf(i18n.language)}
      onChange={(value) => value && void changeLanguage(i18n, value)}
      allowDeselect={false}
      data-testid="language-switch"
    />
  );
}

import { Badge, Group, Text } from '@tessera/admin-kit/mantine';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';
import type { OverviewPageFieldsFragment } from '../generated/graphql';
import { localeLabel } from '@tessera/admin-kit';
import { stateBadgesOf } from './page-state';
import { readable } from '@tessera/admin-kit';

type Translation = OverviewPageFieldsFragment['translations'][number];

/** The locales a page also exists in, each a link to that translation's editor, coloured by its state. */
export function TranslationBadges({ page }: { page: OverviewPageFieldsFragment }) {
  const { t, i18n } = useTranslation();
  if (page.translations.length === 0) {
    return (
      <Text size="sm" c={readable.muted} data-testid={`page-translations-${page.id}`}>
        {t('pages.overview.noTranslations')}
      </Text>
    );
  }
  const describe = (translation: Translation) => {
    const state = stateBadgesOf(translation)
      .map((badge) => t(badge.labelKey))
      .join(', ');
    return t('pages.overview.translationLink', { locale: translation.locale, language: localeLabel(translation.locale, i18n.language), title: translation.title, state });
  };
  return (
    <Group gap={4} wrap="wrap" data-testid={`page-translations-${page.id}`}>
      {page.translations.map((translation) => (
        <Badge
          key={translation.pageID}
          component={Link}
          to={`/page/${translation.pageID}`}
          variant="dot"
          color={stateBadgesOf(translation)[0].color}
          aria-label={describe(translation)}
          title={describe(translation)}
          tt="none"
          data-locale={translation.locale}
          data-state={stateBadgesOf(translation)[0].state}
        >
          {translation.locale}
        </Badge>
      ))}
    </Group>
  );
}

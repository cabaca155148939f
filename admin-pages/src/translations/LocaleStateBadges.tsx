import { Badge, Group } from '@tessera/admin-kit/mantine';
import { localeLabel } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';
import './register-texts';
import { localeStateColors, localeStateLabelKeys, localeStateOf, sortedByLocale } from './locale-states';

interface LocaleState {
  locale: string;
  pageId?: number | null;
  state: string;
}

/**
 * Each locale of the site with the page's state in it (missing, draft, in review, published,
 * outdated): the badge says the locale and the state in words, the dot's colour is a second sign.
 * A locale the page exists in links to that page's editor.
 */
export function LocaleStateBadges({ pageId, locale, states }: { pageId: number; locale: string; states: readonly LocaleState[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={4} wrap="wrap" data-testid={`page-locale-states-${pageId}`}>
      {sortedByLocale(states, locale).map((each) => {
        const state = localeStateOf(each.state);
        const stateText = t(localeStateLabelKeys[state]);
        const label = t('pages.translationWorkflow.localeStates.label', { locale: each.locale, language: localeLabel(each.locale, i18n.language), state: stateText });
        const common = { variant: 'dot', color: localeStateColors[state], tt: 'none', title: label, 'data-locale': each.locale, 'data-state': state } as const;
        const text = `${each.locale} · ${stateText}`;
        return each.pageId ? (
          <Badge key={each.locale} component={Link} to={`/page/${each.pageId}`} aria-label={label} {...common}>
            {text}
          </Badge>
        ) : (
          <Badge key={each.locale} {...common}>
            {text}
          </Badge>
        );
      })}
    </Group>
  );
}

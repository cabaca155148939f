import { Badge, Group } from '@tessera/admin-kit/mantine';
import { formatDate } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { stateBadgesOf, type PublicationFacts, type ScheduleFacts } from './page-state';

/**
 * The publication state of a page as translated badges. The dot variant keeps the text in the
 * body colour (readable on any background); the dot's colour tells the states apart at a glance.
 */
export function PageStateBadges({ page, testId }: { page: PublicationFacts & ScheduleFacts; testId?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={4} wrap="wrap" data-testid={testId}>
      {stateBadgesOf(page).map((badge) => (
        <Badge key={badge.state} variant="dot" color={badge.color} data-state={badge.state}>
          {t(badge.labelKey)}
        </Badge>
      ))}
      {page.scheduledPublishAt && (
        <Badge variant="dot" color="violet" data-state="scheduled">
          {t('pages.schedule.badge.publish', { time: formatDate(page.scheduledPublishAt, i18n.language, true) })}
        </Badge>
      )}
      {page.scheduledUnpublishAt && (
        <Badge variant="dot" color="violet" data-state="scheduled-unpublish">
          {t('pages.schedule.badge.unpublish', { time: formatDate(page.scheduledUnpublishAt, i18n.language, true) })}
        </Badge>
      )}
    </Group>
  );
}

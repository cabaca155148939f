import { Badge, Group } from '@tessera/admin-kit/mantine';
import { useTranslation } from 'react-i18next';
import { stateBadgesOf, type PublicationFacts } from './page-state';

/**
 * The publication state of a page as translated badges. The dot variant keeps the text in the
 * body colour (readable on any background); the dot's colour tells the states apart at a glance.
 */
export function PageStateBadges({ page, testId }: { page: PublicationFacts; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap" data-testid={testId}>
      {stateBadgesOf(page).map((badge) => (
        <Badge key={badge.state} variant="dot" color={badge.color} data-state={badge.state}>
          {t(badge.labelKey)}
        </Badge>
      ))}
    </Group>
  );
}

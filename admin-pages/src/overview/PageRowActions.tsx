import { ActionIcon, Button, Group, Menu } from '@tessera/admin-kit/mantine';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';
import type { OverviewPageFieldsFragment } from '../generated/graphql';
import type { RowAction } from './row-actions';
import { readable } from '@tessera/admin-kit';

/**
 * Edit (a link to the editor) and a menu of the other actions of a page row, holding only those
 * the user's permissions allow (the menu is left out when none remain).
 */
export function PageRowActions(props: { page: OverviewPageFieldsFragment; allowed: RowAction[]; onAction: (action: RowAction, page: OverviewPageFieldsFragment) => void }) {
  const { t } = useTranslation();
  const { page, allowed } = props;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" component={Link} to={`/page/${page.id}`} aria-label={t('pages.overview.actions.editNamed', { title: page.title })} data-testid={`page-edit-${page.id}`}>
        {t('pages.overview.actions.edit')}
      </Button>
      {allowed.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" size="md" aria-label={t('pages.overview.actions.more', { title: page.title })} data-testid={`page-actions-${page.id}`}>
              <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                <circle cx="5" cy="12" r="2" />
                <circle cx="12" cy="12" r="2" />
                <circle cx="19" cy="12" r="2" />
              </svg>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {allowed.includes('duplicate') && (
              <Menu.Item onClick={() => props.onAction('duplicate', page)} data-testid="page-action-duplicate">
                {t('pages.overview.actions.duplicate')}
              </Menu.Item>
            )}
            {allowed.includes('translate') && (
              <Menu.Item onClick={() => props.onAction('translate', page)} data-testid="page-action-translate">
                {t('pages.overview.actions.translate')}
              </Menu.Item>
            )}
            {allowed.includes('delete') && (
              <Menu.Item color={readable.danger} onClick={() => props.onAction('delete', page)} data-testid="page-action-delete">
                {t('pages.overview.actions.delete')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

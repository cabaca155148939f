import { Badge, Group, List, Text } from '@tessera/admin-kit/mantine';
import { useTranslation } from 'react-i18next';
import { isPublished, type UsedPage, type UsedSiteContent } from './used-pages';

/** The pages that use a file: title, slug, locale and whether it is on the site. */
export function UsedPagesList({ pages, testId }: { pages: UsedPage[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <List size="sm" spacing={4} data-testid={testId}>
      {pages.map((page) => (
        <List.Item key={page.id} data-testid="used-page">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={500}>
              {page.title}
            </Text>
            <Text size="xs" c="dimmed">
              /{page.slug.replace(/^\//, '')} · {page.locale}
            </Text>
            <Badge size="xs" variant="light" color={isPublished(page) ? 'green' : 'gray'}>
              {isPublished(page) ? t('media.delete.published') : t('media.delete.notPublished')}
            </Badge>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** The certificates and team members that show a file, and whether the site shows them. */
export function UsedSiteContentList({ items, testId }: { items: UsedSiteContent[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <List size="sm" spacing={4} data-testid={testId}>
      {items.map((item) => (
        <List.Item key={`${item.kind}-${item.id}`} data-testid="used-site-content">
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {item.kind === 'certificate' ? t('media.delete.certificate') : t('media.delete.teamMember')}
            </Text>
            <Text size="sm" fw={500}>
              {item.title}
            </Text>
            <Badge size="xs" variant="light" color={item.active ? 'green' : 'gray'}>
              {item.active ? t('media.delete.shown') : t('media.delete.hidden')}
            </Badge>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

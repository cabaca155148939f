import { Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isPublished, type UsedPage } from './used-pages';

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

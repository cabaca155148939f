import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Loader, Paper, Stack, Table, Text, Title } from '@tessera/admin-kit/mantine';
import { CloseButton } from '@tessera/admin-kit/mantine-more';
import { codedErrors } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';
import { TagPagesDocument } from '../generated/graphql';
import { ActionErrors } from '@tessera/admin-kit';
import { localeLabel } from '@tessera/admin-kit';
import { readable } from '@tessera/admin-kit';

/** The tag whose pages the screen shows. */
export interface ChosenTag {
  id: number;
  name: string;
}

/** The pages that carry a tag (title, language, published or not), each a link to its editor. */
export function TagPagesPanel(props: { tag: ChosenTag; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const pages = useQuery(TagPagesDocument, { variables: { tagId: props.tag.id }, fetchPolicy: 'network-only' });
  const titleId = `tag-pages-title-${props.tag.id}`;

  const body = () => {
    const result = pages.data?.tagPages;
    if (!result && pages.error) return <ActionErrors message={t('pages.tags.pages.loadFailed')} errors={codedErrors(pages.error)} testId="tag-pages-error" />;
    if (!result) return <Loader size="sm" aria-label={t('app.loading')} />;
    if (result.items.length === 0) {
      return (
        <Text c={readable.muted} data-testid="tag-pages-empty">
          {t('pages.tags.pages.empty')}
        </Text>
      );
    }
    return (
      <Stack gap="xs">
        <Text size="sm" data-testid="tag-pages-total">
          {result.total > result.items.length ? t('pages.tags.pages.firstOnly', { total: result.total, shown: result.items.length }) : t('pages.tags.pages.total', { total: result.total })}
        </Text>
        <Table striped aria-labelledby={titleId} data-testid="tag-pages-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pages.tags.pages.columns.title')}</Table.Th>
              <Table.Th>{t('pages.tags.pages.columns.locale')}</Table.Th>
              <Table.Th>{t('pages.tags.pages.columns.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.items.map((page) => (
              <Table.Tr key={page.id} data-testid={`tag-page-row-${page.id}`}>
                <Table.Td>
                  <Anchor component={Link} to={`/page/${page.id}`} c={readable.link} data-testid={`tag-page-link-${page.id}`}>
                    {page.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{localeLabel(page.locale, i18n.language)}</Table.Td>
                <Table.Td>
                  <Badge variant="outline" color={page.published ? readable.confirm : readable.muted}>
                    {page.published ? t('pages.tags.pages.published') : t('pages.tags.pages.notPublished')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-testid="tag-pages-panel" data-tag-id={props.tag.id}>
      <Stack>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3" id={titleId}>
            {t('pages.tags.pages.title', { name: props.tag.name })}
          </Title>
          <CloseButton aria-label={t('pages.tags.pages.close')} onClick={props.onClose} data-testid="tag-pages-close" />
        </Group>
        {body()}
      </Stack>
    </Paper>
  );
}

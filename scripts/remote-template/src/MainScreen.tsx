import { useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { Button, Group, Loader, Stack, Table, Text, Title } from '@tessera/admin-kit/mantine';
import { codedErrors, ErrorList, formatDate, useLanguage } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { __PASCAL__BlockTypesDocument, __PASCAL__LatestActivityDocument } from './generated/graphql';
import './messages';

/**
 * __ROUTE__: the latest entries of the audit log. The shell mounts it inside its layout, behind
 * the route's permission (federation.json), with admin-kit's providers around it: the Apollo
 * client, the signed-in user, i18n and notifications.
 */
export default function MainScreen() {
  const { t, i18n } = useTranslation();
  const { data, error, loading, refetch } = useQuery(__PASCAL__LatestActivityDocument, { variables: { query: { pageSize: 10 } } });
  // Types and fields are named in the editor's language (English where the config gives only
  // that): ask with the interface's language, and the query runs again when it changes.
  const blockTypes = useQuery(__PASCAL__BlockTypesDocument, { variables: { locale: useLanguage() } });

  const refresh = async () => {
    await refetch();
    notifications.show({ message: t('__FEDERATION_NAME__.refreshed'), color: 'green' });
  };

  const entries = data?.auditLog.items ?? [];
  return (
    <Stack maw={900} data-testid="__NAME__-screen">
      <Group justify="space-between">
        <Title order={1}>{t('__FEDERATION_NAME__.title')}</Title>
        <Button variant="light" onClick={refresh} loading={loading} data-testid="__NAME__-refresh">
          {t('__FEDERATION_NAME__.refresh')}
        </Button>
      </Group>
      <Text data-testid="__NAME__-intro">{t('__FEDERATION_NAME__.intro')}</Text>
      {blockTypes.data && (
        <Text size="sm" data-testid="__NAME__-block-types">
          {t('__FEDERATION_NAME__.blockTypes')} {blockTypes.data.blockTypes.map((type) => type.label).join(', ')}
        </Text>
      )}
      {error && <ErrorList errors={codedErrors(error)} />}
      {!data && loading && <Loader size="sm" aria-label={t('app.loading')} />}
      {data && entries.length === 0 && <Text data-testid="__NAME__-empty">{t('__FEDERATION_NAME__.empty')}</Text>}
      {entries.length > 0 && (
        <Table striped data-testid="__NAME__-entries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('__FEDERATION_NAME__.when')}</Table.Th>
              <Table.Th>{t('__FEDERATION_NAME__.who')}</Table.Th>
              <Table.Th>{t('__FEDERATION_NAME__.what')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{formatDate(entry.at, i18n.language, true)}</Table.Td>
                <Table.Td>{entry.actorEmail ?? t('__FEDERATION_NAME__.system')}</Table.Td>
                <Table.Td>{entry.action}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

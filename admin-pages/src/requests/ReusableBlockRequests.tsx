import { useQuery } from '@apollo/client/react';
import { Anchor, Stack, Table, Text, Title } from '@tessera/admin-kit/mantine';
import { formatDate, readable, useAuth } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';
import { OpenReusableBlockRequestsDocument } from '../generated/graphql';

/**
 * The open requests to publish reusable blocks, oldest first, below the pages': block, version,
 * requester, comment and date. Each links to the block's screen, where a reviewer decides it.
 * Nothing shows while there are none.
 */
export function ReusableBlockRequests() {
  const { t, i18n } = useTranslation();
  const { hasPermission } = useAuth();
  const requests = useQuery(OpenReusableBlockRequestsDocument, { fetchPolicy: 'network-only', skip: !hasPermission('create-page') });
  const list = requests.data?.reusableBlockRequests ?? [];
  if (list.length === 0) return null;
  return (
    <Stack data-testid="reusable-block-requests">
      <Title order={2}>{t('pages.reusable.request.listTitle')}</Title>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pages.reusable.columns.name')}</Table.Th>
            <Table.Th>{t('pages.reusable.request.version')}</Table.Th>
            <Table.Th>{t('pages.requests.columns.requester')}</Table.Th>
            <Table.Th>{t('pages.requests.columns.comment')}</Table.Th>
            <Table.Th>{t('pages.requests.columns.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((request) => (
            <Table.Tr key={request.id} data-testid={`reusable-request-row-${request.id}`}>
              <Table.Td>
                <Anchor component={Link} to={`/reusable-blocks?edit=${request.blockID}`} c={readable.link}>
                  {request.blockName}
                </Anchor>
              </Table.Td>
              <Table.Td>{request.versionNumber}</Table.Td>
              <Table.Td>{request.requesterName ?? t('pages.requests.unknownUser')}</Table.Td>
              <Table.Td>
                {request.comment || (
                  <Text span size="sm" c={readable.muted}>
                    {t('pages.requests.noComment')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDate(request.createdAt, i18n.language, true)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

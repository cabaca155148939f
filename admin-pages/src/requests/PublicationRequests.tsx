import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Loader, Stack, Table, Text, Title } from '@tessera/admin-kit/mantine';
import { codedErrors, formatDate, useAuth } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';
import '../i18n';
import { OpenPublicationRequestsDocument } from '../generated/graphql';
import { ActionErrors } from '@tessera/admin-kit';
import { localeLabel } from '@tessera/admin-kit';
import { RequesterName } from './RequesterName';
import { ReusableBlockRequests } from './ReusableBlockRequests';
import { ReviewModal, type OpenRequest } from './ReviewModal';
import { readable } from '@tessera/admin-kit';

/**
 * The open publication requests, oldest first: page, language, requester, comment and date. A
 * reviewer (review-publication) opens one to accept or reject it; anyone else sees the list only.
 */
export default function PublicationRequests() {
  const { t, i18n } = useTranslation();
  const { hasPermission } = useAuth();
  const canReview = hasPermission('review-publication');
  // Read from the server each time the screen opens: requests arrive from other users, and a
  // list first shown from the cache would show the old ones.
  const requests = useQuery(OpenPublicationRequestsDocument, { fetchPolicy: 'network-only' });
  const [reviewing, setReviewing] = useState<OpenRequest | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);

  const open = (request: OpenRequest) => {
    setReviewing(request);
    setReviewOpen(true);
  };

  const list = requests.data?.publicationRequests ?? [];
  const body = () => {
    if (!requests.data && requests.error) return <ActionErrors message={t('pages.requests.loadFailed')} errors={codedErrors(requests.error)} />;
    if (!requests.data) return <Loader size="sm" aria-label={t('app.loading')} />;
    if (list.length === 0) {
      return (
        <Text c={readable.muted} data-testid="requests-empty">
          {t('pages.requests.empty')}
        </Text>
      );
    }
    return (
      <Table striped highlightOnHover data-testid="requests-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pages.requests.columns.page')}</Table.Th>
            <Table.Th>{t('pages.requests.columns.locale')}</Table.Th>
            <Table.Th>{t('pages.requests.columns.requester')}</Table.Th>
            <Table.Th>{t('pages.requests.columns.comment')}</Table.Th>
            <Table.Th>{t('pages.requests.columns.date')}</Table.Th>
            {canReview && <Table.Th>{t('pages.requests.columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((request) => (
            <Table.Tr key={request.id} data-testid={`request-row-${request.id}`}>
              <Table.Td>
                <Anchor component={Link} to={`/page/${request.pageID}`} c={readable.link}>
                  {request.pageTitle}
                </Anchor>
              </Table.Td>
              <Table.Td>{localeLabel(request.locale, i18n.language)}</Table.Td>
              <Table.Td>
                <RequesterName request={request} />
              </Table.Td>
              <Table.Td>
                {request.requesterComment || (
                  <Text span size="sm" c={readable.muted}>
                    {t('pages.requests.noComment')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDate(request.sentAt, i18n.language, true)}</Table.Td>
              {canReview && (
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => open(request)}
                    aria-label={t('pages.requests.reviewNamed', { title: request.pageTitle })}
                    data-testid={`request-review-${request.id}`}
                  >
                    {t('pages.requests.review')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  };

  return (
    <Stack data-testid="publication-requests">
      <Title order={1}>{t('pages.requests.title')}</Title>
      <Text c={readable.muted}>{t('pages.requests.intro')}</Text>
      {!canReview && (
        <Text size="sm" data-testid="requests-read-only">
          {t('pages.requests.readOnly')}
        </Text>
      )}
      {body()}
      <ReusableBlockRequests />
      <ReviewModal
        request={reviewing}
        opened={reviewOpen}
        onClose={() => setReviewOpen(false)}
        onDecided={() => {
          setReviewOpen(false);
          void requests.refetch();
        }}
      />
    </Stack>
  );
}

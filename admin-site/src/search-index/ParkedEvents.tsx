import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@tessera/admin-kit/mantine';
import { Card } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { codedErrors, formatDate, dialogActions, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { DiscardParkedEventDocument, ParkedEventsDocument, RetryParkedEventDocument, type ParkedEventsQuery } from '../generated/graphql';
import { ActionErrors } from '@tessera/admin-kit';
import { readable } from '@tessera/admin-kit';

type Parked = ParkedEventsQuery['parkedEvents']['items'][number];

/** While a retry is asked, the list is read again this often until the event has left it (or come back parked). */
const retryPollMs = 1_000;

/**
 * The events the background tasks (search indexing, and later ones) set aside after failing on
 * them several times: which task, which change, how often it failed and why (the message only),
 * and when. An administrator retries one (a single new attempt, in the background) or discards it.
 */
export function ParkedEvents() {
  const { t, i18n } = useTranslation();
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [failed, setFailed] = useState<'retry' | 'discard'>('retry');
  const [confirm, setConfirm] = useState<Parked | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [polling, setPolling] = useState(false);
  // Read again only while an asked retry is under way.
  const query = useQuery(ParkedEventsDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false, pollInterval: polling ? retryPollMs : 0 });
  const items = query.data?.parkedEvents.items ?? [];
  const retrying = items.some((item) => item.state === 'retrying');
  useEffect(() => setPolling(retrying), [retrying]);
  const [retry] = useMutation(RetryParkedEventDocument);
  const [discard] = useMutation(DiscardParkedEventDocument);

  const act = async (kind: 'retry' | 'discard', item: Parked) => {
    setBusy(item.id);
    setErrors([]);
    try {
      if (kind === 'retry') await retry({ variables: { id: item.id } });
      else await discard({ variables: { id: item.id } });
      notifications.show({ message: t(kind === 'retry' ? 'pages.searchIndex.parked.retried' : 'pages.searchIndex.parked.discarded') });
    } catch (error) {
      setFailed(kind);
      setErrors(codedErrors(error));
    } finally {
      setBusy(null);
      await query.refetch().catch(() => undefined);
    }
  };

  return (
    <Card component="section" withBorder aria-labelledby="parked-events-title" data-testid="parked-events">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="parked-events-title">
            {t('pages.searchIndex.parked.title')}
          </Title>
          {query.data && (
            <Badge variant="outline" color={query.data.parkedEvents.total > 0 ? readable.danger : readable.confirm} data-testid="parked-events-total">
              {t('pages.searchIndex.parked.total', { total: query.data.parkedEvents.total })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c={readable.muted}>
          {t('pages.searchIndex.parked.intro')}
        </Text>
        {query.error && !query.data && <ActionErrors message={t('pages.searchIndex.parked.loadFailed')} errors={codedErrors(query.error)} testId="parked-events-load-error" />}
        {!query.data && !query.error && <Loader size="sm" aria-label={t('app.loading')} />}
        {query.data && items.length === 0 && (
          <Text size="sm" data-testid="parked-events-none">
            {t('pages.searchIndex.parked.none')}
          </Text>
        )}
        <ActionErrors message={t(failed === 'retry' ? 'pages.searchIndex.parked.retryFailed' : 'pages.searchIndex.parked.discardFailed')} errors={errors} testId="parked-events-errors" />
        {items.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped data-testid="parked-events-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pages.searchIndex.parked.consumer')}</Table.Th>
                  <Table.Th>{t('pages.searchIndex.parked.type')}</Table.Th>
                  <Table.Th>{t('pages.searchIndex.parked.attempts')}</Table.Th>
                  <Table.Th>{t('pages.searchIndex.parked.lastError')}</Table.Th>
                  <Table.Th>{t('pages.searchIndex.parked.parkedAt')}</Table.Th>
                  <Table.Th>{t('common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id} data-testid="parked-event" data-id={item.id} data-state={item.state}>
                    <Table.Td>{item.consumer}</Table.Td>
                    <Table.Td>
                      {item.type}
                      {item.pageId !== null && item.pageId !== undefined && (
                        <Text size="xs" c={readable.muted}>
                          {t('pages.searchIndex.parked.page', { id: item.pageId })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{item.attempts}</Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="parked-event-error">
                        {item.lastError}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDate(item.parkedAt, i18n.language, true)}</Table.Td>
                    <Table.Td>
                      {item.state === 'retrying' ? (
                        <Text size="sm" c={readable.muted} role="status" data-testid="parked-event-retrying">
                          {t('pages.searchIndex.parked.retrying')}
                        </Text>
                      ) : (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            color={readable.primary}
                            loading={busy === item.id}
                            disabled={busy !== null}
                            aria-label={t('pages.searchIndex.parked.retryLabel', { id: item.id })}
                            data-testid="parked-event-retry"
                            onClick={() => void act('retry', item)}
                          >
                            {t('pages.searchIndex.parked.retry')}
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            color={readable.danger}
                            disabled={busy !== null}
                            aria-label={t('pages.searchIndex.parked.discardLabel', { id: item.id })}
                            data-testid="parked-event-discard"
                            onClick={() => setConfirm(item)}
                          >
                            {t('pages.searchIndex.parked.discard')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={t('pages.searchIndex.parked.confirmTitle')} centered data-testid="confirm-discard-modal">
        <Stack>
          <Text>{t('pages.searchIndex.parked.confirm')}</Text>
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={() => setConfirm(null)} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button
              color={readable.danger}
              data-testid="confirm-discard"
              onClick={() => {
                const item = confirm;
                setConfirm(null);
                if (item) void act('discard', item);
              }}
            >
              {t('pages.searchIndex.parked.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

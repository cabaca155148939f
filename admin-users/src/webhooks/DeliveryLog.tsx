import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@tessera/admin-kit/mantine';
import { Card, CloseButton } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { codedErrors, ErrorList, formatDate, Pager, pageCountOf, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readable } from './readable-colors';
import { SendWebhookAgainDocument, WebhookDeliveriesDocument, type WebhookDeliveryFieldsFragment as Delivery, type WebhookFieldsFragment as Webhook } from '../generated/graphql';

const pageSize = 25;

/** The attempts made at one endpoint, newest first, each with its outcome and a "send again". */
export function DeliveryLog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const query = useQuery(WebhookDeliveriesDocument, { variables: { webhookId: webhook.id, pageIndex, pageSize }, fetchPolicy: 'network-only' });
  const [sendAgain] = useMutation(SendWebhookAgainDocument);
  const log = query.data?.webhookDeliveries;

  const again = async (delivery: Delivery) => {
    setBusy(delivery.id);
    setErrors([]);
    try {
      const { data } = await sendAgain({ variables: { id: delivery.id } });
      const sent = data?.sendWebhookAgain;
      notifications.show(
        sent?.succeeded ? { color: 'green', message: t('webhooks.log.sendAgainSucceeded') } : { color: 'red', message: t('webhooks.log.sendAgainFailed', { error: sent?.error ?? '' }) },
      );
      setPageIndex(0);
      await query.refetch({ webhookId: webhook.id, pageIndex: 0, pageSize });
    } catch (error) {
      setErrors(codedErrors(error));
    } finally {
      setBusy(null);
    }
  };

  const result = (delivery: Delivery) =>
    delivery.succeeded ? (
      <Badge color={readable.ok} variant="outline">
        {t('webhooks.log.succeeded', { status: delivery.statusCode })}
      </Badge>
    ) : (
      <Stack gap={2}>
        <Badge color={readable.danger} variant="outline">
          {t('webhooks.log.failed')}
        </Badge>
        <Text size="xs" style={{ overflowWrap: 'anywhere' }} data-testid="webhook-delivery-error">
          {delivery.error}
        </Text>
      </Stack>
    );

  return (
    <Card component="section" withBorder aria-labelledby="webhook-log-title" data-testid="webhook-log">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="webhook-log-title" style={{ overflowWrap: 'anywhere' }}>
            {t('webhooks.log.title', { url: webhook.url })}
          </Title>
          <CloseButton onClick={onClose} aria-label={t('webhooks.log.close')} />
        </Group>
        <ErrorList errors={errors} />
        {query.error && !log && (
          <Stack gap="xs">
            <Text>{t('webhooks.log.loadFailed')}</Text>
            <ErrorList errors={codedErrors(query.error)} />
          </Stack>
        )}
        {!log && !query.error && <Loader size="sm" aria-label={t('app.loading')} />}
        {log && log.total === 0 && <Text size="sm">{t('webhooks.log.none')}</Text>}
        {log && log.total > 0 && (
          <>
            <Text size="sm" data-testid="webhook-log-total">
              {t('webhooks.log.total', { total: log.total })}
            </Text>
            <Table.ScrollContainer minWidth={720}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('webhooks.log.at')}</Table.Th>
                    <Table.Th>{t('webhooks.log.event')}</Table.Th>
                    <Table.Th>{t('webhooks.log.attempt')}</Table.Th>
                    <Table.Th>{t('webhooks.log.result')}</Table.Th>
                    <Table.Th>{t('webhooks.log.duration')}</Table.Th>
                    <Table.Th>{t('common.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.items.map((delivery) => (
                    <Table.Tr key={delivery.id} data-testid="webhook-delivery" data-succeeded={String(delivery.succeeded)} data-attempt={delivery.attempt}>
                      <Table.Td>{formatDate(delivery.at, i18n.language, true)}</Table.Td>
                      <Table.Td>
                        {delivery.eventType}
                        <Text size="xs">#{delivery.eventId}</Text>
                      </Table.Td>
                      <Table.Td>
                        {delivery.attempt}
                        {delivery.trigger === 'send-again' && <Text size="xs">{t('webhooks.log.sentAgain')}</Text>}
                      </Table.Td>
                      <Table.Td>{result(delivery)}</Table.Td>
                      <Table.Td>{t('webhooks.log.durationMs', { ms: delivery.durationMs })}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          loading={busy === delivery.id}
                          disabled={busy !== null}
                          aria-label={t('webhooks.log.sendAgainLabel', { eventId: delivery.eventId, attempt: delivery.attempt })}
                          data-testid="webhook-send-again"
                          onClick={() => void again(delivery)}
                        >
                          {t('webhooks.log.sendAgain')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager pageIndex={pageIndex} pageCount={pageCountOf(log.total, pageSize)} onPage={setPageIndex} />
          </>
        )}
      </Stack>
    </Card>
  );
}

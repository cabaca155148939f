import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { codedErrors, ErrorList, useAuth, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagedList } from '../ManagedList';
import { missingFields } from '../field-error';
import { CreateWebhookDocument, DeleteWebhookDocument, UpdateWebhookDocument, WebhooksDocument, type WebhookFieldsFragment as Webhook } from '../generated/graphql';
import { DeleteWebhookModal } from './DeleteWebhookModal';
import { DeliveryLog } from './DeliveryLog';
import { webhookErrors } from './webhook-errors';
import { WebhookFormModal, type WebhookFormValues } from './WebhookFormModal';
import { WebhookSecretModal } from './WebhookSecretModal';
import { readable } from './readable-colors';

type Dialog = { kind: 'form'; webhook: Webhook | null } | { kind: 'delete'; webhook: Webhook };

/** /cmsadmin/webhooks: the endpoints domain events are sent to, their delivery log and "send again" (manage-webhooks). */
export default function WebhooksScreen() {
  const { t } = useTranslation();
  const { hasPermission } = useAuth();
  const allowed = hasPermission('manage-webhooks');
  const query = useQuery(WebhooksDocument, { fetchPolicy: 'network-only', skip: !allowed });
  const [createWebhook, creating] = useMutation(CreateWebhookDocument);
  const [updateWebhook, updating] = useMutation(UpdateWebhookDocument);
  const [deleteWebhook, deleting] = useMutation(DeleteWebhookDocument);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);

  if (!allowed) {
    return (
      <Stack>
        <Title order={1}>{t('webhooks.title')}</Title>
        <ErrorList errors={[{ code: 'UM_01' }]} />
      </Stack>
    );
  }

  const open = (next: Dialog | null) => {
    setErrors([]);
    setDialog(next);
  };
  const done = async (message: string) => {
    open(null);
    notifications.show({ color: 'green', message });
    await query.refetch();
  };

  const save = async (values: WebhookFormValues) => {
    if (dialog?.kind !== 'form') return;
    const missing = missingFields({ webhookUrl: values.url, eventTypes: values.eventTypes.join(',') });
    setErrors(missing);
    if (missing.length > 0) return;
    const input = { url: values.url, description: values.description.trim() || null, eventTypes: values.eventTypes, active: values.active };
    try {
      if (dialog.webhook) {
        await updateWebhook({ variables: { id: dialog.webhook.id, input } });
        await done(t('webhooks.updated'));
      } else {
        const { data } = await createWebhook({ variables: { input, secret: values.secret.trim() || null } });
        setSecret(data?.createWebhook.secret ?? null);
        await done(t('webhooks.created'));
      }
    } catch (error) {
      setErrors(webhookErrors(error));
    }
  };

  const remove = async () => {
    if (dialog?.kind !== 'delete') return;
    try {
      await deleteWebhook({ variables: { id: dialog.webhook.id } });
      if (logOf?.id === dialog.webhook.id) setLogOf(null);
      await done(t('webhooks.deleted'));
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  const webhooks = query.data?.webhooks ?? [];
  return (
    <ManagedList
      name="webhooks"
      title={t('webhooks.title')}
      intro={t('webhooks.intro')}
      addLabel={t('webhooks.add')}
      onAdd={() => open({ kind: 'form', webhook: null })}
      loadFailed={t('webhooks.loadFailed')}
      empty={t('webhooks.none')}
      list={{ data: query.data, error: query.error, count: webhooks.length }}
      extra={
        <>
          {logOf && <DeliveryLog key={logOf.id} webhook={logOf} onClose={() => setLogOf(null)} />}
          <WebhookFormModal
            opened={dialog?.kind === 'form'}
            webhook={dialog?.kind === 'form' ? dialog.webhook : null}
            eventTypes={query.data?.webhookEventTypes ?? []}
            errors={errors}
            submitting={creating.loading || updating.loading}
            onSubmit={(values) => void save(values)}
            onClose={() => open(null)}
          />
          <DeleteWebhookModal
            opened={dialog?.kind === 'delete'}
            webhook={dialog?.kind === 'delete' ? dialog.webhook : null}
            errors={errors}
            deleting={deleting.loading}
            onConfirm={() => void remove()}
            onClose={() => open(null)}
          />
          <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />
        </>
      }
    >
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="webhooks-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webhooks.columns.url')}</Table.Th>
              <Table.Th>{t('webhooks.columns.eventTypes')}</Table.Th>
              <Table.Th>{t('webhooks.columns.status')}</Table.Th>
              <Table.Th>{t('webhooks.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {webhooks.map((webhook) => (
              <Table.Tr key={webhook.id} data-testid="webhook-row" data-id={webhook.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {webhook.url}
                  {webhook.description && <Text size="xs">{webhook.description}</Text>}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {webhook.eventTypes.map((type) => (
                      <Badge key={type} variant="outline" color="dark" tt="none">
                        {type}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge color={webhook.active ? readable.ok : readable.muted} variant="outline">
                    {webhook.active ? t('webhooks.status.active') : t('webhooks.status.paused')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => setLogOf(webhook)} aria-label={t('webhooks.deliveriesLabel', { url: webhook.url })} data-testid="webhook-row-deliveries">
                      {t('webhooks.deliveriesOf')}
                    </Button>
                    <Button size="xs" variant="light" onClick={() => open({ kind: 'form', webhook })} aria-label={t('webhooks.editLabel', { url: webhook.url })} data-testid="webhook-row-edit">
                      {t('common.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      color={readable.danger}
                      onClick={() => open({ kind: 'delete', webhook })}
                      aria-label={t('webhooks.deleteLabel', { url: webhook.url })}
                      data-testid="webhook-row-delete"
                    >
                      {t('common.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ManagedList>
  );
}

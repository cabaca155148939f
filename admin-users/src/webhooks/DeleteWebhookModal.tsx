import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { ErrorList, dialogActions, type ErrorEntry } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import type { WebhookFieldsFragment as Webhook } from '../generated/graphql';
import { readable } from './readable-colors';

/** Asks to confirm the deletion of an endpoint, naming its URL. */
export function DeleteWebhookModal(props: { webhook: Webhook | null; opened: boolean; errors: ErrorEntry[]; deleting: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('webhooks.delete')} centered>
      <Stack>
        <ErrorList errors={props.errors} />
        <Text style={{ overflowWrap: 'anywhere' }}>{t('webhooks.confirmDelete', { url: props.webhook?.url ?? '' })}</Text>
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={readable.danger} onClick={props.onConfirm} loading={props.deleting} data-testid="webhook-confirm-delete">
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

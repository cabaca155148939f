import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { dialogActions } from '@tessera/admin-kit';
import { Code } from '@tessera/admin-kit/mantine-more';
import { useTranslation } from 'react-i18next';

/** The secret of an endpoint just registered: the only time the admin shows it. */
export function WebhookSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={secret !== null} onClose={onClose} title={t('webhooks.secretTitle')} centered closeOnClickOutside={false}>
      <Stack>
        <Text>{t('webhooks.secretShownOnce')}</Text>
        <Code block data-testid="webhook-secret">
          {secret}
        </Code>
        <Group justify="flex-end" style={dialogActions}>
          <Button onClick={onClose} data-autofocus data-testid="webhook-secret-done">
            {t('webhooks.secretDone')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

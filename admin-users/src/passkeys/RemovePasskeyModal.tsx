import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { dialogActions, ErrorList, readable, type ErrorEntry } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';

/** Asks to confirm removing one of your passkeys, by its name. */
export function RemovePasskeyModal(props: { passkey: { name: string } | null; errors: ErrorEntry[]; removing: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.passkey !== null} onClose={props.onClose} title={t('passkeys.settings.removeTitle')} centered>
      <Stack>
        <ErrorList errors={props.errors} />
        <Text style={{ overflowWrap: 'anywhere' }}>{t('passkeys.settings.removeConfirm', { name: props.passkey?.name ?? '' })}</Text>
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={readable.danger} onClick={props.onConfirm} loading={props.removing} data-testid="passkey-confirm-remove">
            {t('passkeys.settings.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

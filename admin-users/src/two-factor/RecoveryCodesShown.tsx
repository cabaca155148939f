import { Button, Group, Modal, Stack } from '@tessera/admin-kit/mantine';
import { dialogActions, RecoveryCodes } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';

/** New recovery codes, shown this once: the dialog closes only with "I have saved them". */
export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onDone} title={t('twoFactor.recoveryCodes.title')} centered withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false}>
      <Stack>
        <RecoveryCodes codes={codes} />
        <Group justify="flex-end" style={dialogActions}>
          <Button onClick={onDone} data-autofocus data-testid="recovery-codes-saved">
            {t('twoFactor.recoveryCodes.saved')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

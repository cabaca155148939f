import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { codedErrors, dialogActions, ErrorList, readable, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResetTwoFactorDocument } from '../generated/graphql';

/**
 * A user manager takes a user's authenticator app and recovery codes away (a lost phone, no
 * recovery code left): asks to confirm, naming the user; their sessions end.
 */
export function ResetTwoFactorModal({ opened, user, onClose }: { opened: boolean; user: { id: number; name: string; email: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [reset, resetting] = useMutation(ResetTwoFactorDocument);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);

  const close = () => {
    setErrors([]);
    onClose();
  };
  const confirm = async () => {
    if (!user) return;
    setErrors([]);
    try {
      const { data } = await reset({ variables: { userId: user.id } });
      close();
      notifications.show({ color: 'green', message: data?.resetTwoFactor ? t('twoFactor.users.resetDone', { name: user.name }) : t('twoFactor.users.resetNothing', { name: user.name }) });
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('twoFactor.users.resetTitle')} centered>
      <Stack data-testid="reset-two-factor">
        <ErrorList errors={errors} />
        <Text>{t('twoFactor.users.resetConfirm', { name: user?.name ?? '', email: user?.email ?? '' })}</Text>
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={close} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={readable.danger} onClick={() => void confirm()} loading={resetting.loading} data-testid="confirm-reset-two-factor">
            {t('twoFactor.users.resetTitle')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

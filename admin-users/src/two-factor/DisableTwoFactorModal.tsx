import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { PasswordInput } from '@tessera/admin-kit/mantine-more';
import { codedErrors, dialogActions, ErrorList, fieldError, formErrors, readable, type ErrorEntry } from '@tessera/admin-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DisableTwoFactorDocument } from '../generated/graphql';

/** Turns your own two-factor sign-in off, with your password (AUTH_02 when it is wrong). */
export function DisableTwoFactorModal({ opened, onDisabled, onClose }: { opened: boolean; onDisabled: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [disable, disabling] = useMutation(DisableTwoFactorDocument);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ErrorEntry[]>([]);

  const close = () => {
    setPassword('');
    setErrors([]);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    try {
      await disable({ variables: { password } });
      setPassword('');
      onDisabled();
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('twoFactor.settings.turnOffTitle')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="two-factor-turn-off-form">
        <Stack>
          <Text>{t('twoFactor.settings.turnOffIntro')}</Text>
          <ErrorList errors={formErrors(errors, ['password'])} />
          <PasswordInput
            label={t('settings.currentPassword')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldError(t, errors, t('settings.currentPassword'), 'password')}
            autoComplete="current-password"
            withAsterisk
            data-autofocus
            data-testid="two-factor-password"
          />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={readable.danger} loading={disabling.loading} data-testid="two-factor-turn-off-confirm">
              {t('twoFactor.settings.turnOff')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

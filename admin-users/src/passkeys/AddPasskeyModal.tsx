import { passkeyLimits } from '@tessera/content-model';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@tessera/admin-kit/mantine';
import { codedErrors, dialogActions, ErrorList, fieldError, formErrors, readable, type ErrorEntry } from '@tessera/admin-kit';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddPasskeyDocument, StartPasskeyRegistrationDocument } from '../generated/graphql';

/**
 * Adds a passkey: its name, then the browser's own steps (startRegistration) with the server's
 * options, then the browser's answer checked and kept by the server.
 */
export function AddPasskeyModal({ opened, onAdded, onClose }: { opened: boolean; onAdded: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [start] = useMutation(StartPasskeyRegistrationDocument);
  const [add] = useMutation(AddPasskeyDocument);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);

  const close = () => {
    setName('');
    setErrors([]);
    setCancelled(false);
    onClose();
  };
  const ceremony = async (): Promise<void> => {
    const { data } = await start();
    if (!data) return;
    let response: object;
    try {
      response = await startRegistration({ optionsJSON: data.startPasskeyRegistration as unknown as PublicKeyCredentialCreationOptionsJSON });
    } catch {
      // The person cancelled, the time ran out, or this authenticator already holds one of their passkeys.
      setCancelled(true);
      return;
    }
    await add({ variables: { name, response: response as Record<string, unknown> } });
    setName('');
    onAdded();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    setCancelled(false);
    if (!name.trim()) return setErrors([{ code: 'V_01', property: 'name' }]);
    setBusy(true);
    try {
      await ceremony();
    } catch (error) {
      setErrors(codedErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('passkeys.settings.addTitle')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="passkey-add-form">
        <Stack>
          <Text>{t('passkeys.settings.addIntro')}</Text>
          <ErrorList errors={formErrors(errors, ['name'])} />
          {cancelled && (
            <Text c={readable.danger} role="alert" data-testid="passkey-cancelled">
              {t('passkeys.cancelled')}
            </Text>
          )}
          <TextInput
            label={t('passkeys.settings.nameLabel')}
            description={t('passkeys.settings.nameHint')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fieldError(t, errors, t('passkeys.settings.nameLabel'), 'name')}
            maxLength={passkeyLimits.nameMaxLength}
            withAsterisk
            data-autofocus
            data-testid="passkey-name"
          />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="passkey-add-submit">
              {t('passkeys.settings.addSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

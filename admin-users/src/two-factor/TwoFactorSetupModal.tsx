import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@tessera/admin-kit/mantine';
import { AuthenticatorEnrolment, dialogActions, ErrorList, fieldError, formErrors, OneTimeCodeInput } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { ConfirmTwoFactorDocument } from '../generated/graphql';
import { RecoveryCodesShown } from './RecoveryCodesShown';
import { useCodeForRecoveryCodes } from './use-code-for-recovery-codes';

export interface Enrolment {
  secret: string;
  qrSvg: string;
}

/**
 * Setting up an authenticator app (open while there is an enrolment): scan the QR code or type
 * the key, confirm with the app's first code, then the recovery codes, shown this once.
 */
export function TwoFactorSetupModal({ enrolment, onEnabled, onClose }: { enrolment: Enrolment | null; onEnabled: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [confirm, confirming] = useMutation(ConfirmTwoFactorDocument);
  const { code, setCode, errors, recoveryCodes, close, submit } = useCodeForRecoveryCodes(async (sent) => (await confirm({ variables: { code: sent } })).data?.confirmTwoFactor.recoveryCodes ?? [], {
    onSent: onEnabled,
    onClose,
  });

  if (recoveryCodes) return <RecoveryCodesShown codes={recoveryCodes} onDone={close} />;
  return (
    <Modal opened={enrolment !== null} onClose={close} title={t('twoFactor.setup.title')} centered closeOnClickOutside={false}>
      {enrolment && (
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="two-factor-setup">
          <Stack>
            <AuthenticatorEnrolment qrSvg={enrolment.qrSvg} secret={enrolment.secret} />
            <ErrorList errors={formErrors(errors, ['code'])} />
            <OneTimeCodeInput
              label={t('twoFactor.code')}
              description={t('twoFactor.setup.confirmHint')}
              value={code}
              onChange={setCode}
              error={fieldError(t, errors, t('twoFactor.code'), 'code')}
              data-testid="two-factor-code"
            />
            <Group justify="flex-end" style={dialogActions}>
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={confirming.loading} data-testid="two-factor-submit">
                {t('twoFactor.setup.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

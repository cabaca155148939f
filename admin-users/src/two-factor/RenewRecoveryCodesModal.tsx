import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { dialogActions, ErrorList, fieldError, formErrors, OneTimeCodeInput } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { RenewRecoveryCodesDocument } from '../generated/graphql';
import { RecoveryCodesShown } from './RecoveryCodesShown';
import { useCodeForRecoveryCodes } from './use-code-for-recovery-codes';

/** Ten new recovery codes for a code from the app (the old ones stop working), shown this once. */
export function RenewRecoveryCodesModal({ opened, onRenewed, onClose }: { opened: boolean; onRenewed: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [renew, renewing] = useMutation(RenewRecoveryCodesDocument);
  const { code, setCode, errors, recoveryCodes, close, submit } = useCodeForRecoveryCodes(async (sent) => (await renew({ variables: { code: sent } })).data?.renewRecoveryCodes.recoveryCodes ?? [], {
    onSent: onRenewed,
    onClose,
  });

  if (recoveryCodes) return <RecoveryCodesShown codes={recoveryCodes} onDone={close} />;
  return (
    <Modal opened={opened} onClose={close} title={t('twoFactor.settings.renewTitle')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="two-factor-renew-form">
        <Stack>
          <Text>{t('twoFactor.settings.renewIntro')}</Text>
          <ErrorList errors={formErrors(errors, ['code'])} />
          <OneTimeCodeInput
            label={t('twoFactor.code')}
            description={t('twoFactor.codeHint')}
            value={code}
            onChange={setCode}
            error={fieldError(t, errors, t('twoFactor.code'), 'code')}
            data-testid="two-factor-code"
          />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={renewing.loading} data-testid="two-factor-submit">
              {t('twoFactor.settings.renewSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { codedErrors, ErrorList, readable, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisableTwoFactorModal } from '../two-factor/DisableTwoFactorModal';
import { RenewRecoveryCodesModal } from '../two-factor/RenewRecoveryCodesModal';
import { TwoFactorSetupModal, type Enrolment } from '../two-factor/TwoFactorSetupModal';
import { StartTwoFactorSetupDocument, TwoFactorStatusDocument } from '../generated/graphql';

/**
 * Your two-factor sign-in: whether it is on and how many recovery codes are left; set it up with
 * an authenticator app, make new recovery codes, or turn it off with your password (not offered
 * when your role requires it).
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useQuery(TwoFactorStatusDocument, { fetchPolicy: 'network-only' });
  const [startSetup, starting] = useMutation(StartTwoFactorSetupDocument);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [dialog, setDialog] = useState<'renew' | 'disable' | null>(null);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const refresh = () => void status.refetch();

  const setUp = async () => {
    setErrors([]);
    try {
      const { data } = await startSetup();
      if (data) setEnrolment(data.startTwoFactorSetup);
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };
  const turnedOff = () => {
    setDialog(null);
    refresh();
    notifications.show({ color: 'green', message: t('twoFactor.settings.turnedOff') });
  };

  const state = status.data?.twoFactorStatus;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-two-factor-title" data-testid="settings-two-factor">
      <Stack>
        <Group gap="sm">
          <Title order={2} size="h3" id="settings-two-factor-title">
            {t('twoFactor.settings.title')}
          </Title>
          {state && (
            <Badge color={state.enabled ? readable.confirm : readable.muted} variant="filled" data-testid="two-factor-state" data-enabled={state.enabled}>
              {state.enabled ? t('twoFactor.settings.on') : t('twoFactor.settings.off')}
            </Badge>
          )}
        </Group>
        {status.loading && <Loader size="sm" aria-label={t('app.loading')} />}
        {status.error && (
          <>
            <Text c={readable.danger}>{t('twoFactor.settings.loadFailed')}</Text>
            <ErrorList errors={codedErrors(status.error)} />
          </>
        )}
        <ErrorList errors={errors} />
        {state && (
          <>
            <Text>{state.enabled ? t('twoFactor.settings.statusOn') : t('twoFactor.settings.statusOff')}</Text>
            {state.enabled ? (
              <>
                {state.requiredByRole && <Text data-testid="two-factor-required">{t('twoFactor.settings.requiredByRole')}</Text>}
                <Text data-testid="two-factor-codes-left">{t('twoFactor.settings.codesLeft', { count: state.recoveryCodesLeft })}</Text>
                <Group>
                  <Button variant="light" onClick={() => setDialog('renew')} data-testid="two-factor-renew">
                    {t('twoFactor.settings.renew')}
                  </Button>
                  {!state.requiredByRole && (
                    <Button variant="outline" color={readable.danger} onClick={() => setDialog('disable')} data-testid="two-factor-turn-off">
                      {t('twoFactor.settings.turnOff')}
                    </Button>
                  )}
                </Group>
              </>
            ) : (
              <Group>
                <Button onClick={() => void setUp()} loading={starting.loading} data-testid="two-factor-set-up">
                  {t('twoFactor.settings.setUp')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      <TwoFactorSetupModal enrolment={enrolment} onEnabled={refresh} onClose={() => setEnrolment(null)} />
      <RenewRecoveryCodesModal opened={dialog === 'renew'} onRenewed={refresh} onClose={() => setDialog(null)} />
      <DisableTwoFactorModal opened={dialog === 'disable'} onDisabled={turnedOff} onClose={() => setDialog(null)} />
    </Paper>
  );
}

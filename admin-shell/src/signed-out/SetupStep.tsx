import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticatorEnrolment } from '@tessera/admin-kit/src/components/AuthenticatorEnrolment';
import { ErrorList } from '@tessera/admin-kit/src/components/ErrorList';
import { Anchor, Button, Center, Loader, Stack, Text } from '@tessera/admin-kit/src/components/mantine-lean';
import { OneTimeCodeInput } from '@tessera/admin-kit/src/components/OneTimeCodeInput';
import { RecoveryCodes } from '@tessera/admin-kit/src/components/RecoveryCodes';
import type { ErrorEntry } from '@tessera/admin-kit/src/errors/error-message';
import { AuthCard } from './AuthCard';
import { challengeExpired, confirmTwoFactor, startTwoFactorSetup } from './session';
import { useSubmit } from './use-submit';

type Enrolment = { secret: string; qrSvg: string };

/**
 * Setting up the authenticator app during the sign-in (AUTH_09: the role must sign in with two
 * factors and the account has none yet): the QR code and key to scan, the app's first code, then
 * the recovery codes, shown this once; the user goes on into the admin once they saved them.
 * Loaded only when a sign-in needs it, apart from the sign-in page.
 */
export default function SetupStep({ challenge, onSignedIn, onRestart }: { challenge: string; onSignedIn(): void; onRestart(expired: boolean): void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [setupErrors, setSetupErrors] = useState<ErrorEntry[]>([]);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let current = true;
    void startTwoFactorSetup(challenge).then((answer) => {
      if (!current) return;
      if (challengeExpired(answer.errors)) return onRestart(true);
      setSetupErrors(answer.errors);
      setEnrolment(answer.enrolment ?? null);
    });
    return () => {
      current = false;
    };
  }, [challenge, onRestart]);

  // Each part replaces the one before it (and the button that led there): the focus goes to its title.
  useEffect(() => heading.current?.focus(), [enrolment, recoveryCodes]);

  const { busy, errors, submit } = useSubmit(async () => {
    const answer = await confirmTwoFactor(challenge, code);
    if (challengeExpired(answer.errors)) onRestart(true);
    if (answer.recoveryCodes) setRecoveryCodes(answer.recoveryCodes);
    return answer.errors;
  });

  if (recoveryCodes) {
    return (
      <AuthCard title={t('twoFactor.recoveryCodes.title')} headingRef={heading}>
        <RecoveryCodes codes={recoveryCodes} />
        <Button onClick={onSignedIn} data-testid="recovery-codes-saved">
          {t('twoFactor.recoveryCodes.saved')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('twoFactor.setup.title')} headingRef={heading}>
      <Text size="sm">{t('twoFactor.setup.requiredIntro')}</Text>
      <ErrorList errors={setupErrors} />
      {!enrolment && setupErrors.length === 0 && (
        <Center>
          <Loader size="sm" aria-label={t('twoFactor.setup.loading')} />
        </Center>
      )}
      {enrolment && (
        <form onSubmit={submit} noValidate data-testid="two-factor-setup-step">
          <Stack>
            <AuthenticatorEnrolment qrSvg={enrolment.qrSvg} secret={enrolment.secret} />
            <ErrorList errors={errors} />
            <OneTimeCodeInput label={t('twoFactor.code')} description={t('twoFactor.setup.confirmHint')} value={code} onChange={setCode} data-testid="two-factor-code" />
            <Button type="submit" loading={busy} data-testid="two-factor-submit">
              {t('twoFactor.setup.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" size="sm" ta="start" onClick={() => onRestart(false)}>
        {t('forgotPassword.back')}
      </Anchor>
    </AuthCard>
  );
}

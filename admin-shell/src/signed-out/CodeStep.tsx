import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorList } from '@tessera/admin-kit/src/components/ErrorList';
import { Anchor, Button, Stack, Text } from '@tessera/admin-kit/src/components/mantine-lean';
import { OneTimeCodeInput } from '@tessera/admin-kit/src/components/OneTimeCodeInput';
import { AuthCard } from './AuthCard';
import { challengeExpired, signInSecondStep } from './session';
import { useSubmit } from './use-submit';

/**
 * The second step of signing in (after AUTH_07): a code from the authenticator app, or one of
 * the recovery codes in the same field. A challenge that ran out sends the user back to the password.
 */
export function CodeStep({ challenge, onSignedIn, onRestart }: { challenge: string; onSignedIn(): void; onRestart(expired: boolean): void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The field takes the focus when the step opens and when the kind of code changes.
  useEffect(() => field.current?.focus(), [recovery]);
  const { busy, errors, submit } = useSubmit(async () => {
    const failed = await signInSecondStep(challenge, code);
    if (challengeExpired(failed)) onRestart(true);
    return failed;
  }, onSignedIn);

  return (
    <AuthCard title={t('twoFactor.signIn.title')}>
      <form onSubmit={submit} noValidate data-testid="two-factor-code-step">
        <Stack>
          <Text size="sm">{t('twoFactor.signIn.intro')}</Text>
          <ErrorList errors={errors} />
          <OneTimeCodeInput
            ref={field}
            label={recovery ? t('twoFactor.recoveryCode') : t('twoFactor.code')}
            description={recovery ? t('twoFactor.recoveryCodeHint') : t('twoFactor.codeHint')}
            inputMode={recovery ? 'text' : 'numeric'}
            value={code}
            onChange={setCode}
            data-testid="two-factor-code"
          />
          <Button type="submit" loading={busy} data-testid="two-factor-submit">
            {t('twoFactor.signIn.submit')}
          </Button>
          <Anchor component="button" type="button" size="sm" ta="start" onClick={() => setRecovery((current) => !current)} data-testid="two-factor-use-recovery">
            {recovery ? t('twoFactor.useAppCode') : t('twoFactor.useRecoveryCode')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" ta="start" onClick={() => onRestart(false)}>
            {t('forgotPassword.back')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

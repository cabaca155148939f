import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { codedErrors, ErrorList, PasswordRules, ResetAccountDocument, useErrorCollection } from '@tessera/admin-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from './AuthCard';

/**
 * The page a mailed link opens: reset a forgotten password or activate a new account (the same
 * call, SPEC §7 reset-account), with the password rules shown before submitting.
 */
export function AccountLink({ kind }: { kind: 'reset-password' | 'activate-account' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const errors = useErrorCollection(kind);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const [reset, { loading }] = useMutation(ResetAccountDocument);
  const texts = kind === 'reset-password' ? 'resetPassword' : 'activateAccount';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    try {
      await reset({ variables: { input: { password, confirm, token: params.get('token') ?? '' } } });
      setDone(true);
    } catch (error) {
      errors.replace(codedErrors(error));
    }
  };

  return (
    <AuthCard title={t(`${texts}.title`)}>
      {done ? (
        <Alert color="teal" data-testid="account-link-done">
          {t(`${texts}.done`)}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <ErrorList errors={errors.errors} />
            <PasswordInput label={t('resetPassword.password')} autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            <PasswordInput label={t('resetPassword.confirm')} autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.currentTarget.value)} />
            <PasswordRules password={password} confirm={confirm} />
            <Button type="submit" loading={loading}>
              {t(`${texts}.submit`)}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm">
        {t('forgotPassword.back')}
      </Anchor>
    </AuthCard>
  );
}

import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ErrorList, useAuth, useErrorCollection } from '@tessera/admin-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AuthCard } from './AuthCard';

export function Login() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const errors = useErrorCollection('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (auth.authenticated) return <Navigate to={from} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    errors.clear();
    const failed = await auth.login(email, password);
    setBusy(false);
    if (failed.length > 0) errors.replace(failed);
  };

  return (
    <AuthCard title={t('login.title')}>
      {auth.signedOutReason === 'inactivity' && (
        <Alert color="yellow" data-testid="signed-out-inactivity">
          {t('inactivity.signedOut', { minutes: auth.inactivityMinutes })}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          <ErrorList errors={errors.errors} />
          <TextInput label={t('login.email')} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} data-testid="login-email" />
          <PasswordInput label={t('login.password')} autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} data-testid="login-password" />
          <Button type="submit" loading={busy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

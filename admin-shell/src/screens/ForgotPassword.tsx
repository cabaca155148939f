import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { codedErrors, ErrorList, ForgotPasswordDocument, useErrorCollection } from '@tessera/admin-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';

export function ForgotPassword() {
  const { t } = useTranslation();
  const errors = useErrorCollection('forgot-password');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [forgot, { loading }] = useMutation(ForgotPasswordDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    try {
      await forgot({ variables: { email } });
      setSent(true);
    } catch (error) {
      errors.replace(codedErrors(error));
    }
  };

  return (
    <AuthCard title={t('forgotPassword.title')}>
      {sent ? (
        <Alert color="teal" data-testid="forgot-sent">
          {t('forgotPassword.sent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t('forgotPassword.intro')}</Text>
            <ErrorList errors={errors.errors} />
            <TextInput label={t('login.email')} type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
            <Button type="submit" loading={loading}>
              {t('forgotPassword.submit')}
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

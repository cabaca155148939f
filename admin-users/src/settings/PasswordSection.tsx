import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Title } from '@tessera/admin-kit/mantine';
import { PasswordInput } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { codedErrors, ErrorList, type ErrorEntry, PasswordRules } from '@tessera/admin-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../field-error';
import { passwordChangeErrors } from '../password-rules';
import { ChangePasswordDocument } from '../generated/graphql';

const empty = { currentPassword: '', password: '', confirm: '' };

/** Change your own password: the current one, a new one that keeps the rules, its confirmation. */
export function PasswordSection(props: { errors: ErrorEntry[]; onErrors: (errors: ErrorEntry[]) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  const set = (field: keyof typeof empty) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const refused = passwordChangeErrors(values);
    props.onErrors(refused);
    if (refused.length > 0) return;
    try {
      await changePassword({ variables: { input: values } });
      setValues(empty);
      notifications.show({ color: 'green', message: t('settings.passwordChanged') });
    } catch (error) {
      props.onErrors(codedErrors(error));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-password-title">
      <form onSubmit={(event) => void save(event)} noValidate data-testid="settings-password">
        <Stack>
          <Title order={2} size="h3" id="settings-password-title">
            {t('settings.changePassword')}
          </Title>
          <ErrorList errors={props.errors} />
          <PasswordInput
            label={t('settings.currentPassword')}
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={fieldError(t, props.errors, 'currentPassword')}
            autoComplete="current-password"
            withAsterisk
            data-testid="password-current"
          />
          <PasswordInput
            label={t('settings.newPassword')}
            value={values.password}
            onChange={set('password')}
            error={fieldError(t, props.errors, 'password')}
            autoComplete="new-password"
            withAsterisk
            data-testid="password-new"
          />
          <PasswordInput
            label={t('settings.confirmPassword')}
            value={values.confirm}
            onChange={set('confirm')}
            error={fieldError(t, props.errors, 'confirm')}
            autoComplete="new-password"
            withAsterisk
            data-testid="password-confirm"
          />
          <PasswordRules password={values.password} confirm={values.confirm} />
          <Group justify="flex-end">
            <Button type="submit" loading={loading} data-testid="password-save">
              {t('settings.savePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

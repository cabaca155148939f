import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Stack, TextInput, Title } from '@tessera/admin-kit/mantine';
import { PasswordInput } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { codedErrors, ErrorList, useAuth, type ErrorEntry, type Viewer } from '@tessera/admin-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailChanged, ownEmailChangeErrors } from '../email-change';
import { fieldError } from '../field-error';
import { UpdateUserDocument } from '../generated/graphql';

/**
 * Name, job title and e-mail of the signed-in user. A new e-mail asks for the current password
 * (the server's rule: it ends the other sessions and tells the old address).
 */
export function PersonalDataSection(props: { user: Viewer; errors: ErrorEntry[]; onErrors: (errors: ErrorEntry[]) => void }) {
  const { t } = useTranslation();
  const { reload } = useAuth();
  const [name, setName] = useState(props.user.name);
  const [jobTitle, setJobTitle] = useState(props.user.jobTitle ?? '');
  const [email, setEmail] = useState(props.user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [updateUser, { loading }] = useMutation(UpdateUserDocument);
  const changingEmail = emailChanged(props.user.email, email);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const refused = ownEmailChangeErrors({ savedEmail: props.user.email, email, currentPassword });
    props.onErrors(refused);
    if (refused.length > 0) return;
    try {
      const profile = { name, jobTitle: jobTitle.trim() ? jobTitle : null };
      await updateUser({ variables: { id: props.user.id, input: { email, profile, ...(changingEmail ? { currentPassword } : {}) } } });
      setCurrentPassword('');
      await reload();
      notifications.show({ color: 'green', message: changingEmail ? t('settings.savedNewEmail') : t('settings.saved') });
    } catch (error) {
      props.onErrors(codedErrors(error));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-personal-title">
      <form onSubmit={(event) => void save(event)} noValidate data-testid="settings-personal">
        <Stack>
          <Title order={2} size="h3" id="settings-personal-title">
            {t('settings.personalData')}
          </Title>
          <ErrorList errors={props.errors} />
          <TextInput
            label={t('users.fields.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fieldError(t, props.errors, 'name')}
            withAsterisk
            data-testid="settings-name"
          />
          <TextInput
            label={t('users.fields.jobTitle')}
            value={jobTitle}
            onChange={(event) => setJobTitle(event.currentTarget.value)}
            error={fieldError(t, props.errors, 'jobTitle')}
            data-testid="settings-job-title"
          />
          <TextInput
            label={t('users.fields.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldError(t, props.errors, 'email')}
            withAsterisk
            data-testid="settings-email"
          />
          {changingEmail && (
            <PasswordInput
              label={t('settings.emailPassword')}
              description={t('settings.emailNeedsPassword')}
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.currentTarget.value)}
              error={fieldError(t, props.errors, 'currentPassword')}
              autoComplete="current-password"
              withAsterisk
              data-testid="settings-email-password"
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={loading} data-testid="settings-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

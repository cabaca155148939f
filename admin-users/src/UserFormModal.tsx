import { Button, Group, Modal, Select, Stack, TextInput } from '@tessera/admin-kit/mantine';
import { PasswordInput } from '@tessera/admin-kit/mantine-more';
import { ErrorList, dialogActions, useAuth, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailChanged } from './email-change';
import { fieldError } from './field-error';
import { roleLabel } from './role-label';
import type { RolesQuery, UserRowFieldsFragment as UserRow } from './generated/graphql';

type RoleOption = RolesQuery['roles'][number];

export interface UserFormValues {
  name: string;
  email: string;
  jobTitle: string;
  roleId: string | null;
  /** Asked only when you change your own e-mail here (as in your settings). */
  currentPassword: string;
}

function valuesOf(user: UserRow | null): UserFormValues {
  return { name: user?.name ?? '', email: user?.email ?? '', jobTitle: user?.jobTitle ?? '', roleId: user ? String(user.role.id) : null, currentPassword: '' };
}

/**
 * Create or edit a user: name, e-mail, job title and role, with the server's errors on the
 * fields. Editing yourself, a new e-mail asks for your current password.
 */
export function UserFormModal(props: {
  opened: boolean;
  /** The user being edited; null to create one. */
  user: UserRow | null;
  roles: RoleOption[];
  rolesLoading: boolean;
  errors: ErrorEntry[];
  submitting: boolean;
  onSubmit: (values: UserFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { user: viewer } = useAuth();
  const [values, setValues] = useState<UserFormValues>(() => valuesOf(props.user));
  const changingOwnEmail = !!props.user && props.user.id === viewer?.id && emailChanged(props.user.email, values.email);
  useEffect(() => {
    if (props.opened) setValues(valuesOf(props.user));
  }, [props.opened, props.user]);

  const set = (field: keyof UserFormValues) => (value: string | null) => setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(values);
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.user ? t('users.edit') : t('users.add')} centered>
      <form onSubmit={submit} noValidate data-testid="user-form">
        <Stack>
          <ErrorList errors={props.errors} />
          <TextInput
            label={t('users.fields.name')}
            value={values.name}
            onChange={(event) => set('name')(event.currentTarget.value)}
            error={fieldError(t, props.errors, 'name')}
            withAsterisk
            data-autofocus
            data-testid="user-form-name"
          />
          <TextInput
            label={t('users.fields.email')}
            type="email"
            value={values.email}
            onChange={(event) => set('email')(event.currentTarget.value)}
            error={fieldError(t, props.errors, 'email')}
            withAsterisk
            data-testid="user-form-email"
          />
          {changingOwnEmail && (
            <PasswordInput
              label={t('settings.emailPassword')}
              description={t('settings.emailNeedsPassword')}
              value={values.currentPassword}
              onChange={(event) => set('currentPassword')(event.currentTarget.value)}
              error={fieldError(t, props.errors, 'currentPassword')}
              autoComplete="current-password"
              withAsterisk
              data-testid="user-form-current-password"
            />
          )}
          <TextInput
            label={t('users.fields.jobTitle')}
            value={values.jobTitle}
            onChange={(event) => set('jobTitle')(event.currentTarget.value)}
            error={fieldError(t, props.errors, 'jobTitle')}
            data-testid="user-form-job-title"
          />
          <Select
            label={t('users.fields.role')}
            placeholder={t('users.fields.rolePlaceholder')}
            data={props.roles.map((role) => ({ value: String(role.id), label: roleLabel(t, role.name) }))}
            value={values.roleId}
            onChange={set('roleId')}
            error={fieldError(t, props.errors, 'role')}
            disabled={props.rolesLoading}
            allowDeselect={false}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
            data-testid="user-form-role"
          />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={props.submitting} data-testid="user-form-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

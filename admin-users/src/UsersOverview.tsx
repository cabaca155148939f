import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Title } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { codedErrors, ErrorList, formatDate, ListScreen, readable, useAuth, useErrorCollection, type ListColumn, type ListQuery } from '@tessera/admin-kit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteUserModal } from './DeleteUserModal';
import { emailChanged, ownEmailChangeErrors } from './email-change';
import { missingFields } from './field-error';
import { roleLabel } from './role-label';
import { UserFormModal, type UserFormValues } from './UserFormModal';
import { ResetTwoFactorModal } from './two-factor/ResetTwoFactorModal';
import { TwoFactorPolicyModal } from './two-factor/TwoFactorPolicyModal';
import { CreateUserDocument, DeleteUserDocument, RolesDocument, UpdateUserDocument, UsersDocument, type UserRowFieldsFragment as UserRow } from './generated/graphql';

type Dialog = { kind: 'form'; user: UserRow | null } | { kind: 'delete'; user: UserRow } | { kind: 'reset-two-factor'; user: UserRow } | { kind: 'two-factor-policy' };

/**
 * /cmsadmin/users: the paged list of users with create, edit and delete, a user's two-factor
 * reset and the roles that must sign in with two factors (manage-users).
 */
export default function UsersOverview() {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const { hasPermission, user: viewer, reload } = useAuth();
  const errors = useErrorCollection('users-overview');
  const [reloadKey, setReloadKey] = useState(0);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const roles = useQuery(RolesDocument);
  const [createUser, creating] = useMutation(CreateUserDocument);
  const [updateUser, updating] = useMutation(UpdateUserDocument);
  const [deleteUser, deleting] = useMutation(DeleteUserDocument);

  const { clear: clearErrors } = errors;
  useEffect(() => clearErrors(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const fetchPage = useCallback(
    async (query: ListQuery) => {
      const { data } = await client.query({
        query: UsersDocument,
        variables: { query: { ...query, columnToSort: query.columnToSort ?? undefined } },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('the users query answered without data');
      return data.users;
    },
    [client],
  );

  const open = (next: Dialog) => {
    errors.clear();
    setDialog(next);
    setDialogOpen(true);
  };
  const close = () => {
    errors.clear();
    setDialogOpen(false);
  };
  /** SPEC §4: after a successful change the list is refetched and the success is told. */
  const succeeded = (message: string) => {
    close();
    setReloadKey((key) => key + 1);
    notifications.show({ color: 'green', message });
  };

  const save = async (values: UserFormValues) => {
    if (dialog?.kind !== 'form') return;
    // An empty role cannot be sent at all (the input needs one), so the empty fields are told here.
    const own = !!dialog.user && dialog.user.id === viewer?.id;
    const missing = [
      ...missingFields({ 'profile.name': values.name, email: values.email, role: values.roleId }),
      ...(own ? ownEmailChangeErrors({ savedEmail: dialog.user!.email, email: values.email, currentPassword: values.currentPassword }) : []),
    ];
    errors.replace(missing);
    if (missing.length > 0) return;
    const profile = { name: values.name, jobTitle: values.jobTitle.trim() ? values.jobTitle : null };
    try {
      if (dialog.user) {
        const proof = own && emailChanged(dialog.user.email, values.email) ? { currentPassword: values.currentPassword } : {};
        await updateUser({ variables: { id: dialog.user.id, input: { email: values.email, role: values.roleId, profile, ...proof } } });
        // Your own new e-mail (or name) shows in the header and settings at once.
        if (own) await reload();
        succeeded(t('users.updated'));
      } else {
        await createUser({ variables: { input: { email: values.email, role: values.roleId ?? '', profile } } });
        succeeded(t('users.created'));
      }
    } catch (error) {
      errors.replace(codedErrors(error));
    }
  };

  const remove = async () => {
    if (dialog?.kind !== 'delete') return;
    errors.clear();
    try {
      await deleteUser({ variables: { id: dialog.user.id } });
      succeeded(t('users.deleted'));
    } catch (error) {
      errors.replace(codedErrors(error));
    }
  };

  const columns = useMemo<ListColumn<UserRow>[]>(
    () => [
      { header: t('users.columns.name'), accessor: 'name' },
      { header: t('users.columns.email'), accessor: 'email' },
      { header: t('users.columns.role'), accessor: 'role.name', format: (value) => roleLabel(t, String(value ?? '')) },
      {
        header: t('users.columns.status'),
        accessor: 'active',
        render: (value) => (
          <Badge color={value ? readable.confirm : readable.muted} variant="filled">
            {value ? t('users.status.active') : t('users.status.invited')}
          </Badge>
        ),
      },
      { header: t('users.columns.createdAt'), accessor: 'createdAt', format: (value) => formatDate(value as string | null, i18n.language) },
      {
        header: t('common.actions'),
        accessor: 'id',
        render: (_value, row) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => open({ kind: 'form', user: row })} aria-label={t('users.editNamed', { name: row.name })} data-testid={`user-row-edit-${row.id}`}>
              {t('common.edit')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color={readable.danger}
              onClick={() => open({ kind: 'delete', user: row })}
              aria-label={t('users.deleteNamed', { name: row.name })}
              data-testid={`user-row-delete-${row.id}`}
            >
              {t('common.delete')}
            </Button>
            {/* One's own factor goes only with one's password (user settings), never from this list. */}
            {row.id !== viewer?.id && (
              <Button
                size="xs"
                variant="outline"
                color={readable.danger}
                onClick={() => open({ kind: 'reset-two-factor', user: row })}
                aria-label={t('twoFactor.users.resetNamed', { name: row.name })}
                data-testid={`user-row-reset-two-factor-${row.id}`}
              >
                {t('twoFactor.users.reset')}
              </Button>
            )}
          </Group>
        ),
      },
    ],
    // open only sets state and clears the collection; the columns change with the language.
    [t, i18n.language, viewer?.id], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const sortOptions = [
    { value: 'name', label: t('users.columns.name') },
    { value: 'email', label: t('users.columns.email') },
    { value: 'role', label: t('users.columns.role') },
    { value: 'createdAt', label: t('users.columns.createdAt') },
  ];

  if (!hasPermission('manage-users')) {
    return (
      <Stack>
        <Title order={1}>{t('users.title')}</Title>
        <ErrorList errors={[{ code: 'UM_01' }]} />
      </Stack>
    );
  }

  const rolesErrors = roles.error ? codedErrors(roles.error) : [];
  return (
    <Stack data-testid="users-overview">
      {/* The add button stays left: success notifications appear top right. */}
      <Group gap="xl">
        <Title order={1}>{t('users.title')}</Title>
        <Button onClick={() => open({ kind: 'form', user: null })} data-testid="users-add">
          {t('users.add')}
        </Button>
        <Button variant="light" onClick={() => open({ kind: 'two-factor-policy' })} data-testid="two-factor-policy-open">
          {t('twoFactor.users.policy')}
        </Button>
      </Group>
      {!dialogOpen && <ErrorList errors={errors.errors} />}
      <ListScreen<UserRow>
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(row) => row.id}
        sortOptions={sortOptions}
        initialSort={{ columnToSort: 'name', sortOrder: 'asc' }}
        searchable
        reloadKey={reloadKey}
      />
      <UserFormModal
        opened={dialogOpen && dialog?.kind === 'form'}
        user={dialog?.kind === 'form' ? dialog.user : null}
        roles={roles.data?.roles ?? []}
        rolesLoading={roles.loading}
        errors={[...rolesErrors, ...errors.errors]}
        submitting={creating.loading || updating.loading}
        onSubmit={(values) => void save(values)}
        onClose={close}
      />
      <DeleteUserModal
        opened={dialogOpen && dialog?.kind === 'delete'}
        user={dialog?.kind === 'delete' ? dialog.user : null}
        errors={errors.errors}
        deleting={deleting.loading}
        onConfirm={() => void remove()}
        onClose={close}
      />
      <ResetTwoFactorModal opened={dialogOpen && dialog?.kind === 'reset-two-factor'} user={dialog?.kind === 'reset-two-factor' ? dialog.user : null} onClose={close} />
      <TwoFactorPolicyModal opened={dialogOpen && dialog?.kind === 'two-factor-policy'} roles={roles.data?.roles ?? []} onClose={close} />
    </Stack>
  );
}

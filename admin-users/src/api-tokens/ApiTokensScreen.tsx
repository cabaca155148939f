import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Table, Title } from '@tessera/admin-kit/mantine';
import { Code } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { codedErrors, ErrorList, formatDate, readable, useAuth, type ErrorEntry } from '@tessera/admin-kit';
import { apiTokenPrefix, permissionNames } from '@tessera/content-model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagedList } from '../ManagedList';
import { ApiTokensDocument, CreateApiTokenDocument, RevokeApiTokenDocument, type ApiTokenFieldsFragment as ApiToken } from '../generated/graphql';
import { apiTokenErrors } from './api-token-errors';
import { apiTokenInputOf, formRefusals, isExpired, type ApiTokenFormValues } from './api-token-form';
import { ApiTokenCreatedModal } from './ApiTokenCreatedModal';
import { ApiTokenFormModal } from './ApiTokenFormModal';
import { permissionLabel } from './permission-label';
import { RevokeApiTokenModal } from './RevokeApiTokenModal';

type Dialog = { kind: 'create' } | { kind: 'revoke'; apiToken: ApiToken };

/** /cmsadmin/api-tokens: the installation's API tokens, making one (shown once) and revoking one (manage-api-tokens). */
export default function ApiTokensScreen() {
  const { t, i18n } = useTranslation();
  const { hasPermission, permissions } = useAuth();
  const allowed = hasPermission('manage-api-tokens');
  const query = useQuery(ApiTokensDocument, { fetchPolicy: 'network-only', skip: !allowed });
  // The answer carries the token: it stays out of Apollo's cache, so only this screen's state holds it.
  const [createApiToken, creating] = useMutation(CreateApiTokenDocument, { fetchPolicy: 'no-cache' });
  const [revokeApiToken, revoking] = useMutation(RevokeApiTokenDocument);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [created, setCreated] = useState<string | null>(null);
  const [now, setNow] = useState(() => new Date());

  if (!allowed) {
    return (
      <Stack>
        <Title order={1}>{t('apiTokens.title')}</Title>
        <ErrorList errors={[{ code: 'UM_01' }]} />
      </Stack>
    );
  }

  const open = (next: Dialog | null) => {
    setErrors([]);
    setDialog(next);
  };
  const done = async (message: string) => {
    open(null);
    notifications.show({ color: 'green', message });
    await query.refetch();
    setNow(new Date());
  };

  const create = async (values: ApiTokenFormValues) => {
    const at = new Date();
    const refused = formRefusals(values, at);
    setErrors(refused);
    if (refused.length > 0) return;
    try {
      const { data } = await createApiToken({ variables: { input: apiTokenInputOf(values, at) } });
      setCreated(data?.createApiToken.token ?? null);
      await done(t('apiTokens.created', { name: data?.createApiToken.apiToken.name ?? '' }));
    } catch (error) {
      setErrors(apiTokenErrors(error));
    }
  };

  const revoke = async () => {
    if (dialog?.kind !== 'revoke') return;
    try {
      await revokeApiToken({ variables: { id: dialog.apiToken.id } });
      await done(t('apiTokens.revoked', { name: dialog.apiToken.name }));
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  const offered = permissionNames.filter((name) => permissions.includes(name));
  const apiTokens = query.data?.apiTokens ?? [];
  return (
    <ManagedList
      name="api-tokens"
      title={t('apiTokens.title')}
      intro={t('apiTokens.intro')}
      addLabel={t('apiTokens.add')}
      onAdd={() => open({ kind: 'create' })}
      loadFailed={t('apiTokens.loadFailed')}
      empty={t('apiTokens.none')}
      list={{ data: query.data, error: query.error, count: apiTokens.length }}
      extra={
        <>
          <ApiTokenFormModal
            opened={dialog?.kind === 'create'}
            permissions={offered}
            errors={errors}
            submitting={creating.loading}
            onSubmit={(values) => void create(values)}
            onClose={() => open(null)}
          />
          <RevokeApiTokenModal
            opened={dialog?.kind === 'revoke'}
            apiToken={dialog?.kind === 'revoke' ? dialog.apiToken : null}
            errors={errors}
            revoking={revoking.loading}
            onConfirm={() => void revoke()}
            onClose={() => open(null)}
          />
          <ApiTokenCreatedModal token={created} onClose={() => setCreated(null)} />
        </>
      }
    >
      <Table.ScrollContainer minWidth={960}>
        <Table striped data-testid="api-tokens-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('apiTokens.columns.name')}</Table.Th>
              <Table.Th>{t('apiTokens.columns.token')}</Table.Th>
              <Table.Th>{t('apiTokens.columns.permissions')}</Table.Th>
              <Table.Th>{t('apiTokens.columns.createdBy')}</Table.Th>
              <Table.Th>{t('apiTokens.columns.createdAt')}</Table.Th>
              <Table.Th>{t('apiTokens.columns.expiresAt')}</Table.Th>
              <Table.Th>{t('apiTokens.columns.lastUsedAt')}</Table.Th>
              <Table.Th>{t('apiTokens.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {apiTokens.map((apiToken) => {
              const expired = isExpired(apiToken.expiresAt, now);
              return (
                <Table.Tr key={apiToken.id} data-testid="api-token-row" data-id={apiToken.id} data-expired={String(expired)}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid="api-token-name">
                    {apiToken.name}
                  </Table.Td>
                  <Table.Td>
                    <Code data-testid="api-token-hint">{`${apiTokenPrefix}…${apiToken.hint}`}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} data-testid="api-token-permissions">
                      {apiToken.permissions.map((name) => (
                        <Badge key={name} variant="outline" color="dark" tt="none">
                          {permissionLabel(t, name)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td data-testid="api-token-created-by">{apiToken.createdBy.name}</Table.Td>
                  <Table.Td>{formatDate(apiToken.createdAt, i18n.language)}</Table.Td>
                  <Table.Td data-testid="api-token-expires">
                    {apiToken.expiresAt ? formatDate(apiToken.expiresAt, i18n.language, true) : t('apiTokens.never')}
                    {expired && (
                      <Badge ml={6} color={readable.danger} variant="outline">
                        {t('apiTokens.expired')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td data-testid="api-token-last-used">{apiToken.lastUsedAt ? formatDate(apiToken.lastUsedAt, i18n.language, true) : t('apiTokens.never')}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="outline"
                      color={readable.danger}
                      onClick={() => open({ kind: 'revoke', apiToken })}
                      aria-label={t('apiTokens.revokeLabel', { name: apiToken.name })}
                      data-testid="api-token-row-revoke"
                    >
                      {t('apiTokens.revoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ManagedList>
  );
}

import { passkeyLimits } from '@tessera/content-model';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@tessera/admin-kit/mantine';
import { VisuallyHidden } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { codedErrors, ErrorList, formatDate, readable, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasskeysDocument, RemovePasskeyDocument, type PasskeysQuery } from '../generated/graphql';
import { AddPasskeyModal } from '../passkeys/AddPasskeyModal';
import { RemovePasskeyModal } from '../passkeys/RemovePasskeyModal';

type Passkey = PasskeysQuery['passkeys'][number];

/**
 * Your passkeys: their names, when each was added and last used; add one (the browser makes it)
 * or remove one after a confirmation. Adding is not offered where the browser cannot make passkeys.
 */
export function PasskeysSection() {
  const { t, i18n } = useTranslation();
  const list = useQuery(PasskeysDocument, { fetchPolicy: 'network-only' });
  const [remove, removing] = useMutation(RemovePasskeyDocument);
  const [adding, setAdding] = useState(false);
  const [removal, setRemoval] = useState<Passkey | null>(null);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const refresh = () => void list.refetch();

  const added = () => {
    setAdding(false);
    refresh();
    notifications.show({ color: 'green', message: t('passkeys.settings.added') });
  };
  const confirmRemoval = async () => {
    if (!removal) return;
    setErrors([]);
    try {
      await remove({ variables: { id: removal.id } });
      setRemoval(null);
      refresh();
      notifications.show({ color: 'green', message: t('passkeys.settings.removed') });
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  const passkeys = list.data?.passkeys;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-passkeys-title" data-testid="settings-passkeys">
      <Stack>
        <Title order={2} size="h3" id="settings-passkeys-title">
          {t('passkeys.settings.title')}
        </Title>
        <Text>{t('passkeys.settings.intro')}</Text>
        {list.loading && <Loader size="sm" aria-label={t('app.loading')} />}
        {list.error && (
          <>
            <Text c={readable.danger}>{t('passkeys.settings.loadFailed')}</Text>
            <ErrorList errors={codedErrors(list.error)} />
          </>
        )}
        {passkeys && passkeys.length === 0 && <Text data-testid="passkeys-none">{t('passkeys.settings.none')}</Text>}
        {passkeys && passkeys.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-label={t('passkeys.settings.listLabel')} data-testid="passkeys-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('passkeys.settings.name')}</Table.Th>
                  <Table.Th>{t('passkeys.settings.created')}</Table.Th>
                  <Table.Th>{t('passkeys.settings.lastUsed')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('passkeys.settings.remove')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {passkeys.map((passkey) => (
                  <Table.Tr key={passkey.id} data-testid="passkey-row" data-id={passkey.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid="passkey-name-cell">
                      {passkey.name}
                    </Table.Td>
                    <Table.Td>{formatDate(passkey.createdAt, i18n.language, true)}</Table.Td>
                    <Table.Td data-testid="passkey-last-used">{passkey.lastUsedAt ? formatDate(passkey.lastUsedAt, i18n.language, true) : t('passkeys.settings.never')}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="outline"
                        color={readable.danger}
                        onClick={() => {
                          setErrors([]);
                          setRemoval(passkey);
                        }}
                        aria-label={t('passkeys.settings.removeNamed', { name: passkey.name })}
                        data-testid="passkey-remove"
                      >
                        {t('passkeys.settings.remove')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {passkeys && !supported && <Text data-testid="passkeys-unsupported">{t('passkeys.settings.unsupported')}</Text>}
        {passkeys && supported && passkeys.length >= passkeyLimits.perUser && <Text data-testid="passkeys-limit">{t('passkeys.settings.limit')}</Text>}
        {passkeys && supported && passkeys.length < passkeyLimits.perUser && (
          <Group>
            <Button onClick={() => setAdding(true)} data-testid="passkey-add">
              {t('passkeys.settings.add')}
            </Button>
          </Group>
        )}
      </Stack>
      <AddPasskeyModal opened={adding} onAdded={added} onClose={() => setAdding(false)} />
      <RemovePasskeyModal passkey={removal} errors={errors} removing={removing.loading} onConfirm={() => void confirmRemoval()} onClose={() => setRemoval(null)} />
    </Paper>
  );
}

import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { ErrorList, dialogActions, readable, type ErrorEntry } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import type { ApiTokenFieldsFragment as ApiToken } from '../generated/graphql';

/** Asks to confirm revoking a token, naming it and the end of the token. */
export function RevokeApiTokenModal(props: { apiToken: ApiToken | null; opened: boolean; errors: ErrorEntry[]; revoking: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('apiTokens.revokeTitle')} centered>
      <Stack>
        <ErrorList errors={props.errors} />
        <Text style={{ overflowWrap: 'anywhere' }}>{t('apiTokens.confirmRevoke', { name: props.apiToken?.name ?? '', hint: props.apiToken?.hint ?? '' })}</Text>
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={readable.danger} onClick={props.onConfirm} loading={props.revoking} data-testid="api-token-confirm-revoke">
            {t('apiTokens.revoke')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

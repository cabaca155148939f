import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { ErrorList, dialogActions, type ErrorEntry } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import type { UserRowFieldsFragment as UserRow } from './generated/graphql';

/** Asks to confirm a deletion, naming the user. */
export function DeleteUserModal(props: { user: UserRow | null; opened: boolean; errors: ErrorEntry[]; deleting: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('users.delete')} centered>
      <Stack>
        <ErrorList errors={props.errors} />
        <Text>{t('users.confirmDelete', { name: props.user?.name ?? '', email: props.user?.email ?? '' })}</Text>
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={props.onConfirm} loading={props.deleting} data-testid="confirm-delete">
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { ActionErrors, codedErrors, dialogActions, readable, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteReleaseDocument } from '../generated/graphql';

/** Asks before deleting a release (nothing of it is published) and shows a refusal's coded reasons. */
export function DeleteReleaseModal(props: { release: { id: number; name: string } | null; onClose(): void; onDeleted(): void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [remove, removing] = useMutation(DeleteReleaseDocument);
  const { release } = props;

  useEffect(() => setErrors([]), [release]);

  const confirm = async () => {
    if (!release) return;
    try {
      await remove({ variables: { id: release.id } });
      notifications.show({ color: 'green', message: t('pages.releases.deleted') });
      props.onDeleted();
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <Modal opened={release !== null} onClose={props.onClose} title={t('pages.releases.deleteTitle')} centered data-testid="delete-release-modal">
      <Stack>
        <ActionErrors message={t('pages.releases.deleteFailed')} errors={errors} testId="delete-release-errors" />
        <Text style={{ overflowWrap: 'anywhere' }}>{t('pages.releases.deleteConfirm', { name: release?.name ?? '' })}</Text>
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={readable.danger} onClick={() => void confirm()} loading={removing.loading} data-testid="confirm-delete-release">
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { ActionErrors, codedErrors, dialogActions, readable, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteRedirectDocument } from '../generated/graphql';
import type { RedirectRow } from './RedirectsScreen';

/** Asks before deleting a manual redirect and shows a refusal's coded reasons. */
export function DeleteRedirectModal(props: { redirect: RedirectRow | null; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [deleteRedirect, deleting] = useMutation(DeleteRedirectDocument);
  const { redirect } = props;

  useEffect(() => setErrors([]), [redirect]);

  const confirm = async () => {
    if (!redirect) return;
    try {
      await deleteRedirect({ variables: { id: redirect.id } });
      notifications.show({ color: 'green', message: t('pages.redirects.deleted') });
      props.onDeleted();
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <Modal opened={redirect !== null} onClose={props.onClose} title={t('pages.redirects.deleteTitle')} centered data-testid="delete-redirect-modal">
      <Stack>
        <ActionErrors message={t('pages.redirects.deleteFailed')} errors={errors} testId="delete-redirect-errors" />
        <Text>{t('pages.redirects.deleteConfirm', { from: redirect?.fromPath ?? '' })}</Text>
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={readable.danger} onClick={() => void confirm()} loading={deleting.loading} data-testid="confirm-delete-redirect">
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

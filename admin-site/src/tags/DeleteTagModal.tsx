import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { codedErrors, dialogActions, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteTagDocument } from '../generated/graphql';
import { ActionErrors } from '@tessera/admin-kit';
import { readable } from '@tessera/admin-kit';
import type { ChosenTag } from './TagPagesPanel';

/** Asks before deleting a tag (the pages that carry it lose it) and shows a refusal's coded reasons. */
export function DeleteTagModal(props: { tag: ChosenTag | null; onClose: () => void; onDeleted: (id: number) => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [deleteTag, deleting] = useMutation(DeleteTagDocument);
  const { tag } = props;

  useEffect(() => setErrors([]), [tag]);

  const confirm = async () => {
    if (!tag) return;
    try {
      await deleteTag({ variables: { id: tag.id } });
      notifications.show({ color: 'green', message: t('pages.tags.deleted', { name: tag.name }) });
      props.onDeleted(tag.id);
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <Modal opened={tag !== null} onClose={props.onClose} title={t('pages.tags.deleteTitle')} centered data-testid="delete-tag-modal">
      <Stack>
        <ActionErrors message={t('pages.tags.deleteFailed')} errors={errors} testId="delete-tag-errors" />
        <Text>{t('pages.tags.deleteConfirm', { name: tag?.name ?? '' })}</Text>
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={readable.danger} onClick={() => void confirm()} loading={deleting.loading} data-testid="confirm-delete-tag">
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, TextInput } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { codedErrors, dialogActions, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RenameTagDocument } from '../generated/graphql';
import { fieldError, formErrors, missingFields } from '@tessera/admin-kit';
import { ActionErrors } from '@tessera/admin-kit';
import { isRename } from './tag-list';
import type { ChosenTag } from './TagPagesPanel';

/** Renames a tag (on every page that carries it); a taken or invalid name shows its coded reason on the field. */
export function RenameTagModal(props: { tag: ChosenTag | null; onClose: () => void; onRenamed: (tag: ChosenTag) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [renameTag, renaming] = useMutation(RenameTagDocument);
  const { tag } = props;

  useEffect(() => {
    setName(tag?.name ?? '');
    setErrors([]);
  }, [tag]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tag) return;
    const missing = missingFields({ name });
    if (missing.length > 0) return setErrors(missing);
    if (!isRename(tag.name, name)) return props.onClose();
    try {
      const result = await renameTag({ variables: { id: tag.id, name } });
      const renamed = result.data?.renameTag ?? { id: tag.id, name };
      notifications.show({ color: 'green', message: t('pages.tags.renamed', { name: renamed.name }) });
      props.onRenamed({ id: renamed.id, name: renamed.name });
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <Modal opened={tag !== null} onClose={props.onClose} title={t('pages.tags.renameTitle', { name: tag?.name ?? '' })} centered data-testid="rename-tag-modal">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t('pages.tags.newName')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors([]);
            }}
            error={fieldError(t, errors, t('pages.tags.name'), 'name')}
            maxLength={64}
            data-autofocus
            data-testid="rename-tag-input"
          />
          <ActionErrors message={t('pages.tags.renameFailed')} errors={formErrors(errors, ['name'])} testId="rename-tag-errors" />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={renaming.loading} data-testid="rename-tag-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

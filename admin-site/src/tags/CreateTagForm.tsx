import { useMutation } from '@apollo/client/react';
import { Button, Group, TextInput } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { codedErrors, type ErrorEntry } from '@tessera/admin-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateTagDocument } from '../generated/graphql';
import { fieldError, formErrors, missingFields } from '@tessera/admin-kit';
import { ActionErrors } from '@tessera/admin-kit';
import { isPrivateList, type TagVisibility } from './tag-list';

/** Adds a tag to the list it sits in; a refused name (taken, too long, bad characters) shows its coded reason on the field. */
export function CreateTagForm(props: { visibility: TagVisibility; onCreated: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [createTag, creating] = useMutation(CreateTagDocument);
  const label = t('pages.tags.name');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields({ name });
    if (missing.length > 0) return setErrors(missing);
    try {
      const result = await createTag({ variables: { name, isPrivate: isPrivateList(props.visibility) } });
      setName('');
      setErrors([]);
      notifications.show({ color: 'green', message: t('pages.tags.created', { name: result.data?.createTag.name ?? name }) });
      props.onCreated();
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="tag-create-form">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('pages.tags.newName')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors([]);
          }}
          error={fieldError(t, errors, label, 'name')}
          maxLength={64}
          style={{ flex: 1 }}
          data-testid="tag-new-name"
        />
        <Button type="submit" loading={creating.loading} mt={25} data-testid="tag-create">
          {t('pages.tags.create')}
        </Button>
      </Group>
      <ActionErrors message={t('pages.tags.createFailed')} errors={formErrors(errors, ['name'])} testId="tag-create-errors" />
    </form>
  );
}

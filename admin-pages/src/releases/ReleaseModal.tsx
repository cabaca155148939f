import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, TextInput } from '@tessera/admin-kit/mantine';
import { Textarea } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { ActionErrors, codedErrors, dialogActions, fieldError, formErrors, missingFields, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoOf, localInputOf } from '../editor/schedule/schedule-form';
import { CreateReleaseDocument, UpdateReleaseDocument, type ReleaseSummaryFieldsFragment } from '../generated/graphql';

/** The server's limits (schema/src/releases/release-rules.ts). */
const limits = { name: 200, description: 2000 };

/**
 * Makes a release, or edits one's name, description and time: the time is a `datetime-local`
 * input as the page schedule's (the browser's time zone), empty for a release published by hand.
 * The server's refusals are shown at their fields.
 */
export function ReleaseModal(props: { release: ReleaseSummaryFieldsFragment | 'new' | null; onClose(): void; onSaved(release: ReleaseSummaryFieldsFragment): void }) {
  const { t } = useTranslation();
  const { release } = props;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [scheduledAt, setScheduledAt] = useState('');
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [create, creating] = useMutation(CreateReleaseDocument);
  const [update, updating] = useMutation(UpdateReleaseDocument);

  useEffect(() => {
    const existing = release && release !== 'new' ? release : null;
    setName(existing?.name ?? '');
    setDescription(existing?.description ?? '');
    setScheduledAt(localInputOf(existing?.scheduledAt));
    setErrors([]);
  }, [release]);

  const save = async () => {
    const missing = missingFields({ name });
    setErrors(missing);
    if (missing.length > 0) return;
    const variables = { name: name.trim(), description, scheduledAt: isoOf(scheduledAt) };
    try {
      const saved = release === 'new' ? (await create({ variables })).data?.createRelease : release ? (await update({ variables: { ...variables, id: release.id } })).data?.updateRelease : undefined;
      notifications.show({ color: 'green', message: t('pages.releases.saved') });
      if (saved) props.onSaved(saved);
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  const labels = { name: t('pages.releases.form.name'), description: t('pages.releases.form.description'), scheduledAt: t('pages.releases.form.scheduledAt') };
  return (
    <Modal opened={release !== null} onClose={props.onClose} title={release === 'new' ? t('pages.releases.form.addTitle') : t('pages.releases.form.editTitle')} centered data-testid="release-modal">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <TextInput
            label={labels.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={limits.name}
            required
            data-autofocus
            error={fieldError(t, errors, labels.name, 'name')}
            data-testid="release-name"
          />
          <Textarea
            label={labels.description}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={limits.description}
            autosize
            minRows={2}
            error={fieldError(t, errors, labels.description, 'description')}
            data-testid="release-description"
          />
          <TextInput
            type="datetime-local"
            label={labels.scheduledAt}
            description={t('pages.releases.form.scheduledHint')}
            value={scheduledAt}
            onChange={(event) => setScheduledAt(event.currentTarget.value)}
            error={fieldError(t, errors, labels.scheduledAt, 'scheduledAt')}
            data-testid="release-scheduled-at"
          />
          <ActionErrors message={t('pages.releases.form.saveFailed')} errors={formErrors(errors, ['name', 'description', 'scheduledAt'])} testId="release-errors" />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={creating.loading || updating.loading} data-testid="release-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

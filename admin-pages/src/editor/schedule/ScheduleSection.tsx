import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { Button, Group, Stack, Text, TextInput, Title } from '@tessera/admin-kit/mantine';
import { codedErrors, errorMessage, ErrorList, useAuth, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorSchedulePageDocument, type EditorPageFieldsFragment } from '../../generated/graphql';
import { actionColor } from '../colors';
import { formRefusals, isoOf, scheduleFormOf, type ScheduleForm } from './schedule-form';

type ScheduleFields = Pick<EditorPageFieldsFragment, 'id' | 'scheduledPublishAt' | 'scheduledUnpublishAt' | 'scheduledVersionNumber'>;

/**
 * The page's schedule in its settings: when it goes live and comes off the site. Saved on its own
 * (schedulePage), not with the page's edit: it pins the latest stored version. Read-only without
 * publish-page.
 */
export function ScheduleSection({ page }: { page: ScheduleFields }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { hasPermission } = useAuth();
  const canSchedule = hasPermission('publish-page');
  const [saved, setSaved] = useState<Omit<ScheduleFields, 'id'>>(page);
  const [form, setForm] = useState<ScheduleForm>(() => scheduleFormOf(page));
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [busy, setBusy] = useState(false);

  const send = async (next: ScheduleForm) => {
    const refused = formRefusals(next, new Date());
    setErrors(refused);
    if (refused.length > 0) return;
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: EditorSchedulePageDocument, variables: { id: page.id, publishAt: isoOf(next.publishAt), unpublishAt: isoOf(next.unpublishAt) } });
      if (data) {
        setSaved(data.schedulePage);
        setForm(scheduleFormOf(data.schedulePage));
      }
      notifications.show({ color: 'green', message: t('pages.schedule.saved') });
    } catch (error) {
      setErrors(codedErrors(error));
    } finally {
      setBusy(false);
    }
  };

  const shown = (property: keyof ScheduleForm) => {
    const entry = errors.find((error) => error.property === property);
    return entry ? errorMessage(t, entry) : undefined;
  };
  const general = errors.filter((error) => error.property !== 'publishAt' && error.property !== 'unpublishAt');

  return (
    <Stack gap="sm" data-testid="editor-schedule">
      <Title order={2} size="h4">
        {t('pages.schedule.title')}
      </Title>
      <Text size="sm">{canSchedule ? t('pages.schedule.intro') : t('pages.schedule.needsPublisher')}</Text>
      <Group align="flex-start" grow>
        <TextInput
          type="datetime-local"
          label={t('pages.schedule.publishAt')}
          value={form.publishAt}
          onChange={(event) => setForm({ ...form, publishAt: event.currentTarget.value })}
          readOnly={!canSchedule}
          error={shown('publishAt')}
          data-testid="schedule-publish-at"
        />
        <TextInput
          type="datetime-local"
          label={t('pages.schedule.unpublishAt')}
          value={form.unpublishAt}
          onChange={(event) => setForm({ ...form, unpublishAt: event.currentTarget.value })}
          readOnly={!canSchedule}
          error={shown('unpublishAt')}
          data-testid="schedule-unpublish-at"
        />
      </Group>
      <Text size="sm" data-testid="schedule-state">
        {saved.scheduledVersionNumber ? t('pages.schedule.version', { number: saved.scheduledVersionNumber }) : !saved.scheduledUnpublishAt ? t('pages.schedule.none') : ''}
      </Text>
      {general.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            {t('pages.schedule.failed')}
          </Text>
          <ErrorList errors={general} />
        </>
      )}
      {canSchedule && (
        <Group>
          <Button color={actionColor} loading={busy} onClick={() => void send(form)} data-testid="schedule-save">
            {t('pages.schedule.save')}
          </Button>
          <Button
            variant="default"
            disabled={busy || (!saved.scheduledPublishAt && !saved.scheduledUnpublishAt)}
            onClick={() => void send({ publishAt: '', unpublishAt: '' })}
            data-testid="schedule-clear"
          >
            {t('pages.schedule.clear')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { ActionErrors, codedErrors, dialogActions, readable, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MachineTranslatePageDocument, MachineTranslationAvailableDocument } from '../generated/graphql';
import './register-texts';

interface MachineTranslateActionProps {
  pageId: number;
  sourceLocale: string;
  /** Whether the editor holds unsaved changes (asked when the dialog opens): the new draft replaces them. */
  isDirty(): boolean;
  /** Loads the new draft into the editor. */
  onTranslated(versionNumber: number): Promise<void>;
}

/**
 * "Machine translate into draft" on a translation, when the site has an engine
 * (machineTranslationAvailable): asks first, fills a new draft version from the source, loads it
 * into the editor and says that nothing was published.
 */
export function MachineTranslateAction({ pageId, sourceLocale, isDirty, onTranslated }: MachineTranslateActionProps) {
  const { t } = useTranslation();
  const available = useQuery(MachineTranslationAvailableDocument);
  const [translate, translating] = useMutation(MachineTranslatePageDocument);
  const [asking, setAsking] = useState<{ dirty: boolean } | null>(null);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  if (!available.data?.machineTranslationAvailable) return null;

  const start = async () => {
    setErrors([]);
    try {
      const { data } = await translate({ variables: { pageId } });
      if (!data) return;
      await onTranslated(data.machineTranslatePage);
      setAsking(null);
      notifications.show({ color: 'blue', message: t('pages.translationWorkflow.machine.done', { number: data.machineTranslatePage }) });
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <>
      <Button variant="outline" color={readable.primary} onClick={() => setAsking({ dirty: isDirty() })} data-testid="machine-translate">
        {t('pages.translationWorkflow.machine.action')}
      </Button>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={t('pages.translationWorkflow.machine.title')} centered data-testid="machine-translate-modal">
        <Stack>
          <Text>{t('pages.translationWorkflow.machine.confirm', { locale: sourceLocale })}</Text>
          {asking?.dirty && (
            <Text c={readable.danger} fw={500} data-testid="machine-translate-unsaved">
              {t('pages.translationWorkflow.machine.unsaved')}
            </Text>
          )}
          <ActionErrors message={t('pages.translationWorkflow.machine.failed')} errors={errors} testId="machine-translate-errors" />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color={readable.primary} onClick={() => void start()} loading={translating.loading} data-testid="machine-translate-confirm">
              {t('pages.translationWorkflow.machine.start')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

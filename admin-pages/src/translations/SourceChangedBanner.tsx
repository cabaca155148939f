import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { ActionErrors, codedErrors, localeLabel, readable, type ErrorEntry } from '@tessera/admin-kit';
import type { EditorBlockType } from '@tessera/content-model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VersionComparison } from '../compare/VersionComparison';
import { MarkTranslationUpToDateDocument, TranslationSourceVersionsDocument, type EditorPageFieldsFragment } from '../generated/graphql';
import './register-texts';

type Source = NonNullable<EditorPageFieldsFragment['translationSource']>;

type Client = ReturnType<typeof useApolloClient>;

/** The ids of the source's two versions (a translation records their numbers); null when the source has no published one. */
async function sourceVersionIds(client: Client, source: Source): Promise<{ from: number | undefined; to: number } | null> {
  if (source.sourcePublishedVersion === null) return null;
  const { data } = await client.query({
    query: TranslationSourceVersionsDocument,
    variables: { pageID: source.sourcePageId, fromBefore: (source.madeFromVersion ?? 0) + 1, toBefore: source.sourcePublishedVersion + 1 },
    fetchPolicy: 'network-only',
  });
  const to = data?.published.find((version) => version.number === source.sourcePublishedVersion);
  if (!to) return null;
  const from = source.madeFromVersion === null ? undefined : data?.madeFrom.find((version) => version.number === source.madeFromVersion)?.id;
  return { from, to: to.id };
}

/**
 * Issue 36: a translation whose source has a newer published version than the one it was made
 * from says so above the editor, shows the source's change (the version compare of the source
 * page, made-from → published) and lets the editor mark it up to date once it is.
 */
export function SourceChangedBanner({ page, blockTypes, onChanged }: { page: EditorPageFieldsFragment; blockTypes: readonly EditorBlockType[]; onChanged(): Promise<void> }) {
  const { t, i18n } = useTranslation();
  const source = page.translationSource;
  const [comparing, setComparing] = useState<{ from: number | undefined; to: number } | null>(null);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [mark, marking] = useMutation(MarkTranslationUpToDateDocument);
  const client = useApolloClient();
  if (!source?.sourceChanged) return null;
  const locale = localeLabel(source.sourceLocale, i18n.language);

  const show = async () => {
    setErrors([]);
    try {
      setComparing(await sourceVersionIds(client, source));
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };
  const markUpToDate = async () => {
    setErrors([]);
    try {
      await mark({ variables: { pageId: page.id } });
      await onChanged();
      notifications.show({ color: 'green', message: t('pages.translationWorkflow.sourceChanged.marked') });
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <Alert color="orange" variant="light" data-testid="source-changed">
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {t('pages.translationWorkflow.sourceChanged.title')}
        </Text>
        <Text size="sm" data-testid="source-changed-text">
          {t('pages.translationWorkflow.sourceChanged.text', { locale: source.sourceLocale })}
        </Text>
        {source.madeFromVersion !== null && source.sourcePublishedVersion !== null && (
          <Text size="sm" c={readable.muted}>
            {t('pages.translationWorkflow.sourceChanged.versions', { from: source.madeFromVersion, to: source.sourcePublishedVersion })}
          </Text>
        )}
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => void show()} data-testid="source-changed-show">
            {t('pages.translationWorkflow.sourceChanged.show')}
          </Button>
          <Button variant="filled" size="xs" color={readable.primary} onClick={() => void markUpToDate()} loading={marking.loading} data-testid="source-changed-mark">
            {t('pages.translationWorkflow.sourceChanged.markUpToDate')}
          </Button>
        </Group>
        <ActionErrors message={t('pages.translationWorkflow.sourceChanged.failed')} errors={errors} testId="source-changed-errors" />
      </Stack>
      <Modal opened={comparing !== null} onClose={() => setComparing(null)} size="90%" title={t('pages.translationWorkflow.sourceChanged.compareTitle', { locale })} data-testid="source-compare-modal">
        {comparing && <VersionComparison pageId={source.sourcePageId} from={comparing.from} to={comparing.to} blockTypes={blockTypes} />}
      </Modal>
    </Alert>
  );
}

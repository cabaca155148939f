import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { Card, Progress } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { codedErrors, formatDate, dialogActions, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { IndexAllPagesForSearchDocument, RemoveAllPagesFromSearchDocument, SearchIndexStatusDocument, type SearchJobFieldsFragment, type SearchStatusFieldsFragment } from '../generated/graphql';
import { ActionErrors } from '@tessera/admin-kit';
import { readable } from '@tessera/admin-kit';
import { ParkedEvents } from './ParkedEvents';
import { anyJobRunning, progressColor, progressPercent, shownState, statusPollInterval, type SearchJobKind } from './search-progress';

/**
 * The search index screen (SPEC §4 "Search indexing"): remove all pages or index all pages, each
 * going idle → loading → success or error, with a progress bar fed by the status, polled every
 * 500 ms while a job runs; the last run's time and count, and the engine in use.
 */
export default function SearchIndex() {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const statusQuery = useQuery(SearchIndexStatusDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false, pollInterval: statusPollInterval(running) });
  const [started, setStarted] = useState<SearchStatusFieldsFragment | null>(null);
  const [starting, setStarting] = useState<SearchJobKind | null>(null);
  const [errors, setErrors] = useState<Record<SearchJobKind, ErrorEntry[]>>({ removal: [], indexing: [] });
  const [confirmRemoval, setConfirmRemoval] = useState(false);
  const [removeAll] = useMutation(RemoveAllPagesFromSearchDocument);
  const [indexAll] = useMutation(IndexAllPagesForSearchDocument);

  // A fresh poll is newer than what a start answered.
  useEffect(() => setStarted(null), [statusQuery.data]);
  const status = started ?? statusQuery.data?.searchStatus ?? null;
  const isRunning = status !== null && anyJobRunning(status, starting);
  useEffect(() => setRunning(isRunning), [isRunning]);

  const start = async (kind: SearchJobKind) => {
    setStarting(kind);
    setErrors((current) => ({ ...current, [kind]: [] }));
    try {
      const result = kind === 'removal' ? (await removeAll()).data?.removeAllPagesFromSearch : (await indexAll()).data?.indexAllPagesForSearch;
      if (result) {
        setStarted(result.status);
        if (!result.started) notifications.show({ message: t('pages.searchIndex.alreadyRunning') });
      }
    } catch (error) {
      setErrors((current) => ({ ...current, [kind]: codedErrors(error) }));
    } finally {
      setStarting(null);
    }
  };

  if (!status) {
    return (
      <Stack data-testid="search-index">
        <Title order={1}>{t('pages.searchIndex.title')}</Title>
        {statusQuery.error ? (
          <ActionErrors message={t('pages.searchIndex.loadFailed')} errors={codedErrors(statusQuery.error)} testId="search-index-load-error" />
        ) : (
          <Loader size="sm" aria-label={t('app.loading')} />
        )}
      </Stack>
    );
  }

  return (
    <Stack data-testid="search-index">
      <Title order={1}>{t('pages.searchIndex.title')}</Title>
      <Text c={readable.muted}>{t('pages.searchIndex.intro')}</Text>
      <Text data-testid="search-engine">{t('pages.searchIndex.engine', { engine: status.engine })}</Text>
      {statusQuery.error && (
        <Text size="sm" c={readable.danger} role="status" data-testid="search-index-poll-error">
          {t('pages.searchIndex.pollFailed')}
        </Text>
      )}
      {isRunning && (
        <Text size="sm" c={readable.muted} data-testid="search-index-busy">
          {t('pages.searchIndex.busy')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <JobCard kind="removal" job={status.removal} starting={starting === 'removal'} disabled={isRunning} errors={errors.removal} onStart={() => setConfirmRemoval(true)} />
        <JobCard kind="indexing" job={status.indexing} starting={starting === 'indexing'} disabled={isRunning} errors={errors.indexing} onStart={() => void start('indexing')} />
      </SimpleGrid>
      <ParkedEvents />
      <Modal opened={confirmRemoval} onClose={() => setConfirmRemoval(false)} title={t('pages.searchIndex.removal.confirmTitle')} centered data-testid="confirm-removal-modal">
        <Stack>
          <Text>{t('pages.searchIndex.removal.confirm')}</Text>
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={() => setConfirmRemoval(false)} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button
              color={readable.danger}
              data-testid="confirm-removal"
              onClick={() => {
                setConfirmRemoval(false);
                void start('removal');
              }}
            >
              {t('pages.searchIndex.removal.confirmButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** One job: its button, state, progress bar and last run. */
function JobCard(props: { kind: SearchJobKind; job: SearchJobFieldsFragment; starting: boolean; disabled: boolean; errors: ErrorEntry[]; onStart: () => void }) {
  const { t, i18n } = useTranslation();
  const { kind, job } = props;
  const state = shownState(job, props.starting);
  const percent = props.starting ? 0 : progressPercent(job);
  const titleId = `search-job-${kind}-title`;
  return (
    <Card component="section" withBorder data-testid={`search-job-${kind}`} data-state={state} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={titleId}>
            {t(`pages.searchIndex.${kind}.title`)}
          </Title>
          <Badge variant="outline" color={progressColor(state)} data-testid={`search-job-${kind}-state`}>
            {t(`pages.searchIndex.state.${state}`)}
          </Badge>
        </Group>
        <Progress
          value={percent}
          color={progressColor(state)}
          size="lg"
          animated={state === 'loading'}
          aria-label={t(`pages.searchIndex.${kind}.progressLabel`)}
          data-testid={`search-job-${kind}-progress`}
          data-percent={percent}
        />
        {state === 'loading' && !props.starting && (
          <Text size="sm" data-testid={`search-job-${kind}-done`}>
            {t('pages.searchIndex.progress', { done: job.done, total: job.total })}
          </Text>
        )}
        {job.finishedAt ? (
          <Stack gap={2}>
            <Text size="sm" data-testid={`search-job-${kind}-last-run`}>
              {t('pages.searchIndex.lastRun', { date: formatDate(job.finishedAt, i18n.language, true) })}
            </Text>
            <Text size="sm" data-testid={`search-job-${kind}-count`}>
              {t('pages.searchIndex.lastCount', { total: job.count ?? 0 })}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c={readable.muted}>
            {t('pages.searchIndex.neverRun')}
          </Text>
        )}
        <ActionErrors message={t(`pages.searchIndex.${kind}.failed`)} errors={props.errors} testId={`search-job-${kind}-errors`} />
        <Group>
          <Button
            onClick={props.onStart}
            disabled={props.disabled}
            loading={props.starting}
            color={kind === 'removal' ? readable.danger : readable.primary}
            variant={kind === 'removal' ? 'outline' : 'filled'}
            data-testid={`search-${kind}-button`}
          >
            {t(`pages.searchIndex.${kind}.button`)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

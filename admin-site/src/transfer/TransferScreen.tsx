import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@tessera/admin-kit/mantine';
import { Card, Checkbox } from '@tessera/admin-kit/mantine-more';
import { ActionErrors, codedErrors, readable, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { StartExportJobDocument, StartImportJobDocument, TransferJobsDocument } from '../generated/graphql';
import { RefusalsModal } from './RefusalsModal';
import { TransferJobsTable } from './TransferJobsTable';
import { isActive, jobPollMs } from './transfer-jobs';

/**
 * Export and import (manage-settings): start an export of everything or of the published pages
 * only (written to exports/<job number>/ of the data directory), start an import of an earlier
 * export or of a folder copied there from another installation; the latest jobs with their
 * progress, polled while one is queued or running, and the records a finished import refused.
 */
export default function TransferScreen() {
  const { t } = useTranslation();
  const jobsQuery = useQuery(TransferJobsDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false, pollInterval: 0 });
  const [startExport] = useMutation(StartExportJobDocument);
  const [startImport] = useMutation(StartImportJobDocument);
  const [publishedOnly, setPublishedOnly] = useState(false);
  const [source, setSource] = useState('');
  const [errors, setErrors] = useState<{ export: ErrorEntry[]; import: ErrorEntry[] }>({ export: [], import: [] });
  const [refusalsOf, setRefusalsOf] = useState<number | null>(null);
  const jobs = jobsQuery.data?.transferJobs ?? null;
  const busy = jobs?.some(isActive) ?? false;
  // Polled only while a job is queued or running.
  const { startPolling, stopPolling } = jobsQuery;
  useEffect(() => (busy ? startPolling(jobPollMs) : stopPolling()), [busy, startPolling, stopPolling]);

  const start = async (kind: 'export' | 'import', run: () => Promise<unknown>) => {
    setErrors((current) => ({ ...current, [kind]: [] }));
    try {
      await run();
      await jobsQuery.refetch();
    } catch (error) {
      setErrors((current) => ({ ...current, [kind]: codedErrors(error) }));
    }
  };
  const exportNow = () => start('export', () => startExport({ variables: { publishedOnly } }));
  const importNow = (from: string) => start('import', () => startImport({ variables: { source: from.trim() } }));

  return (
    <Stack data-testid="transfer-screen">
      <Title order={1}>{t('pages.transfer.title')}</Title>
      <Text c={readable.muted}>{t('pages.transfer.intro')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card component="section" withBorder aria-labelledby="transfer-export-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="transfer-export-title">
              {t('pages.transfer.export.title')}
            </Title>
            <Text size="sm">{t('pages.transfer.export.help')}</Text>
            <Checkbox
              label={t('pages.transfer.export.publishedOnly')}
              checked={publishedOnly}
              onChange={(event) => setPublishedOnly(event.currentTarget.checked)}
              data-testid="transfer-published-only"
            />
            {errors.export.length > 0 && <ActionErrors message={t('pages.transfer.export.failed')} errors={errors.export} testId="transfer-export-error" />}
            <Group>
              <Button onClick={() => void exportNow()} disabled={busy} data-testid="transfer-export-start">
                {t('pages.transfer.export.start')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card component="section" withBorder aria-labelledby="transfer-import-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="transfer-import-title">
              {t('pages.transfer.import.title')}
            </Title>
            <TextInput
              label={t('pages.transfer.import.source')}
              description={t('pages.transfer.import.sourceHint')}
              value={source}
              onChange={(event) => setSource(event.currentTarget.value)}
              data-testid="transfer-import-source"
            />
            {errors.import.length > 0 && <ActionErrors message={t('pages.transfer.import.failed')} errors={errors.import} testId="transfer-import-error" />}
            <Group>
              <Button onClick={() => void importNow(source)} disabled={busy || source.trim() === ''} data-testid="transfer-import-start">
                {t('pages.transfer.import.start')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>
      <Title order={2} size="h3">
        {t('pages.transfer.jobs.title')}
      </Title>
      {busy && (
        <Text size="sm" c={readable.muted} data-testid="transfer-busy">
          {t('pages.transfer.busy')}
        </Text>
      )}
      {jobsQuery.error && <ActionErrors message={t('pages.transfer.loadFailed')} errors={codedErrors(jobsQuery.error)} testId="transfer-load-error" />}
      {jobs === null && !jobsQuery.error && <Loader size="sm" aria-label={t('app.loading')} />}
      {jobs !== null && jobs.length === 0 && <Text data-testid="transfer-no-jobs">{t('pages.transfer.jobs.none')}</Text>}
      {jobs !== null && jobs.length > 0 && <TransferJobsTable jobs={jobs} busy={busy} onImport={(from) => void importNow(from)} onRefusals={setRefusalsOf} />}
      <RefusalsModal jobId={refusalsOf} onClose={() => setRefusalsOf(null)} />
    </Stack>
  );
}

import { Badge, Button, Group, Stack, Table, Text } from '@tessera/admin-kit/mantine';
import { Progress } from '@tessera/admin-kit/mantine-more';
import { errorMessage, formatDate, readable, type ErrorEntry } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import type { TransferJobFieldsFragment } from '../generated/graphql';
import { jobPercent, jobTotals } from './transfer-jobs';

/** Colours that keep their text readable (axe's contrast rule). */
const statusColor = { queued: readable.muted, running: readable.primary, done: readable.confirm, failed: readable.danger } as Record<string, string>;

/** The latest jobs: what, state, progress bar, result; a finished export can be imported, a finished import's refusals shown. */
export function TransferJobsTable(props: { jobs: TransferJobFieldsFragment[]; busy: boolean; onImport: (source: string) => void; onRefusals: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table data-testid="transfer-jobs">
        <Table.Caption>{t('pages.transfer.jobs.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pages.transfer.jobs.columns.job')}</Table.Th>
            <Table.Th>{t('pages.transfer.jobs.columns.status')}</Table.Th>
            <Table.Th>{t('pages.transfer.jobs.columns.progress')}</Table.Th>
            <Table.Th>{t('pages.transfer.jobs.columns.result')}</Table.Th>
            <Table.Th>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.jobs.map((job) => {
            const percent = jobPercent(job);
            const totals = jobTotals(job);
            return (
              <Table.Tr key={job.id} data-testid={`transfer-job-${job.id}`} data-status={job.status}>
                <Table.Td>
                  <Text size="sm">
                    {job.kind === 'export'
                      ? t(job.publishedOnly ? 'pages.transfer.jobs.exportPublished' : 'pages.transfer.jobs.exportAll', { id: job.id })
                      : t('pages.transfer.jobs.importOf', { id: job.id, source: job.source })}
                  </Text>
                  <Text size="xs" c={readable.muted}>
                    {formatDate(job.createdAt, i18n.language, true)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="outline" color={statusColor[job.status]} data-testid={`transfer-job-${job.id}-status`}>
                    {t(`pages.transfer.status.${job.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} miw={160}>
                    <Progress
                      value={percent ?? 100}
                      striped={percent === null}
                      animated={job.status === 'running'}
                      color={statusColor[job.status]}
                      size="lg"
                      aria-label={t('pages.transfer.jobs.progressLabel', { id: job.id })}
                      data-testid={`transfer-job-${job.id}-progress`}
                    />
                    <Text size="xs" data-testid={`transfer-job-${job.id}-processed`}>
                      {job.total ? t('pages.transfer.jobs.processedOf', { processed: job.processed, total: job.total }) : t('pages.transfer.jobs.processed', { processed: job.processed })}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td data-testid={`transfer-job-${job.id}-result`}>
                  {job.status === 'failed' && job.errorCode && (
                    <Text size="sm" c={readable.danger}>
                      {errorMessage(t, { code: job.errorCode as ErrorEntry['code'], property: null })}
                    </Text>
                  )}
                  {job.status === 'done' && (
                    <Text size="sm">
                      {job.kind === 'export'
                        ? t('pages.transfer.jobs.exported', { records: job.processed })
                        : t('pages.transfer.jobs.imported', { created: totals.created, existing: totals.existing, refused: job.refusedTotal })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {job.status === 'done' && job.kind === 'export' && (
                      <Button component="a" size="xs" variant="default" href={`/api/tessera/transfer-jobs/${job.id}/download`} download data-testid={`transfer-job-${job.id}-download`}>
                        {t('pages.transfer.jobs.download', { id: job.id })}
                      </Button>
                    )}
                    {job.status === 'done' && job.kind === 'export' && (
                      <Button size="xs" variant="default" disabled={props.busy} onClick={() => props.onImport(String(job.id))} data-testid={`transfer-job-${job.id}-import`}>
                        {t('pages.transfer.jobs.importThis', { id: job.id })}
                      </Button>
                    )}
                    {job.status === 'done' && job.kind === 'import' && job.refusedTotal > 0 && (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => props.onRefusals(job.id)}
                        aria-label={t('pages.transfer.refusals.showFor', { id: job.id })}
                        data-testid={`transfer-job-${job.id}-refusals`}
                      >
                        {t('pages.transfer.refusals.show')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

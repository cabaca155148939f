import { useQuery } from '@apollo/client/react';
import { Loader, Modal, Stack, Table, Text } from '@tessera/admin-kit/mantine';
import { ActionErrors, codedErrors, errorMessage, type ErrorEntry } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { TransferJobRefusalsDocument } from '../generated/graphql';

/** The records a finished import refused (the first 1,000), with their file, line and reason. */
export function RefusalsModal(props: { jobId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(TransferJobRefusalsDocument, { variables: { id: props.jobId ?? 0 }, skip: props.jobId === null, fetchPolicy: 'network-only' });
  const job = query.data?.transferJob;
  return (
    <Modal opened={props.jobId !== null} onClose={props.onClose} title={t('pages.transfer.refusals.title', { id: props.jobId })} size="xl" data-testid="transfer-refusals">
      {query.error && <ActionErrors message={t('pages.transfer.loadFailed')} errors={codedErrors(query.error)} />}
      {!job && !query.error && <Loader size="sm" aria-label={t('app.loading')} />}
      {job && (
        <Stack>
          <Text size="sm">{t('pages.transfer.refusals.count', { shown: job.refusals.length, total: job.refusedTotal })}</Text>
          <Table>
            <Table.Caption>{t('pages.transfer.refusals.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pages.transfer.refusals.file')}</Table.Th>
                <Table.Th>{t('pages.transfer.refusals.line')}</Table.Th>
                <Table.Th>{t('pages.transfer.refusals.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {job.refusals.map((refusal) => (
                <Table.Tr key={`${refusal.file}:${refusal.line}:${refusal.code}:${refusal.property ?? ''}`}>
                  <Table.Td>{refusal.file}</Table.Td>
                  <Table.Td>{refusal.line}</Table.Td>
                  <Table.Td>{errorMessage(t, { code: refusal.code as ErrorEntry['code'], property: refusal.property ?? null })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Modal>
  );
}

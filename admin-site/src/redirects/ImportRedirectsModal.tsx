import { Button, Group, Modal, Stack, Table, Text } from '@tessera/admin-kit/mantine';
import { ActionErrors, dialogActions, restCall, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ImportReport {
  imported: number;
  refused: Array<{ line: number; code: string; property: string | null }>;
}

/** Imports a CSV file of redirects; shows how many were added and each refused row with its line and reason. */
export function ImportRedirectsModal(props: { opened: boolean; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!props.opened) return;
    setFile(null);
    setReport(null);
    setErrors([]);
  }, [props.opened]);

  const start = async () => {
    if (!file) return;
    setBusy(true);
    const form = new FormData();
    form.append('file', file);
    const answer = await restCall<ImportReport>('POST', '/api/tessera/redirects/import', form).finally(() => setBusy(false));
    if (answer.ok) {
      setErrors([]);
      setReport(answer.data);
      props.onImported();
    } else {
      setReport(null);
      setErrors(answer.errors);
    }
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('pages.redirects.import.title')} centered size="lg" data-testid="import-redirects-modal">
      <Stack>
        <Text size="sm">{t('pages.redirects.import.help')}</Text>
        <Stack gap={4}>
          <label htmlFor={inputId}>
            <Text size="sm" fw={500} component="span">
              {t('pages.redirects.import.file')}
            </Text>
          </label>
          <input id={inputId} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} data-testid="redirect-import-file" />
        </Stack>
        <ActionErrors message={t('pages.redirects.import.failed')} errors={errors} testId="redirect-import-errors" />
        {report && (
          <Stack gap="xs" data-testid="redirect-import-report">
            <Text role="status">{t('pages.redirects.import.result', { imported: report.imported, refused: report.refused.length })}</Text>
            {report.refused.length > 0 && (
              <Table striped aria-label={t('pages.redirects.import.refusedCaption')} data-testid="redirect-import-refused">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('pages.redirects.import.line')}</Table.Th>
                    <Table.Th>{t('pages.redirects.import.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.refused.map((row) => (
                    <Table.Tr key={row.line} data-code={row.code}>
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>{t(`pages.redirects.import.reasons.${row.code}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        )}
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={props.onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={() => void start()} disabled={!file} loading={busy} data-testid="redirect-import-start">
            {t('pages.redirects.import.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

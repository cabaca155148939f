import { Anchor, Button, Group, Stack, Table, Text } from '@tessera/admin-kit/mantine';
import { ActionErrors, errorMessage, localeLabel, readable, restCall, type ErrorEntry } from '@tessera/admin-kit';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';
import './register-texts';
import { importReportOf, type XliffImportReport } from './xliff';

/**
 * "Import XLIFF": a translated file goes to POST translations/xliff; the report lists the pages
 * that got a new draft (never a publication) and each refused unit with its translated reason. A
 * file refused as a whole (not XLIFF 2.0, too large, entities) shows the coded reasons instead.
 */
export function XliffImport({ onImported }: { onImported?(report: XliffImportReport): void }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<XliffImportReport | null>(null);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);

  const start = async () => {
    if (!file) return;
    setBusy(true);
    const form = new FormData();
    form.append('file', file);
    const answer = await restCall<unknown>('POST', '/api/tessera/translations/xliff', form).finally(() => setBusy(false));
    if (answer.ok) {
      const imported = importReportOf(answer.data);
      setErrors([]);
      setReport(imported);
      setFile(null);
      if (input.current) input.current.value = '';
      onImported?.(imported);
    } else {
      setReport(null);
      setErrors(answer.errors);
    }
  };

  return (
    <Stack gap="xs" data-testid="xliff-import">
      <Group align="end">
        <Stack gap={4}>
          <label htmlFor={inputId}>
            <Text size="sm" fw={500} component="span">
              {t('pages.translationWorkflow.xliff.file')}
            </Text>
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml"
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            data-testid="xliff-import-file"
          />
        </Stack>
        <Button variant="outline" color={readable.primary} onClick={() => void start()} disabled={!file} loading={busy} data-testid="xliff-import-start">
          {t('pages.translationWorkflow.xliff.import')}
        </Button>
      </Group>
      <ActionErrors message={t('pages.translationWorkflow.xliff.failed')} errors={errors} testId="xliff-import-errors" />
      {report && (
        <Stack gap="xs" data-testid="xliff-import-report">
          <Text role="status" data-testid="xliff-import-result">
            {t('pages.translationWorkflow.xliff.result', { pages: report.pages.length, refused: report.refused.length })}
          </Text>
          {report.pages.length > 0 && (
            <Table striped aria-label={t('pages.translationWorkflow.xliff.pagesCaption')} data-testid="xliff-import-pages">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pages.translationWorkflow.xliff.page')}</Table.Th>
                  <Table.Th>{t('pages.translationWorkflow.xliff.locale')}</Table.Th>
                  <Table.Th>{t('pages.translationWorkflow.xliff.newDraft')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.pages.map((page) => (
                  <Table.Tr key={page.pageId} data-page-id={page.pageId} data-version={page.versionNumber}>
                    <Table.Td>
                      <Anchor component={Link} to={`/page/${page.pageId}`} c={readable.link}>
                        {page.title ?? t('pages.translationWorkflow.xliff.pageLink', { id: page.pageId })}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{localeLabel(page.locale, i18n.language)}</Table.Td>
                    <Table.Td>{t('pages.translationWorkflow.xliff.draftVersion', { number: page.versionNumber })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {report.refused.length > 0 && (
            <Table striped aria-label={t('pages.translationWorkflow.xliff.refusedCaption')} data-testid="xliff-import-refused">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pages.translationWorkflow.xliff.unit')}</Table.Th>
                  <Table.Th>{t('pages.translationWorkflow.xliff.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.refused.map((refusal, index) => (
                  <Table.Tr key={`${refusal.unit ?? ''}-${index}`} data-code={refusal.code}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {refusal.unit ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{errorMessage(t, refusal)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Stack>
  );
}

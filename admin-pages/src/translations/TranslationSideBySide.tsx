import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Loader, Stack, Table, Text, Title } from '@tessera/admin-kit/mantine';
import { ActionErrors, codedErrors, readable, useLanguage } from '@tessera/admin-kit';
import { blockTypesOf, type EditorBlockType } from '@tessera/content-model';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@tessera/admin-kit/router';
import '../i18n';
import { TranslationViewDocument, type TranslationViewQuery } from '../generated/graphql';
import { blockTexts, blockTypeOfRow, oneSidedCount, pageTexts, type BlockText } from './block-texts';

type Row = TranslationViewQuery['translationView']['rows'][number];

/** The page's own fields (the row keyed `page`) under the compare's labels. */
const pageFieldKeys = {
  title: 'pages.compare.fields.title',
  seoTitle: 'pages.compare.fields.seoTitle',
  seoDescription: 'pages.compare.fields.seoDescription',
  seoKeywords: 'pages.compare.fields.seoKeywords',
  seoImage: 'pages.compare.fields.seoImageAltText',
} as const;

function SideTexts({ texts, missingText, testId }: { texts: BlockText[] | null; missingText: string; testId: string }) {
  const { t } = useTranslation();
  if (texts === null) {
    return (
      <Text size="sm" fw={600} fs="italic" c={readable.danger} data-testid={`${testId}-missing`}>
        {missingText}
      </Text>
    );
  }
  if (texts.length === 0) {
    return (
      <Text size="sm" c={readable.muted} data-testid={testId}>
        {t('pages.translationWorkflow.sideBySide.empty')}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid={testId}>
      {texts.map((text) => (
        <div key={text.path} data-path={text.path}>
          <Text size="xs" fw={600} c={readable.muted}>
            {text.label}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {text.text}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** The texts of one side: the block's by its type, or the page's own fields (row `page`). */
function useSideTexts(blockTypes: readonly EditorBlockType[]) {
  const { t } = useTranslation();
  return (row: Row, side: unknown): BlockText[] | null => {
    if (side === null || side === undefined) return null;
    if (row.key === 'page') return pageTexts(side, (name) => t(pageFieldKeys[name]));
    const typeId = blockTypeOfRow(row);
    return blockTexts(
      side,
      blockTypes.find((type) => type.id === typeId),
    );
  };
}

/**
 * Issue 36: a translation beside its source, block by block (translationView, aligned by block
 * key): the texts a translator works on, and which blocks one side lacks. Reached from the
 * editor's Translations tab, with a way back to the editor.
 */
export default function TranslationSideBySide() {
  const { t } = useTranslation();
  const { pageId: param } = useParams();
  const pageId = Number(param);
  const { data, error, loading } = useQuery(TranslationViewDocument, { variables: { pageId, locale: useLanguage() }, fetchPolicy: 'network-only', skip: !Number.isInteger(pageId) || pageId <= 0 });
  const blockTypes = useMemo(() => (data ? blockTypesOf(data.blockTypes) : []), [data]);
  const textsOf = useSideTexts(blockTypes);
  const back = (
    <Anchor component={Link} to={`/page/${pageId}`} c={readable.link} data-testid="side-by-side-back">
      {t('pages.translationWorkflow.sideBySide.back')}
    </Anchor>
  );

  if (error) {
    const errors = codedErrors(error);
    return (
      <Stack data-testid="side-by-side">
        {back}
        {errors.some((entry) => entry.code === 'V_07') ? (
          <Text data-testid="side-by-side-not-translation">{t('pages.translationWorkflow.sideBySide.notATranslation')}</Text>
        ) : (
          <ActionErrors message={t('pages.translationWorkflow.sideBySide.loadFailed')} errors={errors} testId="side-by-side-failed" />
        )}
      </Stack>
    );
  }
  if (loading || !data) return <Loader size="sm" aria-label={t('pages.translationWorkflow.sideBySide.loading')} />;

  const view = data.translationView;
  const missing = oneSidedCount(view.rows);
  const none = t('pages.translationWorkflow.sideBySide.noVersion');
  const blockLabel = (row: Row) => (row.key === 'page' ? t('pages.compare.settings') : (blockTypes.find((type) => type.id === blockTypeOfRow(row))?.label ?? blockTypeOfRow(row) ?? row.key));
  return (
    <Stack data-testid="side-by-side" data-page-id={view.pageId}>
      <Group justify="space-between">
        <Title order={1}>{t('pages.translationWorkflow.sideBySide.title', { title: data.page.title })}</Title>
        {back}
      </Group>
      <Text size="sm" c={readable.muted} data-testid="side-by-side-versions">
        {t('pages.translationWorkflow.sideBySide.versions', { sourceLocale: view.sourceLocale, sourceVersion: view.sourceVersion ?? none, locale: view.locale, version: view.version ?? none })}
      </Text>
      {missing > 0 && (
        <Text size="sm" fw={600} data-testid="side-by-side-missing-count">
          {t('pages.translationWorkflow.sideBySide.missingCount', { count: missing })}
        </Text>
      )}
      {view.rows.length === 0 ? (
        <Text data-testid="side-by-side-empty">{t('pages.translationWorkflow.sideBySide.noBlocks')}</Text>
      ) : (
        <Table withTableBorder withColumnBorders verticalSpacing="sm" layout="fixed" data-testid="side-by-side-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w="16%">
                {t('pages.translationWorkflow.sideBySide.block')}
              </Table.Th>
              <Table.Th scope="col">{t('pages.translationWorkflow.sideBySide.source', { locale: view.sourceLocale })}</Table.Th>
              <Table.Th scope="col">{t('pages.translationWorkflow.sideBySide.translation', { locale: view.locale })}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.rows.map((row) => {
              const onlyOne = row.source == null ? 'source' : row.translation == null ? 'translation' : 'none';
              return (
                <Table.Tr key={row.key} data-testid="side-by-side-row" data-key={row.key} data-missing={onlyOne}>
                  <Table.Th scope="row" style={{ verticalAlign: 'top' }}>
                    <Text size="sm" fw={600}>
                      {blockLabel(row)}
                    </Text>
                    {row.key !== 'page' && (
                      <Text size="xs" c={readable.muted} ff="monospace">
                        {row.key}
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <SideTexts texts={textsOf(row, row.source)} missingText={t('pages.translationWorkflow.sideBySide.missingInSource')} testId="side-by-side-source" />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <SideTexts texts={textsOf(row, row.translation)} missingText={t('pages.translationWorkflow.sideBySide.missingInTranslation')} testId="side-by-side-translation" />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

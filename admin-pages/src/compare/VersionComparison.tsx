import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { codedErrors, ErrorList, readable, useLanguage } from '@tessera/admin-kit';
import { blockTypesOf, fieldsOf, type EditorBlockType } from '@tessera/content-model';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CompareLabelsDocument, ComparePageVersionsDocument, type ComparePageVersionsQuery } from '../generated/graphql';
import { ChangeRow, ColumnHeads } from './ChangeView';

type BlockChange = ComparePageVersionsQuery['comparePageVersions']['blocks'][number];

/** Dark enough for white text (WCAG AA 4.5:1). */
const statusColor: Record<BlockChange['status'], string> = { added: 'teal.9', removed: 'red.9', moved: 'blue.8', changed: 'grape.9', unchanged: 'gray.7' };
const settingKeys: Record<string, string> = {
  title: 'title',
  seoTitle: 'seoTitle',
  seoDescription: 'seoDescription',
  seoKeywords: 'seoKeywords',
  seoImage: 'seoImage',
  'seoImage.altText': 'seoImageAltText',
};

interface VersionComparisonProps {
  pageId: number;
  /** Omitted: since the version last published. */
  from?: number;
  to: number;
  /** For the blocks' and fields' labels (the editor's); asked for in the user's language otherwise. */
  blockTypes?: readonly EditorBlockType[];
}

/** The block types, and the labels of the page type's own fields, in the user's language (their ids until they arrive). */
function useLabels(pageId: number, given: readonly EditorBlockType[] | undefined) {
  const labels = useQuery(CompareLabelsDocument, { variables: { pageID: pageId, locale: useLanguage() } });
  const data = labels.data ?? labels.previousData;
  return useMemo(() => {
    const pageType = data?.pageTypes.find((type) => type.id === data.page.type);
    const typeData = new Map(fieldsOf(pageType?.fields).map((field) => [field.name, field.label]));
    return { blockTypes: given ?? (data ? blockTypesOf(data.blockTypes) : undefined), typeData };
  }, [data, given]);
}

function BlockCard({ block, blockTypes }: { block: BlockChange; blockTypes?: readonly EditorBlockType[] }) {
  const { t } = useTranslation();
  const type = blockTypes?.find((candidate) => candidate.id === block.type);
  const fieldLabel = (path: string) => {
    if (path === 'type' || path === 'anchorPoint') return t(`pages.compare.fields.${path}`);
    const [name, ...rest] = path.split('.');
    const label = type?.fields.find((field) => field.name === name)?.label ?? name;
    return [label, ...rest].join(' › ');
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid="compare-block" data-key={block.key} data-status={block.status}>
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={600}>{type?.label ?? block.type}</Text>
          <Badge color={statusColor[block.status]} autoContrast data-testid="compare-status">
            {t(`pages.compare.status.${block.status}`)}
          </Badge>
          {block.status === 'moved' && block.oldPosition !== null && block.newPosition !== null && (
            <Text size="sm" c={readable.muted}>
              {t('pages.compare.moved', { from: block.oldPosition + 1, to: block.newPosition + 1 })}
            </Text>
          )}
        </Group>
        {block.fields.map((field) => (
          <ChangeRow key={field.path} label={fieldLabel(field.path)} before={field.before ?? null} after={field.after ?? null} words={field.words} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Two versions of a page side by side (comparePageVersions): the SEO and settings that changed,
 * then the blocks that were added, removed, moved or changed, each field before beside after,
 * rich text word by word. Unchanged blocks are counted, not shown.
 */
export function VersionComparison({ pageId, from, to, blockTypes: given }: VersionComparisonProps) {
  const { t } = useTranslation();
  const { blockTypes, typeData } = useLabels(pageId, given);
  const { data, error, loading } = useQuery(ComparePageVersionsDocument, { variables: { pageID: pageId, from, to }, fetchPolicy: 'network-only' });
  if (error) return <ErrorList errors={codedErrors(error)} />;
  if (loading || !data) return <Loader size="sm" aria-label={t('pages.compare.loading')} />;
  const comparison = data.comparePageVersions;
  const changed = comparison.blocks.filter((block) => block.status !== 'unchanged');
  const unchanged = comparison.blocks.length - changed.length;
  const settingLabel = (field: string) => {
    if (settingKeys[field]) return t(`pages.compare.fields.${settingKeys[field]}`);
    const name = field.replace(/^typeData\./, '');
    return typeData.get(name) ?? name;
  };
  return (
    <Stack data-testid="version-comparison">
      {comparison.from ? (
        <Text size="sm" c={readable.muted} data-testid="compare-versions">
          {t('pages.compare.versions', { from: comparison.from.number, to: comparison.to.number })}
        </Text>
      ) : (
        <Alert color="blue" data-testid="compare-never-published">
          {t('pages.compare.neverPublished')}
        </Alert>
      )}
      {(changed.length > 0 || comparison.settings.length > 0) && <ColumnHeads />}
      {changed.length === 0 && comparison.settings.length === 0 && <Text data-testid="compare-no-changes">{t('pages.compare.noChanges')}</Text>}
      {comparison.settings.length > 0 && (
        <Paper withBorder p="sm" radius="md" data-testid="compare-settings">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('pages.compare.settings')}
            </Title>
            {comparison.settings.map((setting) => (
              <ChangeRow key={setting.field} label={settingLabel(setting.field)} before={setting.before ?? null} after={setting.after ?? null} />
            ))}
          </Stack>
        </Paper>
      )}
      {changed.length > 0 && (
        <Title order={3} size="h5">
          {t('pages.compare.blocks')}
        </Title>
      )}
      {changed.map((block) => (
        <BlockCard key={`${block.key}-${block.status}`} block={block} blockTypes={blockTypes} />
      ))}
      {unchanged > 0 && (
        <Text size="sm" c={readable.muted} data-testid="compare-unchanged">
          {t('pages.compare.unchanged', { count: unchanged })}
        </Text>
      )}
    </Stack>
  );
}

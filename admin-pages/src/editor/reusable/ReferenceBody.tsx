import { Alert, Badge, Button, Group, Stack, Text } from '@tessera/admin-kit/mantine';
import { Link } from '@tessera/admin-kit/router';
import { reusableRefOf, type BlockFile, type BlockImage, type EditorBlockType } from '@tessera/content-model';
import { useTranslation } from 'react-i18next';
import { blockSummary } from '../blocks/block-list';
import type { EditorBlock } from '../state/editor-store';
import { useReusableBlocks } from './reusable-blocks-context';
import { detached, reusableState, reusableStateColor, type EditorReusableBlock } from './reusable-reference';

/** What the published copy says, as a collapsed card does for a block of its own. */
function referenceSummary(reusable: EditorReusableBlock, type: EditorBlockType | undefined): string {
  if (!reusable.published) return '';
  const { props, images, files } = reusable.published;
  return blockSummary({ type: reusable.type, key: '', anchorPoint: '', props, __images: images as Record<string, BlockImage>, __files: files as Record<string, BlockFile> }, type);
}

interface ReferenceBodyProps {
  block: EditorBlock;
  typesById: ReadonlyMap<string, EditorBlockType>;
  readOnly: boolean;
  onDetach(block: EditorBlock): void;
}

/**
 * The body of a card that refers to a reusable block: which one, its state and what pages show of
 * it, with a link to edit it on its own screen (a change reaches every page using it) and "Detach",
 * which turns the reference into a normal block holding a copy of the published content.
 */
export function ReferenceBody({ block, typesById, readOnly, onDetach }: ReferenceBodyProps) {
  const { t } = useTranslation();
  const reusableBlocks = useReusableBlocks();
  const id = reusableRefOf(block);
  const reusable = id === null ? undefined : reusableBlocks.byId.get(id);
  if (!reusableBlocks.loaded)
    return (
      <Text size="sm" c="dimmed">
        {t('app.loading')}
      </Text>
    );
  if (!reusable) {
    return (
      <Alert color="yellow" data-testid="reusable-reference-missing">
        {t('pages.reusable.reference.missing')}
      </Alert>
    );
  }
  const type = typesById.get(reusable.type);
  const state = reusableState(reusable);
  const summary = referenceSummary(reusable, type);
  const copy = detached(block, reusable);
  return (
    <Stack gap="xs" data-testid="reusable-reference" data-ref={reusable.id}>
      <Group gap="xs">
        <Text fw={600} data-testid="reusable-reference-name">
          {reusable.name}
        </Text>
        <Badge variant="outline" color={reusableStateColor[state]} data-testid="reusable-reference-state">
          {t(`pages.reusable.state.${state}`)}
        </Badge>
      </Group>
      <Text size="sm">
        {t('pages.reusable.typeOf', { type: type?.label ?? reusable.type })} · {t('pages.reusable.usedOn', { count: reusable.usageCount })}
      </Text>
      {summary && (
        <Text size="sm" c="dimmed" fs="italic" data-testid="reusable-reference-summary">
          {summary}
        </Text>
      )}
      <Text size="sm">{state === 'draft' ? t('pages.reusable.reference.notPublished') : t('pages.reusable.reference.explain')}</Text>
      <Group gap="xs">
        <Button size="xs" variant="default" component={Link} to={`/reusable-blocks?edit=${reusable.id}`} data-testid="reusable-reference-edit">
          {t('pages.reusable.reference.edit')}
        </Button>
        {!readOnly && (
          <Button size="xs" variant="default" disabled={!copy} onClick={() => copy && onDetach(copy)} data-testid="reusable-reference-detach">
            {t('pages.reusable.reference.detach')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

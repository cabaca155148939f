import { Badge, Button, Group, Paper, Stack, Text } from '@tessera/admin-kit/mantine';
import { Drawer } from '@tessera/admin-kit/mantine-more';
import { useDisclosure } from '@mantine/hooks';
import type { ContentWarning, EditorBlockType } from '@tessera/content-model';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionColor } from '../colors';
import type { EditorStore } from '../state/editor-store';
import { useContentChecks } from './use-content-checks';
import { warningText } from './warning-text';

interface ChecksPanelProps {
  store: EditorStore;
  blockTypes: readonly EditorBlockType[];
  locale: string;
  /** The stored version the server checks (its title against the locale's other pages). */
  versionId: number | null;
  onJump(warning: ContentWarning): void;
}

/** Where a warning is: the block's position and type, or the page. */
function useWhere(store: EditorStore, blockTypes: readonly EditorBlockType[]) {
  const { t } = useTranslation();
  return (warning: ContentWarning) => {
    if (!warning.blockKey) return t('pages.checks.page');
    const block = store.block(warning.blockKey);
    const label = blockTypes.find((type) => type.id === block?.type)?.label ?? block?.type ?? '';
    return t('pages.checks.block', { position: store.blockKeys().indexOf(warning.blockKey) + 1, label });
  };
}

/**
 * Content checks before publishing: a button beside the publication actions with the number of
 * warnings, and a drawer listing them by block with a button that shows the block or field. They
 * warn; every action stays available.
 */
export const ChecksPanel = memo(function ChecksPanel({ store, blockTypes, locale, versionId, onJump }: ChecksPanelProps) {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const warnings = useContentChecks(store, blockTypes, locale, versionId);
  const where = useWhere(store, blockTypes);
  const jump = (warning: ContentWarning) => {
    drawer.close();
    onJump(warning);
  };
  return (
    <>
      <Button variant="default" onClick={drawer.open} data-testid="editor-checks" data-count={warnings.length}>
        {t('pages.checks.open')}
        <Badge ml={6} variant={warnings.length ? 'filled' : 'outline'} color={warnings.length ? 'dark' : 'gray.7'} data-testid="editor-checks-count">
          {t('pages.checks.count', { count: warnings.length })}
        </Badge>
      </Button>
      <Drawer opened={opened} onClose={drawer.close} position="right" title={t('pages.checks.title')} data-testid="editor-checks-panel">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {warnings.length ? t('pages.checks.intro') : t('pages.checks.none')}
          </Text>
          {warnings.map((warning, index) => {
            const message = warningText(t, warning);
            return (
              <Paper
                key={`${warning.code}-${warning.blockKey ?? ''}-${warning.path ?? ''}-${index}`}
                withBorder
                p="xs"
                data-testid="check-warning"
                data-code={warning.code}
                data-warning-block={warning.blockKey}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text size="xs" fw={600}>
                      {where(warning)}
                    </Text>
                    <Text size="sm">{message}</Text>
                  </Stack>
                  <Button size="xs" variant="outline" color={actionColor} onClick={() => jump(warning)} aria-label={t('pages.checks.showLabel', { message })} data-testid="check-jump">
                    {t('pages.checks.show')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </Drawer>
    </>
  );
});

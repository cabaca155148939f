import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { codedErrors } from '@tessera/admin-kit';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@tessera/admin-kit/router';
import '../i18n';
import { MenuSetupDocument, MenuTreeDocument, MoveMenuItemDocument } from '../generated/graphql';
import { ActionErrors } from '@tessera/admin-kit';
import { localeLabel } from '@tessera/admin-kit';
import { readable } from '@tessera/admin-kit';
import { AddMenuItemModal, RemoveMenuItemModal, RenameMenuItemModal } from './MenuItemModals';
import { menuNodes, writeMenuChange, type MenuNode } from './menu-node';
import { moveInTree, type Placement } from './menu-tree';
import { MenuTreeList, type MenuTreeActions } from './MenuTreeList';

/**
 * The menu structure editor at /cmsadmin/menu-structure (permission manage-menu): the site menu of
 * one locale as a tree; add an item (a page found by search, or a web address), rename, remove,
 * and nest or reorder by drag and drop, by keyboard or from an item's actions. Each change is
 * stored at once (the site's cache listens to menu.changed); a move shows before the server
 * answers and falls back if it is refused.
 */
export default function MenuStructure() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const setup = useQuery(MenuSetupDocument);
  const locales = setup.data?.settings.availableLocales ?? [];
  const locale = params.get('locale') ?? setup.data?.settings.defaultLocale ?? null;
  const menu = useQuery(MenuTreeDocument, { variables: { locale: locale ?? '' }, skip: !locale, fetchPolicy: 'network-only' });
  const [moveItem, moving] = useMutation(MoveMenuItemDocument, { update: (cache, { data }) => writeMenuChange(cache, data?.moveMenuItem) });
  const [moved, setMoved] = useState<MenuNode[] | null>(null);
  const [adding, setAdding] = useState<{ parentId: number | null } | null>(null);
  const [renaming, setRenaming] = useState<MenuNode | null>(null);
  const [removing, setRemoving] = useState<MenuNode | null>(null);

  const tree = useMemo(() => menuNodes(menu.data?.menu ?? []), [menu.data]);
  const shown = moved ?? tree;

  const move = useCallback(
    async (id: number, placement: Placement) => {
      setMoved(moveInTree(shown, id, placement.parentId, placement.position));
      try {
        await moveItem({ variables: { id, parentId: placement.parentId, position: placement.position } });
      } catch (error) {
        notifications.show({
          color: 'red',
          title: t('pages.menu.moveFailed'),
          message: codedErrors(error)
            .map((entry) => entry.code)
            .join(', '),
        });
      } finally {
        setMoved(null);
      }
    },
    [shown, moveItem, t],
  );
  const actions = useMemo<MenuTreeActions>(
    () => ({
      move: (id, placement) => void move(id, placement),
      rename: setRenaming,
      remove: setRemoving,
      addUnder: (node) => setAdding({ parentId: node.id }),
    }),
    [move],
  );

  const body = () => {
    if (setup.error || (menu.error && !menu.data)) return <ActionErrors message={t('pages.menu.loadFailed')} errors={codedErrors(setup.error ?? menu.error)} testId="menu-load-failed" />;
    if (!locale || !menu.data) return <Loader size="sm" aria-label={t('app.loading')} data-testid="menu-loading" />;
    if (shown.length === 0) {
      return (
        <Paper withBorder p="lg" radius="md">
          <Text c={readable.muted} ta="center" data-testid="menu-empty">
            {t('pages.menu.empty')}
          </Text>
        </Paper>
      );
    }
    return <MenuTreeList tree={shown} actions={actions} busy={moving.loading} />;
  };

  return (
    <Stack data-testid="menu-structure" data-busy={moving.loading}>
      <Title order={1}>{t('pages.menu.title')}</Title>
      <Text size="sm" c={readable.muted}>
        {t('pages.menu.intro')}
      </Text>
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('pages.menu.locale')}
          data={locales.map((value) => ({ value, label: localeLabel(value, i18n.language) }))}
          value={locale}
          onChange={(value) => value && setParams({ locale: value })}
          allowDeselect={false}
          w={260}
          data-testid="menu-locale"
        />
        <Group gap="xs">
          {moving.loading && (
            <Text size="sm" c={readable.muted} aria-live="polite">
              {t('pages.menu.saving')}
            </Text>
          )}
          <Button onClick={() => setAdding({ parentId: null })} disabled={!locale || !menu.data} data-testid="menu-add">
            {t('pages.menu.add')}
          </Button>
        </Group>
      </Group>
      {body()}
      {locale && <AddMenuItemModal opened={adding !== null} locale={locale} tree={shown} parentId={adding?.parentId ?? null} onClose={() => setAdding(null)} />}
      <RenameMenuItemModal node={renaming} onClose={() => setRenaming(null)} />
      <RemoveMenuItemModal node={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

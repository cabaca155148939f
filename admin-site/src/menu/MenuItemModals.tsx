import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@tessera/admin-kit/mantine';
import { Combobox, SegmentedControl, useCombobox } from '@tessera/admin-kit/mantine-more';
import { codedErrors, ErrorList, searchDebounce, dialogActions } from '@tessera/admin-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateMenuItemDocument, DeleteMenuItemDocument, MenuTargetsDocument, RenameMenuItemDocument, type MenuTargetsQuery } from '../generated/graphql';
import { readable } from '@tessera/admin-kit';
import { flattenTree } from './menu-tree';
import { descendantCount, writeMenuChange, type MenuNode } from './menu-node';
import { maxMenuDepth } from './MenuTreeList';

type Target = MenuTargetsQuery['menuSearch'][number];

/** Menu search needs 3 or more characters (SPEC §5). */
export const menuSearchMinimum = 3;

/** A page found by title or slug, searched once 3 letters are typed. */
function PageSearch({ locale, chosen, onChoose }: { locale: string; chosen: Target | null; onChoose(page: Target | null): void }) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [term, setTerm] = useState(chosen?.title ?? '');
  const [search, found] = useLazyQuery(MenuTargetsDocument, { fetchPolicy: 'network-only' });
  const longEnough = term.trim().length >= menuSearchMinimum;

  useEffect(() => {
    if (!longEnough || term === chosen?.title) return;
    const timer = setTimeout(() => void search({ variables: { locale, searchTerm: term.trim() } }), searchDebounce.waitMs);
    return () => clearTimeout(timer);
  }, [term, locale, longEnough]); // eslint-disable-line react-hooks/exhaustive-deps

  const pages = longEnough ? (found.data?.menuSearch ?? []) : [];
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const page = pages.find((candidate) => String(candidate.id) === value) ?? null;
        onChoose(page);
        setTerm(page?.title ?? '');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('pages.menu.form.page')}
          description={chosen ? `/${chosen.slug}` : t('pages.menu.form.pageHint')}
          value={term}
          required
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            onChoose(null);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={found.loading ? <Loader size={14} aria-label={t('pages.menu.form.pageSearching')} /> : undefined}
          data-testid="menu-form-page"
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options data-testid="menu-form-page-options">
          {!longEnough ? (
            <Combobox.Empty>{t('pages.menu.form.moreLetters')}</Combobox.Empty>
          ) : pages.length === 0 ? (
            <Combobox.Empty>{found.loading ? t('pages.menu.form.pageSearching') : t('pages.menu.form.noPages')}</Combobox.Empty>
          ) : (
            pages.map((page) => (
              <Combobox.Option value={String(page.id)} key={page.id} data-testid="menu-page-option">
                <Text size="sm">{page.title}</Text>
                <Text size="xs" c={readable.muted}>
                  /{page.slug}
                </Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** Adds an item linking to a page of the locale or to a web address, at the end of the chosen parent's items. */
export function AddMenuItemModal({ opened, locale, tree, parentId, onClose }: { opened: boolean; locale: string; tree: MenuNode[]; parentId: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'page' | 'url'>('page');
  const [label, setLabel] = useState('');
  const [page, setPage] = useState<Target | null>(null);
  const [url, setUrl] = useState('');
  const [parent, setParent] = useState<string>(parentId === null ? '' : String(parentId));
  const [create, creating] = useMutation(CreateMenuItemDocument, { update: (cache, { data }) => writeMenuChange(cache, data?.createMenuItem) });
  const parents = flattenTree(tree).filter((item) => item.depth < maxMenuDepth);

  useEffect(() => {
    if (!opened) return;
    setKind('page');
    setLabel('');
    setPage(null);
    setUrl('');
    setParent(parentId === null ? '' : String(parentId));
    creating.reset();
  }, [opened, parentId]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      locale,
      label: label.trim() || page?.title || '',
      parentId: parent === '' ? null : Number(parent),
      pageId: kind === 'page' ? (page?.id ?? null) : null,
      url: kind === 'url' ? url.trim() : null,
    };
    try {
      await create({ variables: { input } });
      onClose();
    } catch {
      // Shown below from creating.error.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('pages.menu.form.addTitle')} data-testid="menu-add-modal">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('pages.menu.form.kind')}
            value={kind}
            onChange={(value) => setKind(value as 'page' | 'url')}
            data={[
              { value: 'page', label: t('pages.menu.form.kindPage') },
              { value: 'url', label: t('pages.menu.form.kindUrl') },
            ]}
            data-testid="menu-form-kind"
          />
          {kind === 'page' ? (
            <PageSearch locale={locale} chosen={page} onChoose={setPage} />
          ) : (
            <TextInput label={t('pages.menu.form.url')} type="url" placeholder="https://" required value={url} onChange={(event) => setUrl(event.currentTarget.value)} data-testid="menu-form-url" />
          )}
          <TextInput
            label={t('pages.menu.form.label')}
            description={t('pages.menu.form.labelHint')}
            required={kind === 'url'}
            placeholder={page?.title}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
            data-testid="menu-form-label"
          />
          <Select
            label={t('pages.menu.form.parent')}
            data={[{ value: '', label: t('pages.menu.form.topLevel') }, ...parents.map((item) => ({ value: String(item.id), label: `${'— '.repeat(item.depth)}${item.node.label}` }))]}
            value={parent}
            onChange={(value) => setParent(value ?? '')}
            allowDeselect={false}
            data-testid="menu-form-parent"
          />
          {creating.error && (
            <Stack gap={4} data-testid="menu-form-errors">
              <Text size="sm" fw={600} c={readable.danger}>
                {t('pages.menu.form.failed')}
              </Text>
              <ErrorList errors={codedErrors(creating.error)} />
            </Stack>
          )}
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={onClose}>
              {t('pages.menu.form.cancel')}
            </Button>
            <Button type="submit" loading={creating.loading} disabled={kind === 'page' ? !page : url.trim() === '' || label.trim() === ''} data-testid="menu-form-submit">
              {t('pages.menu.form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Gives an item a new label. */
export function RenameMenuItemModal({ node, onClose }: { node: MenuNode | null; onClose(): void }) {
  const { t } = useTranslation();
  const [label, setLabel] = useState('');
  const [rename, renaming] = useMutation(RenameMenuItemDocument, { update: (cache, { data }) => writeMenuChange(cache, data?.renameMenuItem) });
  useEffect(() => {
    setLabel(node?.label ?? '');
    renaming.reset();
  }, [node]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!node) return;
    try {
      await rename({ variables: { id: node.id, label: label.trim() } });
      onClose();
    } catch {
      // Shown below from renaming.error.
    }
  };
  return (
    <Modal opened={node !== null} onClose={onClose} title={t('pages.menu.form.renameTitle', { label: node?.label ?? '' })} data-testid="menu-rename-modal">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput data-autofocus label={t('pages.menu.form.label')} required value={label} onChange={(event) => setLabel(event.currentTarget.value)} data-testid="menu-rename-label" />
          {renaming.error && <ErrorList errors={codedErrors(renaming.error)} />}
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={onClose}>
              {t('pages.menu.form.cancel')}
            </Button>
            <Button type="submit" loading={renaming.loading} disabled={label.trim() === ''} data-testid="menu-rename-submit">
              {t('pages.menu.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Asks before an item leaves the menu with everything under it. */
export function RemoveMenuItemModal({ node, onClose }: { node: MenuNode | null; onClose(): void }) {
  const { t } = useTranslation();
  const [remove, removing] = useMutation(DeleteMenuItemDocument, { update: (cache, { data }) => writeMenuChange(cache, data?.deleteMenuItem) });
  useEffect(() => removing.reset(), [node]); // eslint-disable-line react-hooks/exhaustive-deps
  const count = node ? descendantCount(node) : 0;
  const confirm = async () => {
    if (!node) return;
    try {
      await remove({ variables: { id: node.id } });
      onClose();
    } catch {
      // Shown below from removing.error.
    }
  };
  return (
    <Modal opened={node !== null} onClose={onClose} title={t('pages.menu.removeModal.title', { label: node?.label ?? '' })} data-testid="menu-remove-modal">
      <Stack gap="sm">
        <Text size="sm">{count > 0 ? t('pages.menu.removeModal.body', { count }) : t('pages.menu.removeModal.bodyLeaf')}</Text>
        {removing.error && (
          <Stack gap={4}>
            <Text size="sm" fw={600} c={readable.danger}>
              {t('pages.menu.removeModal.failed')}
            </Text>
            <ErrorList errors={codedErrors(removing.error)} />
          </Stack>
        )}
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('pages.menu.removeModal.cancel')}
          </Button>
          <Button color={readable.danger} loading={removing.loading} onClick={() => void confirm()} data-testid="menu-remove-confirm">
            {t('pages.menu.removeModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

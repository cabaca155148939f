import { useApolloClient, useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Loader, Select, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { codedErrors, formatDate, ListScreen, useAuth, useLanguage, type ListColumn, type ListQuery } from '@tessera/admin-kit';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from '@tessera/admin-kit/router';
import '../i18n/overview-screen';
import { OverviewPagesDocument, PagesSetupDocument, type OverviewPageFieldsFragment as PageRow, type PagesSetupQuery } from '../generated/graphql';
import { ActionErrors } from '@tessera/admin-kit';
import { CopyPageModal, type CopyKind } from './CopyPageModal';
import { DeletePageModal } from './DeletePageModal';
import { defaultOverviewSort, filterOf, overviewFilters, pageListQueryOf, pageTypeOfParam, type OverviewFilter } from './list-query';
import { localeLabel } from '@tessera/admin-kit';
import { PageRowActions } from './PageRowActions';
import { PageStateBadges } from './PageStateBadges';
import { allowedRowActions, type RowAction } from './row-actions';
import { TranslationBadges } from './TranslationBadges';
import { readable } from '@tessera/admin-kit';
import { LocaleStateBadges } from '../translations/LocaleStateBadges';
import { OverviewXliffActions } from '../translations/OverviewXliffActions';
import { SelectPageBox } from '../translations/SelectPageBox';

type PageType = PagesSetupQuery['pageTypes'][number];
type Sort = { columnToSort: string; sortOrder: 'asc' | 'desc' };

/** The translated name of each filter (literal keys, so the texts test sees them). */
function filterLabels(t: (key: string) => string): Record<OverviewFilter, string> {
  return {
    all: t('pages.overview.filter.all'),
    editor: t('pages.overview.filter.editor'),
    concept: t('pages.overview.filter.concept'),
    'publish-request': t('pages.overview.filter.publishRequest'),
    scheduled: t('pages.schedule.filter'),
  };
}

/**
 * The pages of one locale (and type) in the generic list screen. Locale and filter live in the
 * address (`?locale=nl-nl&filter=concept`), so going back from the editor returns to the same
 * list; changing them starts the list over on its first page, keeping the chosen sort.
 */
function OverviewList({ setup, pageType }: { setup: PagesSetupQuery; pageType: PageType | null }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const { hasPermission } = useAuth();
  const [params, setParams] = useSearchParams();
  const { availableLocales, defaultLocale } = setup.settings;
  const asked = params.get('locale');
  const locale = asked && availableLocales.includes(asked) ? asked : defaultLocale;
  const filter = filterOf(params.get('filter'));
  const sort = useRef<Sort>(defaultOverviewSort);
  const [dialog, setDialog] = useState<{ kind: CopyKind | 'delete'; page: PageRow } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  // The pages ticked for an XLIFF export, of the locale shown (another locale starts with none).
  const [ticked, setTicked] = useState<{ locale: string; ids: number[] }>({ locale, ids: [] });
  const selected = useMemo(() => (ticked.locale === locale ? ticked.ids : []), [ticked, locale]);
  const tick = useCallback(
    (id: number, checked: boolean) => setTicked((current) => ({ locale, ids: [...(current.locale === locale ? current.ids : []).filter((each) => each !== id), ...(checked ? [id] : [])] })),
    [locale],
  );

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const fetchPage = useCallback(
    async (query: ListQuery) => {
      sort.current = { columnToSort: query.columnToSort ?? defaultOverviewSort.columnToSort, sortOrder: query.sortOrder };
      const variables = { query: pageListQueryOf(query, { locale, type: pageType?.id ?? null, filter }) };
      const { data } = await client.query({ query: OverviewPagesDocument, variables, fetchPolicy: 'network-only' });
      if (!data) throw new Error('the pages query answered without data');
      return data.pages;
    },
    [client, locale, pageType?.id, filter],
  );

  const openDialog = (kind: RowAction, page: PageRow) => {
    setDialog({ kind, page });
    setDialogOpen(true);
  };

  const columns = useMemo<ListColumn<PageRow>[]>(() => {
    const typeLabels = new Map(setup.pageTypes.map((type) => [type.id, type.label]));
    return [
      // XLIFF export and import need create-page (the translation workflow's permission).
      ...(hasPermission('create-page')
        ? [
            {
              header: '',
              accessor: 'id',
              width: 40,
              render: (_value: unknown, row: PageRow) => <SelectPageBox pageId={row.id} title={row.title} checked={selected.includes(row.id)} onChange={tick} />,
            },
          ]
        : []),
      {
        header: t('pages.overview.columns.title'),
        accessor: 'title',
        render: (_value, row) => (
          <Stack gap={0}>
            <Anchor component={Link} to={`/page/${row.id}`} fw={500} c={readable.link} data-testid={`page-title-${row.id}`}>
              {row.title}
            </Anchor>
            <Text size="xs" c={readable.muted}>
              /{row.slug}
            </Text>
          </Stack>
        ),
      },
      ...(pageType ? [] : [{ header: t('pages.overview.columns.type'), accessor: 'type', format: (value: unknown) => typeLabels.get(String(value)) ?? String(value) }]),
      { header: t('pages.overview.columns.state'), accessor: 'status', render: (_value, row) => <PageStateBadges page={row} testId={`page-state-${row.id}`} /> },
      { header: t('pages.overview.columns.translations'), accessor: 'translations', render: (_value, row) => <TranslationBadges page={row} /> },
      {
        header: t('pages.translationWorkflow.localeStates.column'),
        accessor: 'localeStates',
        render: (_value, row) => <LocaleStateBadges pageId={row.id} locale={row.locale} states={row.localeStates} />,
      },
      { header: t('pages.overview.columns.updatedAt'), accessor: 'updatedAt', format: (value) => formatDate(value as string, i18n.language, true) },
      {
        header: t('common.actions'),
        accessor: 'id',
        render: (_value, row) => <PageRowActions page={row} allowed={allowedRowActions(row, hasPermission)} onAction={openDialog} />,
      },
    ];
    // The columns change with the language, the type shown and the user's permissions; openDialog only sets state.
  }, [t, i18n.language, pageType, hasPermission, setup.pageTypes, selected, tick]);

  const labels = filterLabels(t);
  return (
    <>
      <ListScreen<PageRow>
        key={`${locale}|${filter}`}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(row) => row.id}
        sortOptions={[
          { value: 'updatedAt', label: t('pages.overview.sort.updatedAt') },
          { value: 'createdAt', label: t('pages.overview.sort.createdAt') },
        ]}
        initialSort={sort.current}
        searchable
        reloadKey={reloadKey}
        controls={
          <>
            <Select
              label={t('pages.overview.locale')}
              data={availableLocales.map((value) => ({ value, label: localeLabel(value, i18n.language) }))}
              value={locale}
              onChange={(value) => setParam('locale', value === defaultLocale ? null : value)}
              allowDeselect={false}
              w={240}
              data-testid="overview-locale"
            />
            <Select
              label={t('pages.overview.filter.label')}
              data={overviewFilters.map((value) => ({ value, label: labels[value] }))}
              value={filter}
              onChange={(value) => setParam('filter', value === 'all' ? null : value)}
              allowDeselect={false}
              w={260}
              data-testid="overview-filter"
            />
            {hasPermission('create-page') && <OverviewXliffActions selected={selected} sourceLocale={locale} availableLocales={availableLocales} onImported={() => setReloadKey((key) => key + 1)} />}
          </>
        }
      />
      <CopyPageModal
        kind={dialog?.kind === 'translate' ? 'translate' : 'duplicate'}
        page={dialog && dialog.kind !== 'delete' ? dialog.page : null}
        opened={dialogOpen && dialog?.kind !== 'delete'}
        setup={setup}
        onClose={() => setDialogOpen(false)}
      />
      <DeletePageModal
        page={dialog?.kind === 'delete' ? dialog.page : null}
        opened={dialogOpen && dialog?.kind === 'delete'}
        onClose={() => setDialogOpen(false)}
        onDeleted={() => {
          setDialogOpen(false);
          setReloadKey((key) => key + 1);
        }}
      />
    </>
  );
}

/**
 * /cmsadmin/ and /cmsadmin/page-overview/{type}: every page of the chosen locale, or those of one
 * page type (the address holds its lowercased id), with their states and translations.
 */
export default function PageOverview() {
  const { t } = useTranslation();
  const { hasPermission } = useAuth();
  const { pageType: typeParam } = useParams();
  const setup = useQuery(PagesSetupDocument, { variables: { locale: useLanguage() } });
  // While the types are asked for in a language just switched to, the list stays with the last answer.
  const data = setup.data ?? setup.previousData;
  const pageType = typeParam && data ? pageTypeOfParam(typeParam, data.pageTypes) : null;

  const body = () => {
    if (data) {
      if (typeParam && !pageType) {
        return (
          <Text role="alert" c={readable.danger} data-testid="overview-unknown-type">
            {t('pages.overview.unknownType', { type: typeParam })}
          </Text>
        );
      }
      return <OverviewList key={pageType?.id ?? ''} setup={data} pageType={pageType} />;
    }
    if (setup.error) return <ActionErrors message={t('pages.newPage.loadFailed')} errors={codedErrors(setup.error)} />;
    return <Loader size="sm" aria-label={t('app.loading')} />;
  };

  return (
    <Stack data-testid="page-overview">
      <Group gap="xl">
        <Title order={1} data-testid="overview-title">
          {pageType?.label ?? t('pages.overview.title')}
        </Title>
        {hasPermission('create-page') && (
          <Button component={Link} to="/new-page" color={readable.primary} data-testid="overview-new-page">
            {t('nav.newPage')}
          </Button>
        )}
      </Group>
      {body()}
    </Stack>
  );
}

import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { ListScreen, readable, type ListColumn, type ListQuery } from '@tessera/admin-kit';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { RedirectsDocument, type RedirectsQuery } from '../generated/graphql';
import { DeleteRedirectModal } from './DeleteRedirectModal';
import { ImportRedirectsModal } from './ImportRedirectsModal';
import { RedirectModal } from './RedirectModal';

export type RedirectRow = RedirectsQuery['redirects']['items'][number];

/**
 * The redirects screen (manage-redirects): manual redirects and the automatic ones slug changes
 * left (marked, read-only) in one searched, paged list; add, edit, delete; CSV import with a
 * report of the refused rows, and CSV export.
 */
export default function RedirectsScreen() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<RedirectRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RedirectRow | null>(null);
  const [importing, setImporting] = useState(false);
  const reload = () => setReloadKey((key) => key + 1);

  const fetchPage = useCallback(
    async (query: ListQuery) => {
      const { data } = await client.query({
        query: RedirectsDocument,
        variables: { search: query.searchTerm, pageIndex: query.pageIndex, pageSize: query.pageSize },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('the redirects query answered without data');
      return { items: data.redirects.items, totalItems: data.redirects.total };
    },
    [client],
  );

  const columns: ListColumn<RedirectRow>[] = [
    { header: t('pages.redirects.columns.from'), accessor: 'fromPath', style: { wordBreak: 'break-all' } },
    { header: t('pages.redirects.columns.to'), accessor: 'to', style: { wordBreak: 'break-all' } },
    { header: t('pages.redirects.columns.status'), accessor: 'status' },
    { header: t('pages.redirects.columns.locale'), accessor: 'locale', format: (value) => (typeof value === 'string' ? value : t('pages.redirects.anyLocale')) },
    {
      header: t('pages.redirects.columns.kind'),
      accessor: 'automatic',
      render: (value) => (
        <Badge variant="light" color={value ? 'gray' : 'blue'} data-testid="redirect-kind">
          {value ? t('pages.redirects.automatic') : t('pages.redirects.manual')}
        </Badge>
      ),
    },
    {
      header: t('common.actions'),
      accessor: 'id',
      render: (_value, row) =>
        row.automatic ? null : (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" aria-label={t('pages.redirects.editNamed', { from: row.fromPath })} onClick={() => setEditing(row)} data-testid={`redirect-edit-${row.id}`}>
              {t('common.edit')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color={readable.danger}
              aria-label={t('pages.redirects.deleteNamed', { from: row.fromPath })}
              onClick={() => setDeleting(row)}
              data-testid={`redirect-delete-${row.id}`}
            >
              {t('common.delete')}
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <Stack data-testid="redirects-screen">
      <Title order={1}>{t('pages.redirects.title')}</Title>
      <Text c={readable.muted}>{t('pages.redirects.intro')}</Text>
      <ListScreen
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(row) => `${row.automatic ? 'a' : 'm'}${row.id}`}
        searchable
        reloadKey={reloadKey}
        caption={t('pages.redirects.caption')}
        noResultsText={t('pages.redirects.noResults')}
        controls={
          <Group gap="xs">
            <Button onClick={() => setEditing('new')} data-testid="redirect-add">
              {t('pages.redirects.add')}
            </Button>
            <Button variant="default" onClick={() => setImporting(true)} data-testid="redirect-import">
              {t('pages.redirects.import.button')}
            </Button>
            <Button component="a" variant="default" href="/api/tessera/redirects/export" download data-testid="redirect-export">
              {t('pages.redirects.export')}
            </Button>
          </Group>
        }
      />
      <RedirectModal
        redirect={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <DeleteRedirectModal
        redirect={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          reload();
        }}
      />
      <ImportRedirectsModal opened={importing} onClose={() => setImporting(false)} onImported={reload} />
    </Stack>
  );
}

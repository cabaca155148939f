import { useApolloClient } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { ErrorList, formatDate, ListScreen, readable, useAuth, type ListColumn, type ListQuery } from '@tessera/admin-kit';
import { Link, useSearchParams } from '@tessera/admin-kit/router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { ReleasesDocument, type ReleaseSummaryFieldsFragment } from '../generated/graphql';
import { DeleteReleaseModal } from './DeleteReleaseModal';
import { ReleaseDetail } from './ReleaseDetail';
import { ReleaseModal } from './ReleaseModal';
import { isDeletable, isEditable, statusColorOf } from './release-view';

/** A release's status as a badge, in the interface language. */
export function ReleaseStatusBadge({ status, testId = 'release-status' }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColorOf(status)} autoContrast data-testid={testId} data-status={status}>
      {t(`pages.releases.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/**
 * /cmsadmin/releases (create-page): the releases, newest first, paged, with their status, time
 * and number of items; a new one is made here, one is edited or deleted from its row.
 * /cmsadmin/releases?release=ID is one release (ReleaseDetail).
 */
export default function ReleasesScreen() {
  const { t } = useTranslation();
  const { hasPermission } = useAuth();
  const [params] = useSearchParams();
  const releaseId = params.get('release');
  if (!hasPermission('create-page')) {
    return (
      <Stack>
        <Title order={1}>{t('pages.releases.title')}</Title>
        <ErrorList errors={[{ code: 'UM_01' }]} />
      </Stack>
    );
  }
  if (releaseId !== null) {
    const id = Number(releaseId);
    if (!Number.isInteger(id) || id <= 0) return <ErrorList errors={[{ code: 'V_12', property: 'id' }]} />;
    return <ReleaseDetail key={id} id={id} />;
  }
  return <ReleasesList />;
}

function ReleasesList() {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<ReleaseSummaryFieldsFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReleaseSummaryFieldsFragment | null>(null);
  const reload = () => setReloadKey((key) => key + 1);

  const fetchPage = useCallback(
    async (query: ListQuery) => {
      const { data } = await client.query({ query: ReleasesDocument, variables: { pageIndex: query.pageIndex, pageSize: query.pageSize }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('the releases query answered without data');
      return { items: data.releases.rows, totalItems: data.releases.total };
    },
    [client],
  );

  const columns: ListColumn<ReleaseSummaryFieldsFragment>[] = [
    {
      header: t('pages.releases.columns.name'),
      accessor: 'name',
      style: { overflowWrap: 'anywhere' },
      render: (_value, row) => (
        <Anchor component={Link} to={`/releases?release=${row.id}`} c={readable.link} data-testid={`release-open-${row.id}`}>
          {row.name}
        </Anchor>
      ),
    },
    { header: t('pages.releases.columns.status'), accessor: 'status', render: (value) => <ReleaseStatusBadge status={String(value)} /> },
    {
      header: t('pages.releases.columns.scheduledAt'),
      accessor: 'scheduledAt',
      render: (value) =>
        value ? (
          formatDate(String(value), i18n.language, true)
        ) : (
          <Text span size="sm" c={readable.muted}>
            {t('pages.releases.notScheduled')}
          </Text>
        ),
    },
    { header: t('pages.releases.columns.items'), accessor: 'itemCount' },
    {
      header: t('pages.releases.columns.actions'),
      accessor: 'id',
      render: (_value, row) => (
        <Group gap="xs" wrap="nowrap">
          {isEditable(row.status) && (
            <Button size="xs" variant="default" aria-label={t('pages.releases.editNamed', { name: row.name })} onClick={() => setEditing(row)} data-testid={`release-edit-${row.id}`}>
              {t('common.edit')}
            </Button>
          )}
          {isDeletable(row.status) && (
            <Button
              size="xs"
              variant="outline"
              color={readable.danger}
              aria-label={t('pages.releases.deleteNamed', { name: row.name })}
              onClick={() => setDeleting(row)}
              data-testid={`release-delete-${row.id}`}
            >
              {t('common.delete')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack data-testid="releases-screen">
      <Title order={1}>{t('pages.releases.title')}</Title>
      <Text c={readable.muted}>{t('pages.releases.intro')}</Text>
      <ListScreen
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(row) => row.id}
        reloadKey={reloadKey}
        caption={t('pages.releases.caption')}
        noResultsText={t('pages.releases.noResults')}
        controls={
          <Button onClick={() => setEditing('new')} data-testid="release-add">
            {t('pages.releases.add')}
          </Button>
        }
      />
      <ReleaseModal
        release={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <DeleteReleaseModal
        release={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          reload();
        }}
      />
    </Stack>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Table, Text, Title } from '@tessera/admin-kit/mantine';
import { VisuallyHidden } from '@tessera/admin-kit/mantine-more';
import { readable } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { emptyValues, type ContentList, type FormValues } from './content-list';
import { ContentItemEditor } from './ContentItemEditor';
import { ActiveBadge, ConfirmDelete, EmptyList, LoadState, RowActions, showSaved } from './ContentParts';
import { SortableRows } from './SortableRows';

/**
 * A sortable site-content list (manage-site-content), as its description says: the items in the
 * site's order with their status, dragged (or moved by keyboard) into a new order; add, edit and
 * delete through an editor above the list.
 */
export function ContentListScreen<Data, Row extends { id: number; active: boolean }, Input>({ list }: { list: ContentList<Data, Row, Input> }) {
  const { t } = useTranslation();
  const query = useQuery(list.query, { fetchPolicy: 'network-only' });
  const [editing, setEditing] = useState<{ id: number | null; values: FormValues } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [remove] = useMutation(list.remove);
  const [reorder] = useMutation(list.reorder);
  const text = (key: string) => t(`pages.siteContent.${list.texts}.${key}`);
  const data = query.data as Data | undefined;
  const rows = data ? list.rows(data) : [];

  const saved = () => {
    setEditing(null);
    void query.refetch();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    await remove({ variables: { id: deleting.id } });
    showSaved(t('pages.siteContent.deleted', { name: list.nameOf(deleting) }), t('common.close'));
    setDeleting(null);
    void query.refetch();
  };

  return (
    <Stack data-testid={list.screenTestId}>
      <Group justify="space-between">
        <Title order={1}>{text('title')}</Title>
        {!editing && data && (
          <Button color={readable.primary} onClick={() => setEditing({ id: null, values: emptyValues(list.fields) })} data-testid={`${list.testId}-add`}>
            {text('add')}
          </Button>
        )}
      </Group>
      <Text c={readable.muted}>{text('intro')}</Text>
      {editing && data && <ContentItemEditor key={editing.id ?? 'new'} list={list} data={data} id={editing.id} initial={editing.values} onDone={saved} onCancel={() => setEditing(null)} />}
      <LoadState loading={!data} error={data ? undefined : query.error} failedMessage={t('pages.siteContent.loadFailed')} onRetry={() => void query.refetch()} />
      {data && rows.length === 0 && <EmptyList>{text('empty')}</EmptyList>}
      {rows.length > 0 && (
        <Table striped highlightOnHover data-testid={list.tableTestId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('pages.siteContent.order')}</VisuallyHidden>
              </Table.Th>
              {list.columns.map((column) => (
                <Table.Th key={column.heading}>{text(column.heading)}</Table.Th>
              ))}
              <Table.Th>{t('pages.siteContent.status')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <SortableRows
            items={rows}
            nameOf={list.nameOf}
            testId={list.testId}
            store={(ids) => reorder({ variables: { ids } })}
            reload={() => query.refetch()}
            cells={(row) => (
              <>
                {list.columns.map((column) => (
                  <Table.Td key={column.heading}>{column.cell(row)}</Table.Td>
                ))}
                <Table.Td>
                  <ActiveBadge active={row.active} />
                </Table.Td>
                <Table.Td>
                  <RowActions name={list.nameOf(row)} testId={`${list.testId}-${row.id}`} onEdit={() => setEditing({ id: row.id, values: list.valuesOf(row) })} onDelete={() => setDeleting(row)} />
                </Table.Td>
              </>
            )}
          />
        </Table>
      )}
      <ConfirmDelete name={deleting ? list.nameOf(deleting) : null} testId={`${list.testId}-delete`} onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

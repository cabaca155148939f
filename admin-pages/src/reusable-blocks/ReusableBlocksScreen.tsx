import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Select, Stack, Table, Text, TextInput, Title } from '@tessera/admin-kit/mantine';
import { codedErrors, ErrorList, useAuth, useLanguage, type ErrorEntry } from '@tessera/admin-kit';
import { blockTypesOf, maxReusableBlockName } from '@tessera/content-model';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@tessera/admin-kit/router';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { CreateReusableBlockDocument, ReusableBlocksDocument } from '../generated/graphql';
import { ReusableBlockForm } from './ReusableBlockForm';

/**
 * /cmsadmin/reusable-blocks: every reusable block with the number of pages using it; one is edited
 * below the list (create-page). `?edit=ID` opens that one (the page editor's "Edit reusable block").
 */
export default function ReusableBlocksScreen() {
  const { t } = useTranslation();
  const { hasPermission } = useAuth();
  const allowed = hasPermission('create-page');
  const query = useQuery(ReusableBlocksDocument, { variables: { locale: useLanguage() }, fetchPolicy: 'network-only', skip: !allowed });
  const [create, creating] = useMutation(CreateReusableBlockDocument);
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<number | null>(() => Number(params.get('edit')) || null);
  const [newName, setNewName] = useState('');
  const [newType, setNewType] = useState<string | null>(null);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const types = useMemo(() => blockTypesOf(query.data?.blockTypes ?? []), [query.data]);
  const opened = Boolean(query.data) && params.has('edit');
  useEffect(() => {
    // Opened from a page's reference: its form sits below the list, so bring it into view.
    if (opened) document.querySelector('[data-testid="reusable-block-form"]')?.scrollIntoView({ block: 'start' });
  }, [opened]);

  if (!allowed) {
    return (
      <Stack>
        <Title order={1}>{t('pages.reusable.title')}</Title>
        <ErrorList errors={[{ code: 'UM_01' }]} />
      </Stack>
    );
  }

  const add = async () => {
    setErrors([]);
    if (!newName.trim() || !newType) return setErrors([{ code: 'V_01', property: !newName.trim() ? 'name' : 'type' }]);
    try {
      const type = types.find((candidate) => candidate.id === newType);
      const { data } = await create({ variables: { type: newType, input: { name: newName, props: (type?.defaultProps as Record<string, unknown>) ?? {} } } });
      setNewName('');
      await query.refetch();
      setSelected(data?.createReusableBlock.id ?? null);
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  const blocks = query.data?.reusableBlocks ?? [];
  const current = blocks.find((block) => block.id === selected);
  return (
    <Stack data-testid="reusable-blocks-screen">
      <Title order={1}>{t('pages.reusable.title')}</Title>
      <Text size="sm">{t('pages.reusable.intro')}</Text>
      {query.error && !query.data && <ErrorList errors={codedErrors(query.error)} />}
      {!query.data && !query.error && <Loader size="sm" aria-label={t('app.loading')} />}
      <Group align="end">
        <TextInput label={t('pages.reusable.name')} value={newName} maxLength={maxReusableBlockName} onChange={(event) => setNewName(event.currentTarget.value)} data-testid="reusable-new-name" />
        <Select label={t('pages.reusable.type')} data={types.map((type) => ({ value: type.id, label: type.label }))} value={newType} onChange={setNewType} data-testid="reusable-new-type" />
        <Button onClick={add} loading={creating.loading} disabled={!query.data} data-testid="reusable-add">
          {t('pages.reusable.add')}
        </Button>
      </Group>
      {errors.length > 0 && <ErrorList errors={errors} />}
      {query.data && blocks.length === 0 && <Text data-testid="reusable-none">{t('pages.reusable.none')}</Text>}
      {blocks.length > 0 && (
        <Table striped data-testid="reusable-blocks-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pages.reusable.columns.name')}</Table.Th>
              <Table.Th>{t('pages.reusable.columns.type')}</Table.Th>
              <Table.Th>{t('pages.reusable.columns.usage')}</Table.Th>
              <Table.Th>{t('pages.reusable.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {blocks.map((block) => (
              <Table.Tr key={block.id} data-testid="reusable-block-row" data-id={block.id}>
                <Table.Td>{block.name}</Table.Td>
                <Table.Td>{types.find((type) => type.id === block.type)?.label ?? block.type}</Table.Td>
                <Table.Td data-testid="reusable-block-usage-count">{block.usageCount}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setSelected(block.id)} aria-label={t('pages.reusable.editLabel', { name: block.name })} data-testid="reusable-block-edit">
                    {t('common.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {current && (
        <ReusableBlockForm
          key={`${current.id}:${current.updatedAt}`}
          block={current}
          type={types.find((type) => type.id === current.type)}
          onChanged={() => query.refetch()}
          onDeleted={async () => {
            setSelected(null);
            await query.refetch();
          }}
        />
      )}
    </Stack>
  );
}

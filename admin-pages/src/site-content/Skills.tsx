import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Switch, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { codedErrors, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { CreateSiteSkillDocument, DeleteSiteSkillDocument, ReorderSiteSkillsDocument, SiteSkillsDocument, UpdateSiteSkillDocument, type SiteSkillsQuery } from '../generated/graphql';
import { fieldError, formErrors, missingFields } from '../new-page/field-errors';
import { readable } from '../overview/readable-colors';
import { ActiveBadge, ConfirmDelete, EditorCard, EmptyList, LoadState, RowActions, showSaved } from './ContentParts';
import { SortableRows } from './SortableRows';

type Skill = SiteSkillsQuery['skills'][number];

interface SkillDraft {
  id: number | null;
  name: string;
  active: boolean;
}

const newSkill: SkillDraft = { id: null, name: '', active: true };

/** The editor of one skill: its name and whether the site shows it. */
function SkillEditor({ draft, onDone, onCancel }: { draft: SkillDraft; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(draft);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [create, creating] = useMutation(CreateSiteSkillDocument);
  const [update, updating] = useMutation(UpdateSiteSkillDocument);
  const nameLabel = t('pages.siteContent.skills.name');

  const save = async () => {
    const missing = missingFields({ name: form.name });
    setErrors(missing);
    if (missing.length > 0) return;
    const input = { name: form.name.trim(), active: form.active };
    try {
      if (form.id === null) await create({ variables: { input } });
      else await update({ variables: { id: form.id, input } });
      showSaved(t('pages.siteContent.skills.saved', { name: input.name }), t('common.close'));
      onDone();
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <EditorCard
      title={form.id === null ? t('pages.siteContent.skills.new') : t('pages.siteContent.skills.edit', { name: draft.name })}
      testId="skill-editor"
      saving={creating.loading || updating.loading}
      formErrors={formErrors(errors, ['name', 'active'])}
      onSubmit={() => void save()}
      onCancel={onCancel}
    >
      <TextInput
        label={nameLabel}
        withAsterisk
        maxLength={128}
        value={form.name}
        onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
        error={fieldError(t, errors, nameLabel, 'name')}
        data-testid="skill-name"
      />
      <Switch
        label={t('pages.siteContent.activeLabel')}
        description={t('pages.siteContent.skills.activeHelp')}
        checked={form.active}
        onChange={(event) => setForm({ ...form, active: event.currentTarget.checked })}
        data-testid="skill-active"
      />
    </EditorCard>
  );
}

/** The skills overview (manage-site-content): name and active state; create, edit, delete. */
export default function Skills() {
  const { t } = useTranslation();
  const skills = useQuery(SiteSkillsDocument, { fetchPolicy: 'network-only' });
  const [editing, setEditing] = useState<SkillDraft | null>(null);
  const [deleting, setDeleting] = useState<Skill | null>(null);
  const [remove] = useMutation(DeleteSiteSkillDocument);
  const [reorder] = useMutation(ReorderSiteSkillsDocument);
  const list = skills.data?.skills ?? [];

  const saved = () => {
    setEditing(null);
    void skills.refetch();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    await remove({ variables: { id: deleting.id } });
    showSaved(t('pages.siteContent.deleted', { name: deleting.name }), t('common.close'));
    setDeleting(null);
    void skills.refetch();
  };

  return (
    <Stack data-testid="site-skills">
      <Group justify="space-between">
        <Title order={1}>{t('pages.siteContent.skills.title')}</Title>
        {!editing && (
          <Button color={readable.primary} onClick={() => setEditing(newSkill)} data-testid="skill-add">
            {t('pages.siteContent.skills.add')}
          </Button>
        )}
      </Group>
      <Text c={readable.muted}>{t('pages.siteContent.skills.intro')}</Text>
      {editing && <SkillEditor key={editing.id ?? 'new'} draft={editing} onDone={saved} onCancel={() => setEditing(null)} />}
      <LoadState loading={!skills.data} error={skills.data ? undefined : skills.error} failedMessage={t('pages.siteContent.loadFailed')} onRetry={() => void skills.refetch()} />
      {skills.data && list.length === 0 && <EmptyList>{t('pages.siteContent.skills.empty')}</EmptyList>}
      {list.length > 0 && (
        <Table striped highlightOnHover data-testid="skills-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('pages.siteContent.order')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('pages.siteContent.skills.name')}</Table.Th>
              <Table.Th>{t('pages.siteContent.status')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <SortableRows
            items={list}
            nameOf={(skill) => skill.name}
            testId="skill"
            store={(ids) => reorder({ variables: { ids } })}
            reload={() => skills.refetch()}
            cells={(skill) => (
              <>
                <Table.Td>{skill.name}</Table.Td>
                <Table.Td>
                  <ActiveBadge active={skill.active} />
                </Table.Td>
                <Table.Td>
                  <RowActions name={skill.name} testId={`skill-${skill.id}`} onEdit={() => setEditing({ id: skill.id, name: skill.name, active: skill.active })} onDelete={() => setDeleting(skill)} />
                </Table.Td>
              </>
            )}
          />
        </Table>
      )}
      <ConfirmDelete name={deleting?.name ?? null} testId="skill-delete" onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, MultiSelect, Stack, Switch, Table, TagsInput, Text, Textarea, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { codedErrors, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import type { BlockImage } from '../editor/state/editor-store';
import {
  CreateSiteTeamMemberDocument,
  DeleteSiteTeamMemberDocument,
  ReorderSiteTeamMembersDocument,
  SiteTeamMembersDocument,
  UpdateSiteTeamMemberDocument,
  type SiteTeamMembersQuery,
} from '../generated/graphql';
import { fieldError, formErrors, missingFields } from '../new-page/field-errors';
import { readable } from '../overview/readable-colors';
import { ActiveBadge, ConfirmDelete, EditorCard, EmptyList, LoadState, RowActions, showSaved } from './ContentParts';
import { SortableRows } from './SortableRows';
import { asBlockImage, ImageSlot } from './ImageSlot';

type TeamMember = SiteTeamMembersQuery['teamMembers'][number];
type SkillOption = SiteTeamMembersQuery['skills'][number];

interface TeamMemberDraft {
  id: number | null;
  name: string;
  function: string;
  description: string;
  specialties: string[];
  linkedinUrl: string;
  quote: string;
  /** Skill ids as strings, as the multi-select keeps them. */
  skills: string[];
  image: BlockImage | null;
  active: boolean;
}

const newTeamMember: TeamMemberDraft = { id: null, name: '', function: '', description: '', specialties: [], linkedinUrl: '', quote: '', skills: [], image: null, active: true };

function draftOf(member: TeamMember): TeamMemberDraft {
  return {
    id: member.id,
    name: member.name,
    function: member.function ?? '',
    description: member.description ?? '',
    specialties: member.specialties,
    linkedinUrl: member.linkedinUrl ?? '',
    quote: member.quote ?? '',
    skills: member.skills.map((skill) => String(skill.id)),
    image: asBlockImage(member.image) ?? null,
    active: member.active,
  };
}

/** The input the server takes: blanks are cleared (null), specialties trimmed and without duplicates. */
export function teamMemberInput(form: TeamMemberDraft) {
  const optional = (value: string) => value.trim() || null;
  return {
    name: form.name.trim(),
    function: optional(form.function),
    description: optional(form.description),
    specialties: [...new Set(form.specialties.map((s) => s.trim()).filter(Boolean))],
    linkedinUrl: optional(form.linkedinUrl),
    quote: optional(form.quote),
    skills: form.skills.map(Number),
    image: form.image ? { ...form.image } : null,
    active: form.active,
  };
}

const fields = ['name', 'function', 'description', 'specialties', 'linkedinUrl', 'quote', 'skills', 'image', 'active'];

/** The editor of one team member, with the skills to choose from (inactive ones marked). */
function TeamMemberEditor({ draft, skills, onDone, onCancel }: { draft: TeamMemberDraft; skills: SkillOption[]; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(draft);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [create, creating] = useMutation(CreateSiteTeamMemberDocument);
  const [update, updating] = useMutation(UpdateSiteTeamMemberDocument);
  const label = (name: string) => t(`pages.siteContent.teamMembers.${name}`);
  const errorOn = (name: string) => fieldError(t, errors, label(name), name);
  const text = (name: 'name' | 'function' | 'linkedinUrl', max: number, extra: { required?: boolean; description?: string } = {}) => (
    <TextInput
      label={label(name)}
      withAsterisk={extra.required}
      description={extra.description}
      maxLength={max}
      value={form[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setForm((current) => ({ ...current, [name]: value }));
      }}
      error={errorOn(name)}
      data-testid={`team-member-${name}`}
    />
  );

  const save = async () => {
    const missing = missingFields({ name: form.name });
    setErrors(missing);
    if (missing.length > 0) return;
    const input = teamMemberInput(form);
    try {
      if (form.id === null) await create({ variables: { input } });
      else await update({ variables: { id: form.id, input } });
      showSaved(t('pages.siteContent.teamMembers.saved', { name: input.name }), t('common.close'));
      onDone();
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  const skillOptions = skills.map((skill) => ({ value: String(skill.id), label: skill.active ? skill.name : t('pages.siteContent.teamMembers.inactiveSkill', { name: skill.name }) }));

  return (
    <EditorCard
      title={form.id === null ? t('pages.siteContent.teamMembers.new') : t('pages.siteContent.teamMembers.edit', { name: draft.name })}
      testId="team-member-editor"
      saving={creating.loading || updating.loading}
      formErrors={formErrors(errors, fields)}
      onSubmit={() => void save()}
      onCancel={onCancel}
    >
      {text('name', 255, { required: true })}
      {text('function', 255)}
      <Textarea
        label={label('description')}
        autosize
        minRows={3}
        maxLength={5000}
        value={form.description}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setForm((current) => ({ ...current, description: value }));
        }}
        error={errorOn('description')}
        data-testid="team-member-description"
      />
      <TagsInput
        label={label('specialties')}
        description={label('specialtiesHelp')}
        maxTags={30}
        value={form.specialties}
        onChange={(specialties) => setForm((current) => ({ ...current, specialties }))}
        error={errorOn('specialties')}
        data-testid="team-member-specialties"
      />
      {text('linkedinUrl', 2048, { description: label('linkedinHelp') })}
      <Textarea
        label={label('quote')}
        autosize
        minRows={2}
        maxLength={1000}
        value={form.quote}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setForm((current) => ({ ...current, quote: value }));
        }}
        error={errorOn('quote')}
        data-testid="team-member-quote"
      />
      <MultiSelect
        label={label('skills')}
        description={skills.length === 0 ? label('noSkills') : undefined}
        data={skillOptions}
        searchable
        value={form.skills}
        onChange={(chosen) => setForm((current) => ({ ...current, skills: chosen }))}
        error={errorOn('skills')}
        data-testid="team-member-skills"
      />
      <ImageSlot label={label('image')} value={form.image} error={errorOn('image') ?? null} onChange={(image) => setForm((current) => ({ ...current, image }))} />
      <Switch
        label={t('pages.siteContent.activeLabel')}
        description={label('activeHelp')}
        checked={form.active}
        onChange={(event) => {
          const active = event.currentTarget.checked;
          setForm((current) => ({ ...current, active }));
        }}
        data-testid="team-member-active"
      />
    </EditorCard>
  );
}

/** The team members overview (manage-site-content): create, edit and delete the people the site shows. */
export default function TeamMembers() {
  const { t } = useTranslation();
  const members = useQuery(SiteTeamMembersDocument, { fetchPolicy: 'network-only' });
  const [editing, setEditing] = useState<TeamMemberDraft | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const [remove] = useMutation(DeleteSiteTeamMemberDocument);
  const [reorder] = useMutation(ReorderSiteTeamMembersDocument);
  const list = members.data?.teamMembers ?? [];

  const saved = () => {
    setEditing(null);
    void members.refetch();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    await remove({ variables: { id: deleting.id } });
    showSaved(t('pages.siteContent.deleted', { name: deleting.name }), t('common.close'));
    setDeleting(null);
    void members.refetch();
  };

  return (
    <Stack data-testid="site-team-members">
      <Group justify="space-between">
        <Title order={1}>{t('pages.siteContent.teamMembers.title')}</Title>
        {!editing && members.data && (
          <Button color={readable.primary} onClick={() => setEditing(newTeamMember)} data-testid="team-member-add">
            {t('pages.siteContent.teamMembers.add')}
          </Button>
        )}
      </Group>
      <Text c={readable.muted}>{t('pages.siteContent.teamMembers.intro')}</Text>
      {editing && members.data && (
        <TeamMemberEditor key={editing.id ?? 'new'} draft={editing} skills={members.data.skills} onDone={saved} onCancel={() => setEditing(null)} />
      )}
      <LoadState loading={!members.data} error={members.data ? undefined : members.error} failedMessage={t('pages.siteContent.loadFailed')} onRetry={() => void members.refetch()} />
      {members.data && list.length === 0 && <EmptyList>{t('pages.siteContent.teamMembers.empty')}</EmptyList>}
      {list.length > 0 && (
        <Table striped highlightOnHover data-testid="team-members-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('pages.siteContent.order')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('pages.siteContent.teamMembers.name')}</Table.Th>
              <Table.Th>{t('pages.siteContent.teamMembers.function')}</Table.Th>
              <Table.Th>{t('pages.siteContent.teamMembers.skills')}</Table.Th>
              <Table.Th>{t('pages.siteContent.status')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <SortableRows
            items={list}
            nameOf={(member) => member.name}
            testId="team-member"
            store={(ids) => reorder({ variables: { ids } })}
            reload={() => members.refetch()}
            cells={(member) => (
              <>
                <Table.Td>{member.name}</Table.Td>
                <Table.Td>{member.function}</Table.Td>
                <Table.Td>{member.skills.map((skill) => skill.name).join(', ')}</Table.Td>
                <Table.Td>
                  <ActiveBadge active={member.active} />
                </Table.Td>
                <Table.Td>
                  <RowActions name={member.name} testId={`team-member-${member.id}`} onEdit={() => setEditing(draftOf(member))} onDelete={() => setDeleting(member)} />
                </Table.Td>
              </>
            )}
          />
        </Table>
      )}
      <ConfirmDelete name={deleting?.name ?? null} testId="team-member-delete" onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

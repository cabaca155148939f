import {
  CreateSiteTeamMemberDocument,
  DeleteSiteTeamMemberDocument,
  ReorderSiteTeamMembersDocument,
  SiteTeamMembersDocument,
  UpdateSiteTeamMemberDocument,
  type SiteTeamMembersQuery,
  type TeamMemberInput,
} from '../generated/graphql';
import { activeOf, imageOf, listOf, optionalText, textOf, type ContentList, type FormValues } from './content-list';
import { ContentListScreen } from './ContentListScreen';
import { asBlockImage } from './ImageSlot';

type TeamMember = SiteTeamMembersQuery['teamMembers'][number];

/** The input the server takes: blanks are cleared (null), specialties trimmed and without duplicates. */
export function teamMemberInput(values: FormValues): TeamMemberInput {
  return {
    name: textOf(values, 'name').trim(),
    function: optionalText(values, 'function'),
    description: optionalText(values, 'description'),
    specialties: [
      ...new Set(
        listOf(values, 'specialties')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ],
    linkedinUrl: optionalText(values, 'linkedinUrl'),
    quote: optionalText(values, 'quote'),
    skills: listOf(values, 'skills').map(Number),
    image: imageOf(values, 'image'),
    active: activeOf(values),
  };
}

/** Team members: who they are, their skills (chosen from the skills, inactive ones marked) and a photo. */
export const teamMembersList: ContentList<SiteTeamMembersQuery, TeamMember, TeamMemberInput> = {
  texts: 'teamMembers',
  testId: 'team-member',
  screenTestId: 'site-team-members',
  tableTestId: 'team-members-table',
  query: SiteTeamMembersDocument,
  rows: (data) => data.teamMembers,
  nameOf: (member) => member.name,
  nameField: 'name',
  fields: [
    { kind: 'text', name: 'name', maxLength: 255, required: true },
    { kind: 'text', name: 'function', maxLength: 255 },
    { kind: 'textarea', name: 'description', maxLength: 5000, minRows: 3 },
    { kind: 'tags', name: 'specialties', helpKey: 'specialtiesHelp', maxTags: 30 },
    { kind: 'text', name: 'linkedinUrl', helpKey: 'linkedinHelp', maxLength: 2048 },
    { kind: 'textarea', name: 'quote', maxLength: 1000, minRows: 2 },
    {
      kind: 'choices',
      name: 'skills',
      noOptionsKey: 'noSkills',
      options: (data, t) => data.skills.map((skill) => ({ value: String(skill.id), label: skill.active ? skill.name : t('pages.siteContent.teamMembers.inactiveSkill', { name: skill.name }) })),
    },
    { kind: 'image', name: 'image' },
  ],
  columns: [
    { heading: 'name', cell: (member) => member.name },
    { heading: 'function', cell: (member) => member.function },
    { heading: 'skills', cell: (member) => member.skills.map((skill) => skill.name).join(', ') },
  ],
  valuesOf: (member) => ({
    name: member.name,
    function: member.function ?? '',
    description: member.description ?? '',
    specialties: member.specialties,
    linkedinUrl: member.linkedinUrl ?? '',
    quote: member.quote ?? '',
    skills: member.skills.map((skill) => String(skill.id)),
    image: asBlockImage(member.image) ?? null,
    active: member.active,
  }),
  inputOf: teamMemberInput,
  create: CreateSiteTeamMemberDocument,
  update: UpdateSiteTeamMemberDocument,
  remove: DeleteSiteTeamMemberDocument,
  reorder: ReorderSiteTeamMembersDocument,
};

/** The team members overview (manage-site-content): create, edit, delete and reorder the people the site shows. */
export default function TeamMembers() {
  return <ContentListScreen list={teamMembersList} />;
}

import { CreateSiteSkillDocument, DeleteSiteSkillDocument, ReorderSiteSkillsDocument, SiteSkillsDocument, UpdateSiteSkillDocument, type SiteSkillsQuery, type SkillInput } from '../generated/graphql';
import { activeOf, textOf, type ContentList } from './content-list';
import { ContentListScreen } from './ContentListScreen';

type Skill = SiteSkillsQuery['skills'][number];

/** Skills: a name each. */
export const skillsList: ContentList<SiteSkillsQuery, Skill, SkillInput> = {
  texts: 'skills',
  testId: 'skill',
  screenTestId: 'site-skills',
  tableTestId: 'skills-table',
  query: SiteSkillsDocument,
  rows: (data) => data.skills,
  nameOf: (skill) => skill.name,
  nameField: 'name',
  fields: [{ kind: 'text', name: 'name', maxLength: 128, required: true }],
  columns: [{ heading: 'name', cell: (skill) => skill.name }],
  valuesOf: (skill) => ({ name: skill.name, active: skill.active }),
  inputOf: (values) => ({ name: textOf(values, 'name').trim(), active: activeOf(values) }),
  create: CreateSiteSkillDocument,
  update: UpdateSiteSkillDocument,
  remove: DeleteSiteSkillDocument,
  reorder: ReorderSiteSkillsDocument,
};

/** The skills overview (manage-site-content): name and active state; create, edit, delete, reorder. */
export default function Skills() {
  return <ContentListScreen list={skillsList} />;
}

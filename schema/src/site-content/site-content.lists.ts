import { CodedError } from '../errors/coded-error';
import { sortedListOperations } from './operations/sorted-list-operations';
import { Certificate, Skill, TeamMember } from './site-content.entities';
import { certificateFields, skillFields, teamMemberFields } from './site-content.inputs';
import { requireLibraryImage } from './site-content.rules';
import { presentCertificate, presentSkill, presentTeamMembers } from './site-content.view';
import { SkillRepository } from './skill.repository';
import { requireSkills } from './team-member.rules';

/*
 * The site's three sorted lists, each described once (sorted-list.ts); their operations, REST
 * routes and GraphQL fields are made from these descriptions.
 */

/** Skills: a name unique regardless of case (V_06). Deleting one takes it from every team member. */
const skills = sortedListOperations({
  kind: 'skill',
  names: { list: 'listSkills', create: 'createSkill', update: 'updateSkill', delete: 'deleteSkill' },
  path: 'skills',
  restName: 'Skill',
  entity: Skill,
  fields: skillFields,
  nameProperty: 'name',
  async check(tx, changes, existing) {
    if (changes.name === undefined) return;
    const repository = new SkillRepository(tx.em);
    // Serialised until the transaction ends: "Go" and "go" sent at once must not both pass.
    await repository.lockNames();
    if (await repository.nameTaken(changes.name, existing?.id)) throw new CodedError('V_06', 'name');
  },
  present: async (_ctx, items) => items.map(presentSkill),
  async remove(tx, skill) {
    if (!(await new SkillRepository(tx.em).delete(skill.id))) throw new CodedError('V_12', 'id', 404);
  },
});

/** Certificates: a title, a subtext and an image of the media library. */
const certificates = sortedListOperations({
  kind: 'certificate',
  names: { list: 'listCertificates', create: 'createCertificate', update: 'updateCertificate', delete: 'deleteCertificate' },
  path: 'certificates',
  restName: 'Certificate',
  entity: Certificate,
  fields: certificateFields,
  nameProperty: 'title',
  check: (tx, changes) => requireLibraryImage(tx, changes.image),
  present: async (_ctx, items) => items.map(presentCertificate),
});

/** Team members: existing skills (V_12 on `skills`) and an image of the media library; visitors see only active skills. */
const teamMembers = sortedListOperations({
  kind: 'team-member',
  names: { list: 'listTeamMembers', create: 'createTeamMember', update: 'updateTeamMember', delete: 'deleteTeamMember' },
  path: 'team-members',
  restName: 'TeamMember',
  entity: TeamMember,
  fields: teamMemberFields,
  nameProperty: 'name',
  async check(tx, changes) {
    if (changes.skills) await requireSkills(tx.em, changes.skills);
    await requireLibraryImage(tx, changes.image);
  },
  present: presentTeamMembers,
});

/** The lists with their operations, for the REST routes. */
export const sortedLists = [skills, certificates, teamMembers];

export const { list: listSkills, create: createSkill, update: updateSkill, delete: deleteSkill } = skills;
export const { list: listCertificates, create: createCertificate, update: updateCertificate, delete: deleteCertificate } = certificates;
export const { list: listTeamMembers, create: createTeamMember, update: updateTeamMember, delete: deleteTeamMember } = teamMembers;

import type { Ctx } from '../context';
import type { Certificate, SiteText, Skill, TeamMember } from './site-content.entities';
import { SkillRepository } from './skill.repository';

export const presentSkill = (skill: Skill) => ({ id: skill.id, name: skill.name, active: skill.active, position: skill.position });

export const presentCertificate = (certificate: Certificate) => ({
  id: certificate.id,
  title: certificate.title,
  subtext: certificate.subtext,
  image: certificate.image,
  active: certificate.active,
  position: certificate.position,
});

export const presentSiteText = (key: string, locale: string, text: SiteText | null) => ({
  key,
  locale,
  value: text?.value ?? null,
});

/**
 * Team members with their skills named, in the members' own order of skill ids. Visitors
 * (`includeInactive` false) see only active skills.
 */
export async function presentTeamMembers(ctx: Ctx, members: TeamMember[], includeInactive: boolean) {
  const ids = [...new Set(members.flatMap((member) => member.skills))];
  const skills = new Map((await new SkillRepository(ctx.em).findByIds(ids)).map((skill) => [skill.id, skill]));
  return members.map((member) => ({
    id: member.id,
    name: member.name,
    function: member.function,
    description: member.description,
    specialties: member.specialties,
    linkedinUrl: member.linkedinUrl,
    quote: member.quote,
    skills: member.skills
      .map((id) => skills.get(id))
      .filter((skill): skill is Skill => !!skill && (includeInactive || skill.active))
      .map((skill) => ({ id: skill.id, name: skill.name, active: skill.active })),
    image: member.image,
    active: member.active,
    position: member.position,
  }));
}

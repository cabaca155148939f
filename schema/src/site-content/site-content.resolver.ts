import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { reorderSiteContent } from './operations/reorder-site-content';
import { getSiteText } from './operations/get-site-text';
import { setSiteText } from './operations/set-site-text';
import {
  createCertificate,
  createSkill,
  createTeamMember,
  deleteCertificate,
  deleteSkill,
  deleteTeamMember,
  listCertificates,
  listSkills,
  listTeamMembers,
  updateCertificate,
  updateSkill,
  updateTeamMember,
} from './site-content.lists';
import { CertificateInput, CertificateType, SiteTextType, SkillInput, SkillType, TeamMemberInput, TeamMemberType } from './site-content.types';

const includeInactive = { nullable: true, description: 'Needs manage-site-content.' } as const;

@Resolver()
export class SiteContentResolver {
  @Query(() => [SkillType])
  skills(@Arg('includeInactive', () => Boolean, includeInactive) inactive: boolean | undefined, @Ctx() ctx: Context): Promise<SkillType[]> {
    return listSkills(ctx, { includeInactive: inactive ?? undefined });
  }

  @Mutation(() => SkillType)
  createSkill(@Arg('input', () => SkillInput) input: SkillInput, @Ctx() ctx: Context): Promise<SkillType> {
    return createSkill(ctx, { ...input });
  }

  @Mutation(() => SkillType)
  updateSkill(@Arg('id', () => Int) id: number, @Arg('input', () => SkillInput) input: SkillInput, @Ctx() ctx: Context): Promise<SkillType> {
    return updateSkill(ctx, { ...input, id });
  }

  @Mutation(() => Boolean, { description: 'Team members that had the skill lose it.' })
  deleteSkill(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return deleteSkill(ctx, { id });
  }

  @Mutation(() => [Int], {
    description: 'Puts the skills in this order: the ids of all of them (active or not), each once; V_12 on ids when the list has changed meanwhile. Answers the ids in order.',
  })
  reorderSkills(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: Context): Promise<number[]> {
    return reorderSiteContent(ctx, { kind: 'skill', ids });
  }

  @Query(() => [CertificateType])
  certificates(@Arg('includeInactive', () => Boolean, includeInactive) inactive: boolean | undefined, @Ctx() ctx: Context): Promise<CertificateType[]> {
    return listCertificates(ctx, { includeInactive: inactive ?? undefined });
  }

  @Mutation(() => CertificateType)
  createCertificate(@Arg('input', () => CertificateInput) input: CertificateInput, @Ctx() ctx: Context): Promise<CertificateType> {
    return createCertificate(ctx, { ...input });
  }

  @Mutation(() => CertificateType)
  updateCertificate(@Arg('id', () => Int) id: number, @Arg('input', () => CertificateInput) input: CertificateInput, @Ctx() ctx: Context): Promise<CertificateType> {
    return updateCertificate(ctx, { ...input, id });
  }

  @Mutation(() => Boolean)
  deleteCertificate(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return deleteCertificate(ctx, { id });
  }

  @Mutation(() => [Int], {
    description: 'Puts the certificates in this order: the ids of all of them (active or not), each once; V_12 on ids when the list has changed meanwhile. Answers the ids in order.',
  })
  reorderCertificates(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: Context): Promise<number[]> {
    return reorderSiteContent(ctx, { kind: 'certificate', ids });
  }

  @Query(() => [TeamMemberType])
  teamMembers(@Arg('includeInactive', () => Boolean, includeInactive) inactive: boolean | undefined, @Ctx() ctx: Context): Promise<TeamMemberType[]> {
    return listTeamMembers(ctx, { includeInactive: inactive ?? undefined });
  }

  @Mutation(() => TeamMemberType)
  createTeamMember(@Arg('input', () => TeamMemberInput) input: TeamMemberInput, @Ctx() ctx: Context): Promise<TeamMemberType> {
    return createTeamMember(ctx, { ...input });
  }

  @Mutation(() => TeamMemberType)
  updateTeamMember(@Arg('id', () => Int) id: number, @Arg('input', () => TeamMemberInput) input: TeamMemberInput, @Ctx() ctx: Context): Promise<TeamMemberType> {
    return updateTeamMember(ctx, { ...input, id });
  }

  @Mutation(() => Boolean)
  deleteTeamMember(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return deleteTeamMember(ctx, { id });
  }

  @Mutation(() => [Int], {
    description: 'Puts the team members in this order: the ids of all of them (active or not), each once; V_12 on ids when the list has changed meanwhile. Answers the ids in order.',
  })
  reorderTeamMembers(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: Context): Promise<number[]> {
    return reorderSiteContent(ctx, { kind: 'team-member', ids });
  }

  @Query(() => SiteTextType, { description: 'Keys: footer, cookie-consent, privacy-statement, cookie-statement, training, contact.' })
  siteText(@Arg('key') key: string, @Arg('locale') locale: string, @Ctx() ctx: Context): Promise<SiteTextType> {
    return getSiteText(ctx, { key, locale });
  }

  @Mutation(() => SiteTextType, { description: "Replaces the text; the value must have the key's shape." })
  setSiteText(@Arg('key') key: string, @Arg('locale') locale: string, @Arg('value', () => GraphQLJSONObject) value: Record<string, unknown>, @Ctx() ctx: Context) {
    return setSiteText(ctx, { key, locale, value });
  }
}

import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

const imageDescription = 'A block image: { hash, fileName, altText, fileID, cropParams }.';

@ObjectType('Skill')
export class SkillType {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() active!: boolean;
  @Field(() => Int) position!: number;
}

@ObjectType('Certificate')
export class CertificateType {
  @Field(() => Int) id!: number;
  @Field() title!: string;
  @Field(() => String, { nullable: true }) subtext!: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: imageDescription }) image!: object | null;
  @Field() active!: boolean;
  @Field(() => Int) position!: number;
}

@ObjectType('TeamMemberSkill', { description: "A team member's skill, named." })
export class TeamMemberSkillType {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() active!: boolean;
}

@ObjectType('TeamMember')
export class TeamMemberType {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field(() => String, { nullable: true, description: 'The job function.' }) function!: string | null;
  @Field(() => String, { nullable: true, description: 'Plain text.' }) description!: string | null;
  @Field(() => [String]) specialties!: string[];
  @Field(() => String, { nullable: true }) linkedinUrl!: string | null;
  @Field(() => String, { nullable: true }) quote!: string | null;
  @Field(() => [TeamMemberSkillType], { description: 'Visitors see only active skills.' }) skills!: TeamMemberSkillType[];
  @Field(() => GraphQLJSONObject, { nullable: true, description: imageDescription }) image!: object | null;
  @Field() active!: boolean;
  @Field(() => Int) position!: number;
}

@ObjectType('SiteText')
export class SiteTextType {
  @Field() key!: string;
  @Field() locale!: string;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Null until the text is set.' }) value!: Record<string, unknown> | null;
}

/** Inputs: on update every field is optional (left out = unchanged, null = cleared). */
@InputType('SkillInput')
export class SkillInput {
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) active?: boolean;
  @Field(() => Int, { nullable: true }) position?: number;
}

@InputType('CertificateInput')
export class CertificateInput {
  @Field({ nullable: true }) title?: string;
  @Field(() => String, { nullable: true }) subtext?: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: imageDescription }) image?: Record<string, unknown> | null;
  @Field({ nullable: true }) active?: boolean;
  @Field(() => Int, { nullable: true }) position?: number;
}

@InputType('TeamMemberInput')
export class TeamMemberInput {
  @Field({ nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) function?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [String], { nullable: true }) specialties?: string[] | null;
  @Field(() => String, { nullable: true, description: 'https, on linkedin.com.' }) linkedinUrl?: string | null;
  @Field(() => String, { nullable: true }) quote?: string | null;
  @Field(() => [Int], { nullable: true, description: 'Ids of existing skills.' }) skills?: number[] | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: imageDescription }) image?: Record<string, unknown> | null;
  @Field({ nullable: true }) active?: boolean;
  @Field(() => Int, { nullable: true }) position?: number;
}

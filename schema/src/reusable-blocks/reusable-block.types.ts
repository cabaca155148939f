import { GraphQLDateTimeISO, GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ReusableBlockContent', { description: 'A reusable block\'s published copy: what pages show in place of their reference.' })
export class ReusableBlockContentType {
  @Field(() => GraphQLJSONObject) props!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { description: 'Image slot → block image (SPEC §3).' }) images!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { description: 'File slot → block file.' }) files!: Record<string, unknown>;
}

@ObjectType('ReusableBlock', { description: 'A block saved once and shown by reference (a block of type `reusable`, prop `ref`) in any page.' })
export class ReusableBlockType {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field({ description: 'A block type of the configuration; fixed at creation.' }) type!: string;
  @Field(() => GraphQLJSONObject, { description: 'The draft\'s props.' }) props!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { description: 'The draft\'s image slots.' }) images!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { description: 'The draft\'s file slots.' }) files!: Record<string, unknown>;
  @Field(() => ReusableBlockContentType, { nullable: true, description: 'Null until published.' }) published!: ReusableBlockContentType | null;
  @Field() hasUnpublishedChanges!: boolean;
  @Field(() => Int, { description: 'Pages whose latest or published version shows it.' }) usageCount!: number;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) publishedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO) updatedAt!: Date;
}

@ObjectType('ReusableBlockUse', { description: 'A page that shows a reusable block.' })
export class ReusableBlockUseType {
  @Field(() => Int) id!: number;
  @Field() title!: string;
  @Field() slug!: string;
  @Field() locale!: string;
  @Field({ description: 'True when its live version shows it.' }) published!: boolean;
}

@ObjectType('PublishedReusableBlock', { description: 'A published reusable block as the public site shows it.' })
export class PublishedReusableBlockType {
  @Field(() => Int) id!: number;
  @Field() type!: string;
  @Field(() => GraphQLJSONObject) props!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject) images!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject) files!: Record<string, unknown>;
}

@InputType('ReusableBlockInput')
export class ReusableBlockInput {
  @Field() name!: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) props?: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { nullable: true }) images?: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { nullable: true }) files?: Record<string, unknown>;
}

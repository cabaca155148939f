import { GraphQLDateTimeISO, GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ReusableBlockContent', { description: "A reusable block's published version: what pages show in place of their reference." })
export class ReusableBlockContentType {
  @Field(() => Int) versionID!: number;
  @Field(() => Int, { description: '1…n per block.' }) versionNumber!: number;
  @Field(() => GraphQLJSONObject) props!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { description: 'Image slot → block image (SPEC §3).' }) images!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { description: 'File slot → block file.' }) files!: Record<string, unknown>;
}

@ObjectType('ReusableBlockRequest', { description: 'A request to publish one version of a reusable block, for a reviewer to accept or reject.' })
export class ReusableBlockRequestType {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: 'The version asked for (it may no longer be the latest).' }) versionID!: number;
  @Field(() => Int) versionNumber!: number;
  @Field() comment!: string;
  @Field(() => Int, { nullable: true }) requestedBy!: number | null;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
}

@ObjectType('ReusableBlockRequestListItem', { description: 'An open request to publish a reusable block, with its block and requester.' })
export class ReusableBlockRequestListItemType extends ReusableBlockRequestType {
  @Field(() => Int) blockID!: number;
  @Field() blockName!: string;
  @Field() blockType!: string;
  @Field(() => String, { nullable: true }) requesterName!: string | null;
  @Field(() => String, { nullable: true, description: 'Only for reviewers (review-publication).' }) requesterEmail!: string | null;
}

@ObjectType('ReusableBlock', { description: 'A block saved once and shown by reference (a block of type `reusable`, prop `ref`) in any page.' })
export class ReusableBlockType {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field({ description: 'A block type of the configuration; fixed at creation.' }) type!: string;
  @Field(() => Int, { description: 'The latest version: a save builds on it and a publication names it (PM_02 when it moved).' }) versionID!: number;
  @Field(() => Int, { description: '1…n per block.' }) versionNumber!: number;
  @Field(() => GraphQLJSONObject, { description: "The latest version's props." }) props!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { description: "The latest version's image slots." }) images!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { description: "The latest version's file slots." }) files!: Record<string, unknown>;
  @Field(() => ReusableBlockContentType, { nullable: true, description: 'Null until published.' }) published!: ReusableBlockContentType | null;
  @Field({ description: 'True when the latest version is not the published one.' }) hasUnpublishedChanges!: boolean;
  @Field(() => ReusableBlockRequestType, { nullable: true }) openRequest!: ReusableBlockRequestType | null;
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
  @Field(() => Int, { nullable: true, description: 'On update: the version the editor opened (required there; PM_02 when another save came first).' }) versionID?: number;
  @Field(() => GraphQLJSONObject, { nullable: true }) props?: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { nullable: true }) images?: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { nullable: true }) files?: Record<string, unknown>;
}

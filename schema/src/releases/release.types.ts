import { GraphQLDateTimeISO, GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ReleaseItemCheck')
export class ReleaseItemCheckType {
  @Field({ description: 'An error code of the catalogue (the full publish check) or a content check warning code.' })
  code!: string;

  @Field(() => String, { nullable: true })
  property!: string | null;

  @Field({ description: 'error (the release cannot publish) or warning.' })
  severity!: string;
}

@ObjectType('ReleaseItem')
export class ReleaseItemType {
  @Field(() => Int)
  id!: number;

  @Field({ description: 'page-version, unpublish-page, reusable-block-version or menu.' })
  kind!: string;

  @Field(() => Int, { nullable: true })
  pageId!: number | null;

  @Field(() => String, { nullable: true })
  pageTitle!: string | null;

  @Field(() => String, { nullable: true, description: "The page's locale (a menu's: its locale)." })
  locale!: string | null;

  @Field(() => Int, { nullable: true, description: "The page's or block's version the item publishes." })
  versionNumber!: number | null;

  @Field(() => Int, { nullable: true, description: "The page's or block's latest version now." })
  latestVersionNumber!: number | null;

  @Field(() => Int, { nullable: true })
  reusableBlockId!: number | null;

  @Field(() => String, { nullable: true })
  reusableBlockName!: string | null;

  @Field(() => String, { nullable: true })
  menuLocale!: string | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'A menu item: the tree it puts in place, entries of { label, pageId | url, children }.' })
  menuItems!: unknown[] | null;

  @Field(() => Int, { nullable: true })
  addedBy!: number | null;

  @Field(() => String, { nullable: true })
  addedByName!: string | null;

  @Field(() => GraphQLDateTimeISO)
  addedAt!: Date;

  @Field({ description: "The page's or block's latest version is newer than the item's: compare versionNumber with latestVersionNumber." })
  changedSinceAdded!: boolean;

  @Field(() => [ReleaseItemCheckType])
  checks!: ReleaseItemCheckType[];

  @Field({ description: 'No check of severity error.' })
  ok!: boolean;

  @Field(() => Int, { nullable: true, description: 'After publishing: the version that was live before (null: none), which a rollback brings back.' })
  previousVersionNumber!: number | null;
}

@ObjectType('Release')
export class ReleaseType {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field({ description: 'open, scheduled, publishing, published, failed or rolled-back.' })
  status!: string;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  scheduledAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  publishedAt!: Date | null;

  @Field(() => Int, { nullable: true })
  publishedBy!: number | null;

  @Field(() => Int, { nullable: true })
  createdBy!: number | null;

  @Field(() => String, { nullable: true })
  createdByName!: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: Date;

  @Field(() => Int)
  itemCount!: number;

  @Field(() => [ReleaseItemType], { description: 'With their checks; empty in lists (releases, releasesOfPage): ask release(id).' })
  items!: ReleaseItemType[];

  @Field(() => String, { nullable: true, description: 'The coded reason a scheduled run failed, e.g. "V_07 (items.12), V_01 (items.12.blocks.0.props.body)".' })
  failure!: string | null;

  @Field({ description: 'The viewer may publish (and roll back) it: publish-release, or publish-page on every item (and manage-menu for a menu).' })
  canPublish!: boolean;

  @Field({ description: 'The viewer composes releases but may not publish this one: publishing is refused with UM_01 on "review"; a reviewer publishes it.' })
  needsReview!: boolean;
}

@ObjectType('ReleaseList')
export class ReleaseListType {
  @Field(() => [ReleaseType])
  rows!: ReleaseType[];

  @Field(() => Int)
  total!: number;
}

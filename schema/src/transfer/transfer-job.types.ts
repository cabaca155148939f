import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('TransferCount')
export class TransferCountType {
  @Field({ description: 'The export file: pages, media, tags, menus, …' })
  file!: string;

  @Field(() => Int, { description: 'Exported, or handled by an import (created + existing).' })
  records!: number;

  @Field(() => Int, { description: 'Made by this import.' })
  created!: number;

  @Field(() => Int, { description: 'Found here already (an earlier import of the same export): nothing new.' })
  existing!: number;
}

@ObjectType('TransferRefusal')
export class TransferRefusalType {
  @Field()
  file!: string;

  @Field(() => Int)
  line!: number;

  @Field({ description: 'A catalogue code.' })
  code!: string;

  @Field(() => String, { nullable: true })
  property?: string | null;
}

@ObjectType('TransferJob')
export class TransferJobType {
  @Field(() => Int, { description: 'An export is written to exports/<id>/ of the data directory; an import can name it as its source.' })
  id!: number;

  @Field({ description: 'export or import.' })
  kind!: string;

  @Field()
  publishedOnly!: boolean;

  @Field(() => String, { nullable: true, description: "An import's export: an export job's id or a directory name under exports/." })
  source!: string | null;

  @Field({ description: 'queued, running, done or failed.' })
  status!: string;

  @Field(() => Int, { description: 'Records handled so far (written about once a second).' })
  processed!: number;

  @Field(() => Int, { nullable: true, description: 'Records to handle, when known (an import reads it from the manifest).' })
  total!: number | null;

  @Field(() => [TransferCountType])
  counts!: TransferCountType[];

  @Field(() => Int, { description: 'Draft versions an import left out because they do not validate.' })
  skippedVersions!: number;

  @Field(() => [TransferRefusalType], { description: 'The first 1,000 refusals of an import; only transferJob lists them.' })
  refusals!: TransferRefusalType[];

  @Field(() => Int)
  refusedTotal!: number;

  @Field(() => String, { nullable: true, description: 'Why a failed job stopped.' })
  errorCode!: string | null;

  @Field(() => Int, { nullable: true })
  startedBy!: number | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  startedAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  finishedAt!: Date | null;
}

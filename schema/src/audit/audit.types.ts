import { GraphQLDateTimeISO, GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('AuditEntry')
export class AuditEntryType {
  @Field(() => Int)
  id!: number;

  @Field(() => GraphQLDateTimeISO)
  at!: Date;

  @Field(() => Int, { nullable: true })
  actorId!: number | null;

  @Field(() => String, { nullable: true })
  actorEmail!: string | null;

  @Field(() => Int, { nullable: true, description: 'The API token the actor called with; null for a session.' })
  tokenId!: number | null;

  @Field(() => String, { nullable: true })
  tokenName!: string | null;

  @Field()
  action!: string;

  @Field(() => String, { nullable: true })
  subjectType!: string | null;

  @Field(() => String, { nullable: true })
  subjectId!: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true })
  details!: Record<string, unknown> | null;

  @Field(() => String, { nullable: true, description: "The caller's address." })
  ip!: string | null;

  @Field(() => String, { nullable: true, description: "The caller's User-Agent header (at most 256 characters); null before it was recorded." })
  userAgent!: string | null;
}

@ObjectType('AuditLogList', {
  description: 'A page of the trail, newest first. The matches are not counted (at a million entries that alone costs more than the page): `hasMore` says whether another page follows.',
})
export class AuditLogListType {
  @Field(() => [AuditEntryType])
  items!: AuditEntryType[];

  @Field()
  hasMore!: boolean;

  @Field(() => Int, { nullable: true, description: "The next page's `beforeId`; null on the last page." })
  nextBeforeId!: number | null;
}

@InputType('AuditLogQuery', {
  description: 'Filters combine with "and". Dates are ISO 8601 instants with an offset, or days (`2026-12-01`, UTC): `from` is inclusive, `to` exclusive (a day: to its end).',
})
export class AuditLogQuery {
  @Field(() => Int, { nullable: true, description: '1–100; 25 unless given.' })
  pageSize?: number | null;

  @Field(() => Int, { nullable: true, description: "The previous page's `nextBeforeId`: the entries after that one." })
  beforeId?: number | null;

  @Field(() => Int, { nullable: true, description: 'The person who acted (their user id).' })
  actorId?: number | null;

  @Field(() => String, { nullable: true, description: 'The person who acted, by their e-mail.' })
  actorEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'An action or action prefix, e.g. "auth." or "user.created".' })
  action?: string | null;

  @Field(() => String, { nullable: true, description: '`prefix` (the default) or `exact`.' })
  actionMatch?: string | null;

  @Field(() => String, { nullable: true, description: 'The kind of object acted on: page, user, tag, settings, …' })
  subjectType?: string | null;

  @Field(() => String, { nullable: true, description: "The object's id (with subjectType)." })
  subjectId?: string | null;

  @Field(() => String, { nullable: true })
  from?: string | null;

  @Field(() => String, { nullable: true })
  to?: string | null;

  @Field(() => Int, { nullable: true, description: 'The API token the calls came with.' })
  tokenId?: number | null;
}

@ObjectType('AuditRetention')
export class AuditRetentionType {
  @Field(() => Int, { nullable: true, description: 'Entries older than this many days are deleted (hourly); null: kept for ever.' })
  days!: number | null;
}

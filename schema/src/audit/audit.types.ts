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
}

@ObjectType('AuditLogList')
export class AuditLogListType {
  @Field(() => [AuditEntryType])
  items!: AuditEntryType[];

  @Field(() => Int)
  totalItems!: number;
}

@InputType('AuditLogQuery')
export class AuditLogQuery {
  @Field(() => Int, { nullable: true })
  pageIndex?: number;

  @Field(() => Int, { nullable: true })
  pageSize?: number;

  @Field({ nullable: true, description: 'An action or action prefix, e.g. "auth." or "user.created".' })
  action?: string;
}
